import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { DEFAULT_SETTINGS } from '../../../engine/settings/defaults.gen.ts';
import { useDraftEditor } from './draft-editor-context.ts';
import { isDeepStrictEqual } from './deep-equal.ts';
import { FieldTemplate } from './field-template.tsx';
import { pickAreas, tabSchema, withEnumLabels } from './form-schema.ts';
import { pruneDefaults } from './prune-defaults.ts';
import { settingsValidator } from './settings-validation.ts';

const templates = { FieldTemplate };

/**
 * One settings tab as a generated form (house-style.md §10: the schema is the source of the fields,
 * help texts and defaults). Every change goes to the working copy at once; errors show per field.
 *
 * The form shows its own data, not the draft's: a cleared field is `undefined` in the form but
 * absent from the draft (pruned, 'unset → default'), and handing the draft back would make rjsf
 * fill the default in while the operator is still typing. So a cleared field stays empty, the field
 * says which default applies meanwhile (field-template.tsx), and the preview shows that default.
 */
export function SettingsForm({ areas }: { areas: Record<string, UiSchema> }) {
  const { schema, data, edit } = useDraftEditor();
  const names = Object.keys(areas);
  const key = names.join(',');
  // The schema and uiSchema depend only on the tab; rebuilding them per keystroke would reset rjsf's caches.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const formSchema = useMemo(() => withEnumLabels(tabSchema(schema, names)) as RJSFSchema, [schema, key]);
  const uiSchema = useMemo<UiSchema>(() => ({ 'ui:submitButtonOptions': { norender: true }, ...areas }), [areas]);
  const [formData, setFormData] = useState(() => pickAreas(data.settings, names));

  const onChange = (event: IChangeEvent) => {
    setFormData(event.formData as Record<string, unknown>);
    const next = pruneDefaults({ ...data.settings, ...(event.formData as Record<string, unknown>) }, DEFAULT_SETTINGS) as Record<string, unknown>;
    // rjsf reports its filled-in defaults on mount; that is no edit and must not save.
    if (!isDeepStrictEqual(next, pruneDefaults(data.settings, DEFAULT_SETTINGS))) edit({ settings: next });
  };

  return (
    <Form
      schema={formSchema}
      uiSchema={uiSchema}
      formData={formData}
      validator={settingsValidator}
      templates={templates}
      onChange={onChange}
      liveValidate="onChange"
      showErrorList={false}
      noHtml5Validate
      idPrefix={`settings-${key.replace(/,/g, '-')}`}
    />
  );
}
