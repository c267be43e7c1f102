import { SafeHtml } from '../../../shared/ui/safe-html.tsx';
import type { Order } from '../api/checkout.api.ts';

/** requirements/checkout-and-orders.md §2.5: after-sale information per item (title and sanitised HTML), only where an item has some. */
export function AfterSaleInfo({ order }: { order: Order }) {
  const items = order.items.filter((item) => item.attributes.after_sale_information?.trim());
  if (items.length === 0) return null;
  return (
    <div className="after-sale">
      {items.map((item) => (
        <section key={item.id} className="after-sale__item">
          <h2>{item.attributes.title}</h2>
          <SafeHtml className="prose" html={item.attributes.after_sale_information} />
        </section>
      ))}
    </div>
  );
}
