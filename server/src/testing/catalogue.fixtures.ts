import type { Insertable } from 'kysely';
import type { Db } from '../db/connect';
import type { EventsTable, ExhibitionsTable, MuseumsTable, ToursTable } from '../db/schema';

/** Test-only: the jsonb columns the types require, empty as the migrations' defaults. */
const TEXTS = { sub_title: '{}', description: '{}', picture: '{}', content: '{}', location: '{}' };

export async function insertMuseum(db: Db, values: Partial<Insertable<MuseumsTable>> & { shop_id: number }): Promise<number> {
  const row = await db.insertInto('museums')
    .values({ title: '{}', ...TEXTS, opening_hours: '{}', ...values })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertExhibition(
  db: Db, values: Partial<Insertable<ExhibitionsTable>> & { shop_id: number; museum_id: number },
): Promise<number> {
  const row = await db.insertInto('exhibitions')
    .values({ title: '{}', ...TEXTS, slider_description: '{}', time_frames: '[]', ...values })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertEvent(db: Db, values: Partial<Insertable<EventsTable>> & { shop_id: number }): Promise<number> {
  const row = await db.insertInto('events')
    .values({ title: '{}', ...TEXTS, vat_pct: 7, prices: '[]', seating: null, museum_id: null, exhibition_id: null, category_id: null, ...values })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertTour(db: Db, values: Partial<Insertable<ToursTable>> & { shop_id: number }): Promise<number> {
  const row = await db.insertInto('tours')
    .values({
      title: '{}', ...TEXTS, vat_pct: 19, prices: '[]', surcharges: '[]', equipment: '[]', limitations: '{"language":false}',
      museum_id: null, exhibition_id: null, category_id: null, ...values,
    })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertVocabulary(db: Db, shopId: number, kind: string, name: Record<string, string>): Promise<number> {
  const row = await db.insertInto('vocabularies')
    .values({ shop_id: shopId, kind, name: JSON.stringify(name), filtername: null })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}
