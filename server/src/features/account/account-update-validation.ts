import type { z } from '@hono/zod-openapi';
import type { Db } from '../../db/connect';
import type { accountUpdateBody } from './account-update.schemas';
import { checkEmailPair, checkNewPassword, FieldErrorList, idOf, normalizeEmail, textOf } from './field-rules';
import { isoDayOrNull } from './iso-day';
import { MESSAGES } from './messages';
import { verifyPassword } from './password';
import { findSalutation } from './reference.store';
import type { CustomerRow } from './tokens.store';

export interface AccountUpdate {
  salutation_id?: number; name?: string; surname?: string; email?: string; language_id?: number;
  date_of_birth?: string | null; customer_type?: '1' | '3'; password?: string;
}

/** requirements/accounts.md §5.4: a field that is sent must be valid; a new password needs the current one. */
export async function validateAccountUpdate(db: Db, customer: CustomerRow, body: z.infer<typeof accountUpdateBody>): Promise<AccountUpdate | FieldErrorList> {
  const list = new FieldErrorList();
  const update: AccountUpdate = {};
  if (body.customer_salutation_id !== undefined) {
    const id = idOf(body.customer_salutation_id);
    const known = id !== null && await findSalutation(db, customer.shop_id, id);
    if (known) update.salutation_id = id!; else list.add('customer_salutation_id', MESSAGES.titleRequire);
  }
  for (const [field, message] of [['name', MESSAGES.nameRequire], ['surname', MESSAGES.surnameRequire]] as const) {
    if (body[field] === undefined) continue;
    const value = textOf(body[field], 100);
    if (value) update[field] = value; else list.add(field, message);
  }
  if (body.email !== undefined) {
    const email = normalizeEmail(body.email);
    checkEmailPair(list, email, body.email_confirmation, false);
    if (email !== customer.email.toLowerCase()) update.email = email;
  }
  if (body.language_id !== undefined) {
    const id = idOf(body.language_id);
    if (id !== null) update.language_id = id; else list.add('language_id', MESSAGES.languageRequire);
  }
  if (body.date_of_birth !== undefined) {
    const day = isoDayOrNull(body.date_of_birth);
    if (day === undefined) list.add('date_of_birth', MESSAGES.invalidChoice); else update.date_of_birth = day;
  }
  if (body.customer_type !== undefined) {
    const type = String(body.customer_type);
    if (type === '1' || type === '3') update.customer_type = type; else list.add('customer_type', MESSAGES.invalidChoice);
  }
  if (body.password) await checkPasswordChange(list, customer, body, update);
  return list.empty ? update : list;
}

async function checkPasswordChange(list: FieldErrorList, customer: CustomerRow, body: z.infer<typeof accountUpdateBody>, update: AccountUpdate): Promise<void> {
  checkNewPassword(list, body.password, body.password_confirmation);
  if (!body.current_password) list.add('current_password', MESSAGES.currentPasswordRequire);
  else if (!customer.password_hash || !(await verifyPassword(body.current_password, customer.password_hash))) list.add('current_password', MESSAGES.currentPasswordInvalid);
  if (list.empty) update.password = body.password!;
}
