import type { Db } from '../db/connect';

const text = (de: string) => JSON.stringify({ de, en: `${de} (en)` });

export interface TourFixtures { group: number; scaled: number; language: number; otherLanguage: number; adults: number; grade: number }

/**
 * Test-only tours, every day 10:00–11:00: 'group' has one group price (9000), an optional
 * group surcharge (300), a mandatory per-person surcharge (150), 3 audio guides and one tour
 * per slot; 'scaled' has adult/child prices and two tours per slot.
 */
export async function createTourFixtures(db: Db, shopId: number): Promise<TourFixtures> {
  const term = async (kind: string, name: string) => (await db.insertInto('vocabularies').values({ shop_id: shopId, kind, name: text(name) }).returning('id').executeTakeFirstOrThrow()).id;
  const language = await term('tour_language', 'Deutsch');
  const otherLanguage = await term('tour_language', 'Englisch');
  const adults = await term('tour_age_group', 'Erwachsene');
  const grade = await term('tour_grade', 'Klasse 5');
  const tour = async (title: string, values: Record<string, unknown>) => (await db.insertInto('tours').values({
    shop_id: shopId, title: text(title), sub_title: '{}', description: '{}', content: '{}', picture: '{}', location: JSON.stringify({ name: 'Neues Museum', city: 'Berlin' }),
    language_ids: [language], age_group_ids: [adults], grade_ids: [grade], weekdays: [0, 1, 2, 3, 4, 5, 6], first_start: 600, last_start: 660,
    participants_min: 2, participants_max: 10, vat_pct: 19, prices: '[]', surcharges: '[]', equipment: '[]', limitations: '{"language": false}', ...values,
  }).returning('id').executeTakeFirstOrThrow()).id;
  const group = await tour('Gruppenführung', {
    tours_per_slot: 1, prices: JSON.stringify([{ title: { de: 'Entgelt' }, description: { de: 'Gruppenpreis' }, group: true, optional: false, price_cents: 9000, vat_pct: 19 }]),
    surcharges: JSON.stringify([
      { price_surcharge_id: 1, title: { de: 'Sonntag' }, description: {}, group: true, optional: true, price_cents: 300, vat_pct: 19 },
      { price_surcharge_id: 2, title: { de: 'Material' }, description: {}, group: false, optional: false, price_cents: 150, vat_pct: 19 },
    ]),
    equipment: JSON.stringify([{ id: 1, title: { de: 'Audioguide' }, type: { de: 'Audioguide' }, max: 3 }]),
  });
  const scaled = await tour('Familienführung', {
    tours_per_slot: 2, prices: JSON.stringify([
      { scale_price_id: 1, title: { de: 'Erwachsene' }, description: {}, group: false, optional: false, price_cents: 800, vat_pct: 19 },
      { scale_price_id: 2, title: { de: 'Kinder' }, description: {}, group: false, optional: false, price_cents: 400, vat_pct: 19 },
    ]),
  });
  return { group, scaled, language, otherLanguage, adults, grade };
}
