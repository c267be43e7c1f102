import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFValidationError, UiSchema } from '@rjsf/utils';
import { useContext, useMemo, useState } from 'react';
import { DEFAULT_SETTINGS } from '../../../engine/settings/defaults.gen.ts';
import { UiLanguageContext, useT } from '../../locales/messages.ts';
import { rjsfStrings } from '../../locales/rjsf-strings.ts';
import { useDraftEditor } from './draft-editor-context.ts';
import { isDeepStrictEqual } from './deep-equal.ts';
import { pickAreas, tabSchema } from './form-schema.ts';
import { localiseForm } from './localise-form.ts';
import { problemMessage } from './problem-message.ts';
import { pruneDefaults } from './prune-defaults.ts';
import { SCALED_FIELDS } from './scaled-fields.ts';
import { settingPathOfProperty } from './setting-paths.ts';
import { settingsValidator } from './settings-validation.ts';
import { settingsTemplates, settingsWidgets } from './templates/registry.ts';

/**
 * One settings tab as a generated form (house-style.md §10: the schema is the source of the fields,
 * constraints and defaults), labelled in the operator's language (localise-form.ts). Every change goes
 * to the working copy at once; errors show per field in the operator's words.
 *
 * A new interface language remounts the form (tab-panel.tsx), so its errors are validated again in that language.
 *
 * The form shows its own data, not the draft's: a cleared field is `undefined` in the form but
 * absent from the draft (pruned, 'unset → default'), and handing the draft back would make rjsf
 * fill the default in while the operator is still typing. So a cleared field stays empty, the field
 * says which default applies meanwhile (field-template.tsx), and the preview shows that default.
 */
export function SettingsForm({ areas }: { areas: Record<string, UiSchema> }) {
  const t = useT();
  const { language } = useContext(UiLanguageContext);
  const { schema, data, edit } = useDraftEditor();
  const names = Object.keys(areas);
  const key = names.join(',');
  // The schema and uiSchema depend only on the tab and the language; rebuilding them per keystroke would reset rjsf's caches.
  const form = useMemo(() => {
    const localised = localiseForm(tabSchema(schema, names), areas, language);
    return { ...localised, uiSchema: { 'ui:submitButtonOptions': { norender: true }, ...localised.uiSchema } as UiSchema };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [schema, key, language]);
  const formContext = useMemo(() => ({ language }), [language]);
  const translateString = useMemo(() => rjsfStrings(language), [language]);
  // Handed to rjsf once: the form keeps its own state from then on. Passing each change back made a late
  // echo of an earlier keystroke reset the field under a fast typist on a busy machine.
  const [formData] = useState(() => pickAreas(data.settings, names));

  const onChange = (event: IChangeEvent) => {
    const next = pruneDefaults({ ...data.settings, ...(event.formData as Record<string, unknown>) }, DEFAULT_SETTINGS) as Record<string, unknown>;
    // rjsf reports its filled-in defaults on mount; that is no edit and must not save.
    if (!isDeepStrictEqual(next, pruneDefaults(data.settings, DEFAULT_SETTINGS))) edit({ settings: next });
  };

  // ajv's English messages become the operator's, once per field (a labelled choice fails several ways at once).
  const transformErrors = (errors: RJSFValidationError[]) => {
    const seen = new Set<string>();
    return errors
      .map((error) => {
        const message = problemMessage(error, t, language, SCALED_FIELDS[settingPathOfProperty(error.property ?? '')]);
        return { ...error, message, stack: message };
      })
      .filter((error) => !seen.has(`${error.property} ${error.message}`) && !!seen.add(`${error.property} ${error.message}`));
  };

  return (
    <Form
      schema={form.schema}
      uiSchema={form.uiSchema}
      formData={formData}
      formContext={formContext}
      validator={settingsValidator}
      templates={settingsTemplates}
      widgets={settingsWidgets}
      translateString={translateString}
      transformErrors={transformErrors}
      onChange={onChange}
      liveValidate="onChange"
      showErrorList={false}
      noHtml5Validate
      idPrefix={`settings-${key.replace(/,/g, '-')}`}
    />
  );
}
