import { randomUUID } from 'node:crypto';
import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/connect';
import type { CustomerAddressesTable, CustomersTable } from '../../db/schema';
import { annualErrors } from './annual-errors';

/** Holders by id with their addresses; the date is read as text so it never shifts with the server zone. */
export async function readHolders(db: Db, ids: number[]) {
  const [customers, addresses] = await Promise.all([
    db.selectFrom('customers').select(['id', 'name', 'surname', 'email', 'salutation_id', 'level', 'personalization_token'])
      .select(sql<string | null>`date_of_birth::text`.as('date_of_birth')).where('id', 'in', ids).execute(),
    db.selectFrom('customer_addresses').select(['id', 'customer_id', 'adressat', 'street', 'zip', 'city', 'country_id'])
      .where('customer_id', 'in', ids).orderBy('id').execute(),
  ]);
  return { customers, addresses };
}

export type HolderRows = Awaited<ReturnType<typeof readHolders>>;

export interface NewHolder {
  shopId: number; orderId: number; email: string; salutationId: number | null; name: string; surname: string;
  dateOfBirth: string | null; street: string; zip: string; city: string; countryId: number | null;
}

/**
 * A guest customer (level 10) with one address, remembered as created for the order. The order row
 * lock serialises concurrent creations, so the cap of `maxHolders` holds under parallel requests.
 */
export function createHolder(db: Db, holder: NewHolder, maxHolders: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('orders').select('id').where('id', '=', holder.orderId).forUpdate().executeTakeFirstOrThrow();
    const created = await trx.selectFrom('customers').select((eb) => eb.fn.countAll<number>().as('count'))
      .where('created_for_order_id', '=', holder.orderId).executeTakeFirstOrThrow();
    if (Number(created.count) >= maxHolders) throw annualErrors.tooManyHolders();
    const customer = await trx.insertInto('customers').values({
      shop_id: holder.shopId, email: holder.email, data: '{}', level: 10, password_hash: null, confirmed_at: null, confirmation_token: null,
      salutation_id: holder.salutationId, name: holder.name, surname: holder.surname, language_id: null,
      price_target_audience_id: null, date_of_birth: holder.dateOfBirth, selected_address_id: null,
      personalization_token: randomUUID(), created_for_order_id: holder.orderId,
    }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('customer_addresses').values({
      customer_id: customer.id, adressat: `${holder.name} ${holder.surname}`, street: holder.street,
      zip: holder.zip, city: holder.city, country_id: holder.countryId,
      vat_number: null, institution_name: null, cost_centre: null, price_target_audience_id: null,
    }).execute();
    return customer.id;
  });
}

export function findLogin(db: Db, customerId: number) {
  return db.selectFrom('customers').select(['level', 'email']).where('id', '=', customerId).executeTakeFirstOrThrow();
}

type AddressChange = Pick<Updateable<CustomerAddressesTable>, 'street' | 'zip' | 'city' | 'country_id'>;

/** The fields sent change (undefined ones stay); the address fields change the customer's first address, or add one. */
export function updateHolder(db: Db, id: number, changes: Updateable<CustomersTable>, address: AddressChange): Promise<void> {
  return db.transaction().execute(async (trx) => {
    if (Object.values(changes).some((value) => value !== undefined)) await trx.updateTable('customers').set(changes).where('id', '=', id).execute();
    if (!Object.values(address).some((value) => value !== undefined)) return;
    const first = await trx.selectFrom('customer_addresses').select('id').where('customer_id', '=', id).orderBy('id').executeTakeFirst();
    if (first) await trx.updateTable('customer_addresses').set(address).where('id', '=', first.id).execute();
    else await trx.insertInto('customer_addresses').values({ customer_id: id, ...address, vat_number: null, institution_name: null, cost_centre: null, price_target_audience_id: null }).execute();
  });
}
