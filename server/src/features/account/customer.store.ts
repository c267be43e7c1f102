import type { Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { CustomersTable } from '../../db/schema';

/** The registered (level 20) customer of the shop with this e-mail, compared case-insensitively. */
export function findRegisteredByEmail(db: Db, shopId: number, email: string) {
  return db.selectFrom('customers').selectAll().where('shop_id', '=', shopId).where('level', '=', 20)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email)).executeTakeFirst();
}

/** The customer columns the engine reads; the date comes as text, not a local-midnight Date. */
export function readCustomer(db: Db, id: number) {
  return db.selectFrom('customers')
    .select(['id', 'email', 'name', 'surname', 'salutation_id', 'level', 'customer_type', 'language_id', 'price_target_audience_id',
      'selected_address_id', 'newsletter_group_ids', 'confirmed_at', sql<string | null>`date_of_birth::text`.as('birthday')])
    .where('id', '=', id).executeTakeFirstOrThrow();
}

export type CustomerView = Awaited<ReturnType<typeof readCustomer>>;

export function listAddresses(db: Db, customerId: number) {
  return db.selectFrom('customer_addresses').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();
}

export async function updateCustomer(db: Db, id: number, values: Updateable<CustomersTable>): Promise<void> {
  await db.updateTable('customers').set(values).where('id', '=', id).execute();
}

/** requirements/accounts.md §4.1: the token from the confirmation link confirms the e-mail once; false for an unknown token. */
export async function confirmEmail(db: Db, shopId: number, tokenHash: string, now: Date): Promise<boolean> {
  const confirmed = await db.updateTable('customers')
    .set({ confirmed_at: now, confirmation_token: null })
    .where('shop_id', '=', shopId).where('confirmation_token', '=', tokenHash)
    .returning('id').executeTakeFirst();
  return confirmed !== undefined;
}

/** The price target audience of one of the customer's own addresses, or null (not theirs, or none set). */
export async function ownAddressAudience(db: Db, customerId: number, addressId: number): Promise<number | null> {
  const address = await db.selectFrom('customer_addresses').select('price_target_audience_id')
    .where('id', '=', addressId).where('customer_id', '=', customerId).executeTakeFirst();
  return address?.price_target_audience_id ?? null;
}

export function ownAddressAudiences(db: Db, customerId: number) {
  return db.selectFrom('customer_addresses').select(['id', 'price_target_audience_id']).where('customer_id', '=', customerId).execute();
}
