import { Migrator, type Migration } from 'kysely/migration';
import type { Db } from './connect';
import * as catalogueAndTickets from './migrations/0001-catalogue-and-tickets';
import * as products from './migrations/0002-products';
import * as accounts from './migrations/0005-accounts';
import * as operators from './migrations/0006-operators';
import * as orderFlow from './migrations/0007-order-flow';
import * as tokenRotation from './migrations/0008-token-rotation';
import * as audiencePrices from './migrations/0009-audience-prices';
import * as vipCodes from './migrations/0010-vip-codes';
import * as queue from './migrations/0011-queue';
import * as affiliates from './migrations/0012-affiliates';
import * as annualPersonalisation from './migrations/0013-annual-personalisation';
import * as seatHolds from './migrations/0014-seat-holds';
import * as orderRatings from './migrations/0015-order-ratings';
import * as quotaCounters from './migrations/0016-quota-counters';
import * as ticketPartyRules from './migrations/0017-ticket-party-rules';
import * as orderLookupIndexes from './migrations/0018-order-lookup-indexes';
import * as requireFunction from './migrations/0019-require-function';

/** Migrations in order; a new one is appended here with the next number. */
const migrations: Record<string, Migration> = {
  '0001-catalogue-and-tickets': catalogueAndTickets,
  '0002-products': products,
  '0005-accounts': accounts,
  '0006-operators': operators,
  '0007-order-flow': orderFlow,
  '0008-token-rotation': tokenRotation,
  '0009-audience-prices': audiencePrices,
  '0010-vip-codes': vipCodes,
  '0011-queue': queue,
  '0012-affiliates': affiliates,
  '0013-annual-personalisation': annualPersonalisation,
  '0014-seat-holds': seatHolds,
  '0015-order-ratings': orderRatings,
  '0016-quota-counters': quotaCounters,
  '0017-ticket-party-rules': ticketPartyRules,
  '0018-order-lookup-indexes': orderLookupIndexes,
  '0019-require-function': requireFunction,
};

/**
 * Brings the schema up to date; throws with the failing migration's error. `schema` names
 * where the migration bookkeeping lives when several schemas share one database (tests):
 * Kysely otherwise finds another schema's kysely_migration table and skips creating its own.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
