import { useTranslation } from 'react-i18next';
import type { FormField } from '../../../settings/settings.gen.ts';
import { HtmlText } from './html-text.tsx';
import type { NewsletterGroup } from '../api/reference.api.ts';
import { newsletterField } from '../lib/customer-payload.ts';
import { CheckboxField } from './checkbox-field.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';
import type { AccountForm } from '../hooks/use-account-form.ts';

interface ExtraFieldsProps {
  form: AccountForm;
  fields: readonly FormField[];
  groups: readonly NewsletterGroup[];
  /** Operator text of the terms checkbox; empty hides it (requirements/accounts.md §5.2). */
  terms: string;
}

/** Dynamic fields from settings, newsletter groups (HTML sanitised) and the terms checkbox. */
export function CustomerExtraFields({ form, fields, groups, terms }: ExtraFieldsProps) {
  const { t, i18n } = useTranslation('account');
  const labelOf = (name: string) => (i18n.exists(`account:fields.${name}`) ? t(`fields.${name}`) : name);
  if (!fields.length && !groups.length && !terms) return null;
  return (
    <fieldset>
      <legend>{t('registration.sections.more')}</legend>
      {fields.map((field) =>
        field.element === 'select' ? (
          <SelectField key={field.model} form={form} name={field.model} label={labelOf(field.name)} options={field.options.map((o) => ({ id: o.id, name: o.name }))} required={field.required} />
        ) : (
          <TextField key={field.model} form={form} name={field.model} type={field.type} label={labelOf(field.name)} required={field.required} placeholder={field.placeholder ? t(field.placeholder) : undefined} />
        ),
      )}
      {groups.map((group) => (
        <CheckboxField key={group.id} form={form} name={newsletterField(group.id)} label={group.name}>
          <HtmlText html={group.checkbox_text || group.name} />
        </CheckboxField>
      ))}
      {terms && (
        <CheckboxField form={form} name="terms" label={t('fields.terms')}>
          <HtmlText html={terms} />
        </CheckboxField>
      )}
    </fieldset>
  );
}
