import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { catalogueQueries } from '../../catalogue/api/catalogue.queries.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { productQueries, type ProductKind } from '../api/products.queries.ts';
import { categoryChoices, chosenCategory } from '../lib/category-choices.ts';
import type { FilterName, FilterState } from '../lib/filter-state.ts';
import { FilterButtons } from './filter-buttons.tsx';
import { FilterSelect, type FilterOption } from './filter-select.tsx';
import './products.css';

interface ProductFiltersProps {
  kind: ProductKind;
  state: FilterState;
  onChange: (name: FilterName, value: number[] | number | undefined) => void;
  onReset: () => void;
  /** Required filters still empty, marked at their control. */
  missing: readonly FilterName[];
}

/** Category-group labels are operator keys, shared with the menu (menu.groupBy): products first, then frame. */
const GROUP_NS = ['products', 'frame'];

const toOptions = (rows: readonly { id: number; title?: string; name?: string }[] | undefined): FilterOption[] =>
  (rows ?? []).map((row) => ({ value: String(row.id), label: row.title ?? row.name ?? String(row.id) }));

/**
 * requirements/catalogue.md §2.6 'Product lists': museum, exhibition (narrowed by the museum), language and
 * category (or the configured category groups), as dropdowns (version 1) or buttons (version 2).
 */
export function ProductFilters({ kind, state, onChange, onReset, missing }: ProductFiltersProps) {
  const { t, i18n } = useTranslation('products');
  const scope = useQueryScope();
  const { filters } = useShop().settings.catalogue;
  const museums = useQuery({ ...catalogueQueries.museums(scope), select: (body) => body.museums });
  const exhibitionFilter = state.museum ? { by_museum_ids: [state.museum] } : {};
  const exhibitions = useQuery({ ...catalogueQueries.exhibitions(scope, exhibitionFilter), select: (body) => body.exhibitions });
  const languages = useQuery(productQueries.terms(scope, kind, 'languages'));
  const categories = useQuery(productQueries.terms(scope, kind, 'categories'));
  const choices = categoryChoices(categories.data ?? [], filters.categoryGroups);
  const Control = filters.version === 2 ? FilterButtons : FilterSelect;
  const common = (name: FilterName) => ({
    label: t(`filters.${name}`), allLabel: t('filters.all'),
    error: missing.includes(name) ? t(`filterSelection.fieldErrors.${name}Require`) : undefined,
  });
  const single = (name: Exclude<FilterName, 'category'>) => (value: string) => onChange(name, value ? Number(value) : undefined);

  return (
    <form className="product-filters" aria-label={t('filters.label')} onSubmit={(event) => event.preventDefault()}>
      <Control {...common('museum')} options={toOptions(museums.data)} value={String(state.museum ?? '')} onChange={single('museum')} />
      <Control {...common('exhibition')} options={toOptions(exhibitions.data)} value={String(state.exhibition ?? '')} onChange={single('exhibition')} />
      <Control {...common('language')} options={toOptions(languages.data)} value={String(state.language ?? '')} onChange={single('language')} />
      <Control
        {...common('category')}
        options={choices.map((choice) => ({ value: choice.key, label: choice.labelIsKey && i18n.exists(choice.label, { ns: GROUP_NS }) ? t(choice.label, { ns: GROUP_NS }) : choice.label }))}
        value={chosenCategory(choices, state.categories)?.key ?? ''}
        onChange={(key) => onChange('category', choices.find((choice) => choice.key === key)?.ids)}
      />
      <button type="button" className="button button--ghost" onClick={onReset}>{t('filters.reset')}</button>
    </form>
  );
}
