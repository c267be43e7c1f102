import type { Db } from '../../db/connect';
import type { Shop } from '../../http/app-env';
import type { AddressInput } from './address-input';
import { hashPassword } from './password';
import type { Registration } from './registration-validation';
import { hashSecret, newSecret } from './secret-token';

export class EmailTakenError extends Error {}

/** requirements/accounts.md §6.3: everyone starts in the shop's default audience; VIP/institution audiences come from the operator. */
function defaultAudience(shop: Shop): number {
  const defaults = (shop.config as { defaults?: { price_target_audience_id?: unknown } }).defaults;
  return typeof defaults?.price_target_audience_id === 'number' ? defaults.price_target_audience_id : 1;
}

const addressValues = (customerId: number, input: AddressInput, typeId: number) => ({
  customer_id: customerId, adress_type_id: typeId, adressat: input.adressat, street: input.street, zip: input.zip,
  city: input.city, country_id: input.country_id, vat_number: input.vat_number ?? null,
});

/** Creates customer and addresses in one transaction; returns the confirmation token (level 20) in clear for the e-mail. */
export async function storeRegistration(db: Db, shop: Shop, input: Registration): Promise<{ id: number; email: string; confirmationToken: string | null }> {
  const confirmationToken = input.level === 20 ? newSecret() : null;
  const passwordHash = input.password === null ? null : await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const customer = await trx.insertInto('customers').values({
        shop_id: shop.id, email: input.email, level: input.level, password_hash: passwordHash, confirmed_at: null,
        confirmation_token: confirmationToken === null ? null : hashSecret(confirmationToken), salutation_id: input.salutationId,
        name: input.name, surname: input.surname, language_id: input.languageId, customer_type: input.customerType,
        price_target_audience_id: defaultAudience(shop), date_of_birth: input.dateOfBirth, newsletter_group_ids: input.newsletterGroupIds,
        selected_address_id: null, data: JSON.stringify({ fields: input.fields }),
      }).returning(['id', 'email']).executeTakeFirstOrThrow();
      const address = await trx.insertInto('customer_addresses').values(addressValues(customer.id, input.address, 0)).returning('id').executeTakeFirstOrThrow();
      if (input.shipping) await trx.insertInto('customer_addresses').values(addressValues(customer.id, input.shipping, 2)).execute();
      await trx.updateTable('customers').set({ selected_address_id: address.id }).where('id', '=', customer.id).execute();
      return { ...customer, confirmationToken };
    });
  } catch (error) {
    // The partial unique index decides races between two registrations of one e-mail.
    if ((error as { code?: string }).code === '23505') throw new EmailTakenError();
    throw error;
  }
}
