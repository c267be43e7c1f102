import type { Selectable } from 'kysely';
import type { CouponsTable } from '../../db/schema';
import { localizeContent, text, textOrNull, type Lang } from '../../shared/localize';

export function couponJson(row: Selectable<CouponsTable>, lang: Lang) {
  const available = row.stock === null ? null : Math.max(0, row.stock);
  return {
    id: row.id, kind: row.kind, title: text(row.title, lang), description: textOrNull(row.description, lang),
    price_cents: row.price_cents, value_cents: row.value_cents, ticket_id: row.ticket_id,
    available, booked_out: available === 0,
    content: localizeContent(row.content, lang), shipped_with_merchandise_id: row.shipped_with_merchandise_id,
  };
}
