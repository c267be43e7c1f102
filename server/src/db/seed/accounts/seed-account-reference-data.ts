import { hashPassword } from '../../../features/account/password';
import type { Db } from '../../connect';
import { NEWSLETTER_GROUPS, PRICE_TARGET_AUDIENCES, SALUTATIONS } from './reference-data';

export const DEMO_CUSTOMER = { email: 'demo@museen.example', password: 'Demo-Passwort-2026' } as const;

const json = (value: unknown) => JSON.stringify(value);

/**
 * Account reference data of one shop plus a confirmed demo customer with a private and an
 * institution address (collective invoice, audience 3). Safe to call again: existing rows stay.
 */
export async function seedAccountReferenceData(db: Db, shopId: number): Promise<void> {
  await db.insertInto('customer_salutations')
    .values(SALUTATIONS.map((row, position) => ({ shop_id: shopId, id: row.id, name: json(row.name), position })))
    .onConflict((oc) => oc.doNothing()).execute();
  await db.insertInto('price_target_audiences')
    .values(PRICE_TARGET_AUDIENCES.map((row) => ({ shop_id: shopId, id: row.id, name: json(row.name) })))
    .onConflict((oc) => oc.doNothing()).execute();
  await db.insertInto('newsletter_subscriber_groups')
    .values(NEWSLETTER_GROUPS.map((row) => ({ shop_id: shopId, id: row.id, name: json(row.name), checkbox_text: json(row.checkbox_text), checked: row.checked })))
    .onConflict((oc) => oc.doNothing()).execute();
  const exists = await db.selectFrom('customers').select('id').where('shop_id', '=', shopId).where('level', '=', 20)
    .where('email', '=', DEMO_CUSTOMER.email).executeTakeFirst();
  if (!exists) await insertDemoCustomer(db, shopId);
}

async function insertDemoCustomer(db: Db, shopId: number): Promise<void> {
  const passwordHash = await hashPassword(DEMO_CUSTOMER.password);
  await db.transaction().execute(async (trx) => {
    const { id } = await trx.insertInto('customers').values({
      shop_id: shopId, email: DEMO_CUSTOMER.email, level: 20, password_hash: passwordHash, confirmed_at: new Date(), confirmation_token: null,
      salutation_id: 1, name: 'Erika', surname: 'Mustermann', language_id: 1, customer_type: '1', price_target_audience_id: 1,
      date_of_birth: '1985-04-12', newsletter_group_ids: [1], selected_address_id: null, data: json({ fields: {} }),
    }).returning('id').executeTakeFirstOrThrow();
    const home = await trx.insertInto('customer_addresses').values({
      customer_id: id, adress_type_id: 0, adressat: 'Erika Mustermann', street: 'Uferweg 12', zip: '10117', city: 'Berlin', country_id: 60,
    }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('customer_addresses').values({
      customer_id: id, adress_type_id: 1, adressat: 'Sekretariat', street: 'Schulstraße 5', zip: '10115', city: 'Berlin', country_id: 60,
      institution_name: 'Humboldt-Gymnasium', cost_centre: 'KST 4711', has_collective_invoice_payment: true, price_target_audience_id: 3,
    }).execute();
    await trx.updateTable('customers').set({ selected_address_id: home.id }).where('id', '=', id).execute();
  });
}
