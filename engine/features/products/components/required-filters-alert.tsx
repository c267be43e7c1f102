import { useTranslation } from 'react-i18next';
import type { FilterName } from '../lib/filter-state.ts';

/**
 * requirements/tickets.md §5.6 'Filters': the list waits for its required filters. A status, not an alert that takes
 * focus: it changes while the visitor is still choosing, and focus must stay in the filters.
 */
export function RequiredFiltersAlert({ missing }: { missing: readonly FilterName[] }) {
  const { t } = useTranslation('products');
  return (
    <div className="product-filters__alert" role="status">
      <ul>
        {missing.map((name) => <li key={name}>{t(`filterSelection.fieldErrors.${name}Require`)}</li>)}
      </ul>
    </div>
  );
}
