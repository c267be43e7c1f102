import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A failed save's outcome at the top of the form (requirements/annual-and-vip.md §8.1 'Annual'); focus moves here. */
export function OutcomeAlert({ outcome, attempt }: { outcome: string | null; attempt: number }) {
  const { t } = useTranslation('annual');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome, attempt]);
  if (!outcome) return null;
  return (
    <div ref={ref} className="annual-alert annual-alert--error" role="alert" tabIndex={-1}>
      {t(`outcome.${outcome}`)}
    </div>
  );
}
