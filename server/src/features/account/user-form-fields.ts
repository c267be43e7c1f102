import type { Shop } from '../../http/app-env';
import { FieldErrorList, textOf } from './field-rules';
import { MESSAGES } from './messages';

interface FormField {
  name: string; model: string; element?: 'input' | 'select'; required?: boolean; options?: { id: number | string }[];
}

const NAME = /^[A-Za-z][A-Za-z0-9_.]{0,59}$/;

/** shops.settings.accounts.userFormFields (schemas/form-field.schema.json); malformed entries are skipped. */
function userFormFields(shop: Shop): FormField[] {
  const accounts = (shop.settings as { accounts?: { userFormFields?: unknown } }).accounts;
  const fields = Array.isArray(accounts?.userFormFields) ? accounts.userFormFields : [];
  return fields.filter((field): field is FormField =>
    typeof field === 'object' && field !== null && NAME.test(String((field as FormField).name)) && NAME.test(String((field as FormField).model)));
}

/**
 * requirements/accounts.md §3.3 dynamic fields: required ones must be filled ({name}Require on the engine side),
 * select values must be one of the options. Values are kept as text under the model name in
 * customers.data.fields, never mapped onto columns, so a field can't set level or audience.
 */
export function checkUserFormFields(list: FieldErrorList, shop: Shop, body: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of userFormFields(shop)) {
    const value = textOf(body[field.model] ?? body[field.name], 500);
    if (!value) {
      if (field.required) list.add(field.model, `The ${field.name} field is required.`);
      continue;
    }
    if (field.element === 'select' && !(field.options ?? []).some((option) => String(option.id) === value)) {
      list.add(field.model, MESSAGES.invalidChoice);
      continue;
    }
    values[field.model] = value;
  }
  return values;
}
