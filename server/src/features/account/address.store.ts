import type { Db } from '../../db/connect';
import { ApiError } from '../../http/api-error';
import type { AddressInput } from './address-input';

/** The address if it belongs to the customer; another customer's id is indistinguishable from a missing one (404). */
export async function ownAddress(db: Db, customerId: number, id: number) {
  const row = await db.selectFrom('customer_addresses').selectAll().where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();
  if (!row) throw ApiError.notFound('Address');
  return row;
}

export async function insertAddress(db: Db, customerId: number, input: AddressInput, typeId: number) {
  return db.insertInto('customer_addresses').values({
    customer_id: customerId, adress_type_id: typeId, adressat: input.adressat, street: input.street, zip: input.zip,
    city: input.city, country_id: input.country_id, vat_number: input.vat_number ?? null,
  }).returningAll().executeTakeFirstOrThrow();
}

export async function updateAddress(db: Db, id: number, input: AddressInput, typeId: number | undefined) {
  return db.updateTable('customer_addresses').set({
    adressat: input.adressat, street: input.street, zip: input.zip, city: input.city, country_id: input.country_id,
    ...(input.vat_number !== undefined ? { vat_number: input.vat_number } : {}), ...(typeId !== undefined ? { adress_type_id: typeId } : {}),
  }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** requirements/accounts.md §6.4: the only remaining address cannot be deleted; a deleted selection falls back to the oldest address. */
export async function deleteAddress(db: Db, customerId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('customer_addresses').select('id').where('customer_id', '=', customerId).orderBy('id').forUpdate().execute();
    if (rows.length <= 1) throw ApiError.invalid('The last address cannot be deleted.', { base: ['The last address cannot be deleted.'] });
    await trx.deleteFrom('customer_addresses').where('id', '=', id).where('customer_id', '=', customerId).execute();
    const fallback = rows.find((row) => row.id !== id)!.id;
    await trx.updateTable('customers').set({ selected_address_id: fallback }).where('id', '=', customerId).where('selected_address_id', '=', id).execute();
  });
}
