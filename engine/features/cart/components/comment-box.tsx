import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** requirements/cart.md §2.1 collapsible customer comment (settings cart.showComment); a native details element is keyboard-ready. */
export function CommentBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('cart');
  const id = useId();
  return (
    <details className="cart-panel comment-box" open={value !== '' || undefined}>
      <summary>{t('comment.toggle')}</summary>
      <label htmlFor={id}>{t('comment.label')}</label>
      <textarea id={id} rows={3} maxLength={5000} value={value} onChange={(event) => onChange(event.target.value)} />
    </details>
  );
}
