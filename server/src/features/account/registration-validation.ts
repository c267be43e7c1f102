import type { Db } from '../../db/connect';
import type { Shop } from '../../http/app-env';
import { addressErrors, type AddressInput } from './address-input';
import { checkEmailPair, checkNewPassword, FieldErrorList, idListOf, idOf, isChecked, normalizeEmail, textOf } from './field-rules';
import { isoDayOrNull } from './iso-day';
import { MESSAGES } from './messages';
import { knownIds } from './reference.store';
import type { RegistrationBody } from './registration.schemas';
import { checkUserFormFields } from './user-form-fields';

export interface Registration {
  level: 10 | 20; email: string; password: string | null; salutationId: number; name: string; surname: string;
  languageId: number; customerType: '1' | '3'; dateOfBirth: string | null; newsletterGroupIds: number[];
  address: AddressInput; shipping: AddressInput | null; fields: Record<string, string>;
}

/** requirements/accounts.md §5.2 for registration (level 20) and guest (level 10); returns the clean input or the field errors. */
export async function validateRegistration(db: Db, shop: Shop, body: RegistrationBody): Promise<Registration | FieldErrorList> {
  const list = new FieldErrorList();
  const level = Number(body.level ?? 20) === 10 ? 10 : 20;
  const salutationId = idOf(body.customer_salutation_id);
  if (salutationId === null) list.add('customer_salutation_id', MESSAGES.titleRequire);
  else if (!(await knownIds(db, 'customer_salutations', shop.id)).has(salutationId)) list.add('customer_salutation_id', MESSAGES.invalidChoice);
  const name = textOf(body.name, 100);
  const surname = textOf(body.surname, 100);
  if (!name) list.add('name', MESSAGES.nameRequire);
  if (!surname) list.add('surname', MESSAGES.surnameRequire);
  const email = normalizeEmail(body.email);
  checkEmailPair(list, email, body.email_confirmation, true);
  if (!isChecked(body.terms)) list.add('terms', MESSAGES.termsRequire);
  const languageId = idOf(body.language_id);
  if (languageId === null) list.add('language_id', MESSAGES.languageRequire);
  const customerType = String(body.customer_type ?? '1');
  if (customerType !== '1' && customerType !== '3') list.add('customer_type', MESSAGES.invalidChoice);
  if (customerType === '3' && !textOf(body.addr_vat_number)) list.add('addr_vat_number', MESSAGES.vatRequire);
  if (level === 20) checkNewPassword(list, body.password, body.password_confirmation);
  const address = addressErrors(list, body, 'addr_', level === 20);
  const shippingGiven = ['street', 'zip', 'city', 'country_id'].some((key) => textOf(body[`shipping_addr_${key}` as keyof RegistrationBody]));
  const shipping = shippingGiven ? addressErrors(list, body, 'shipping_addr_', true) : null;
  const dateOfBirth = isoDayOrNull(body.date_of_birth);
  if (dateOfBirth === undefined) list.add('date_of_birth', MESSAGES.invalidChoice);
  const newsletterGroupIds = idListOf(body.newsletter_groups);
  const groups = await knownIds(db, 'newsletter_subscriber_groups', shop.id);
  if (newsletterGroupIds === null || newsletterGroupIds.some((id) => !groups.has(id))) list.add('newsletter_groups', MESSAGES.invalidChoice);
  const fields = checkUserFormFields(list, shop, body as Record<string, unknown>);
  if (!list.empty) return list;
  return {
    level, email, password: level === 20 ? String(body.password) : null, salutationId: salutationId!, name, surname,
    languageId: languageId!, customerType: customerType as '1' | '3', dateOfBirth: dateOfBirth ?? null,
    newsletterGroupIds: newsletterGroupIds ?? [], address: { ...address, vat_number: textOf(body.addr_vat_number) || null },
    shipping, fields,
  };
}
