import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { ProductCard } from '../../catalogue/components/product-card.tsx';
import type { ListedProduct, ProductKind } from '../api/products.queries.ts';
import { groupByCategory } from '../lib/product-order.ts';

interface ProductCardsProps {
  kind: ProductKind;
  products: readonly ListedProduct[];
  grouped: boolean;
}

function CardGrid({ kind, products }: Omit<ProductCardsProps, 'grouped'>) {
  const href = kind === 'events' ? paths.event.href : paths.tour.href;
  return (
    <ul className="card-grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard href={href(product.id)} title={product.title} subTitle={product.sub_title} category={product.category?.name} picture={product.picture} />
        </li>
      ))}
    </ul>
  );
}

/** The cards, under category headings when catalogue.groupByCategory is on. */
export function ProductCards({ kind, products, grouped }: ProductCardsProps) {
  const { t } = useTranslation('products');
  const headingId = useId();
  // The cards' titles are h3 (catalogue ProductCard); a hidden h2 keeps the heading order (axe heading-order).
  if (!grouped) {
    return (
      <section aria-labelledby={headingId}>
        <h2 className="visually-hidden" id={headingId}>{t('list.results')}</h2>
        <CardGrid kind={kind} products={products} />
      </section>
    );
  }
  return groupByCategory(products).map((group) => (
    <section key={group.category ?? ''} aria-label={group.category ?? t('list.uncategorised')}>
      <h2 className="product-group__heading">{group.category ?? t('list.uncategorised')}</h2>
      <CardGrid kind={kind} products={group.products} />
    </section>
  ));
}
