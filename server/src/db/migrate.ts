import { Migrator, type Migration } from 'kysely/migration';
import type { Db } from './connect';
import * as catalogueAndTickets from './migrations/0001-catalogue-and-tickets';
import * as products from './migrations/0002-products';

/** Migrations in order; a new one is appended here with the next number. */
const migrations: Record<string, Migration> = {
  '0001-catalogue-and-tickets': catalogueAndTickets,
  '0002-products': products,
};

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
