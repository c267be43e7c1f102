import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { ArrayFieldItemTemplate, ArrayFieldTemplate } from './array-field-template.tsx';
import { CheckboxWidget } from './checkbox-widget.tsx';
import { FieldTemplate } from './field-template.tsx';
import { CopyButton, MoveDownButton, MoveUpButton, RemoveButton } from './icon-buttons.tsx';
import { ObjectFieldTemplate } from './object-field-template.tsx';
import { ScaledWidget } from './scaled-widget.tsx';
import { SuggestionsWidget } from './suggestions-widget.tsx';

/** The settings forms' layout: labels above controls, groups as cards, lists with named buttons. */
export const settingsTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ButtonTemplates: { MoveUpButton, MoveDownButton, RemoveButton, CopyButton } as TemplatesType['ButtonTemplates'],
};

/** The controls beyond rjsf's own (field-widgets.ts picks them per setting). */
export const settingsWidgets: RegistryWidgetsType = { CheckboxWidget, scaled: ScaledWidget, suggestions: SuggestionsWidget };
