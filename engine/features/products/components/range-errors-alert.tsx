import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RangeError } from '../lib/date-range.ts';

/** The range errors of requirements/events-and-seats.md §5.2 'Dates'; focus moves here after a failed search. */
export function RangeErrorsAlert({ errors }: { errors: readonly RangeError[] }) {
  const { t } = useTranslation('products');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [errors]);
  return (
    <div className="product-filters__alert" role="alert" tabIndex={-1} ref={ref}>
      <ul>
        {errors.map((error) => <li key={error}>{t(`dates.errors.${error}`)}</li>)}
      </ul>
    </div>
  );
}
