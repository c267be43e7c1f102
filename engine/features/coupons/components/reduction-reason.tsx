import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** requirements/products-and-merchandise.md §2.2 'Coupons': an info toggle showing a ticket coupon's reduction reason. */
export function ReductionReason({ title, reason }: { title: string; reason: string }) {
  const { t } = useTranslation('coupons');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="coupons-reason">
      <button type="button" className="link-button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {t(open ? 'tickets.hideReason' : 'tickets.showReason', { title })}
      </button>
      <p id={id} hidden={!open}>{reason}</p>
    </div>
  );
}
