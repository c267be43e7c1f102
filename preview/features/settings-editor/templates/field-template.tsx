import { ADDITIONAL_PROPERTY_FLAG, TranslatableString, type FieldTemplateProps } from '@rjsf/utils';
import { useT } from '../../../locales/messages.ts';
import { isDeepStrictEqual } from '../deep-equal.ts';
import { formatValue } from '../format-value.ts';
import { fieldInfo, numbered } from './form-context.ts';
import { ResetButton } from './reset-button.tsx';

/**
 * One setting: its label above the control, the help text and errors below, and a 'reset' button on
 * every leaf field that has a schema default and differs from it (objects reset through their fields).
 * A cleared field says which default applies while it stays empty (settings-form.tsx: empty means
 * unset). Switches carry their label beside the box (checkbox-widget.tsx); lists and groups bring their
 * own heading (array-field-template.tsx, object-field-template.tsx).
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const t = useT();
  const { id, classNames, style, label, displayLabel, required, description, errors, children, hidden, schema, formData, onChange, fieldPathId, registry, rawErrors } = props;
  if (hidden) return <div className="hidden">{children}</div>;
  const { language, text, scale } = fieldInfo(registry, fieldPathId.path);
  const title = numbered(label, fieldPathId.path);
  const isLeaf = schema.type !== 'object';
  const hasDefault = isLeaf && schema.default !== undefined;
  const canReset = hasDefault && formData !== undefined && !isDeepStrictEqual(formData, schema.default);
  const shown = (value: unknown) => formatValue(value, language, t, text, scale);
  // Widgets name `${id}__help` in aria-describedby; the settings' help is the description, so the id is free.
  const hint = hasDefault && formData === undefined && (
    <p id={`${id}__help`} className="preview-field-default">{t('editor.emptyMeansDefault', { value: shown(schema.default) })}</p>
  );
  const invalid = !!rawErrors?.length;
  // A checkbox list is a group of boxes: its label names the group, not one control.
  const isGroup = displayLabel && schema.type === 'array';
  const showDescription = displayLabel || schema.type === 'boolean';
  const className = `${classNames ?? ''} preview-field preview-field--${String(schema.type)}${invalid ? ' preview-field--invalid' : ''}`;

  const control = (
    <>
      {displayLabel && isLeaf && !isGroup && (
        <label htmlFor={id} className="preview-field-label">
          {title}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
      )}
      {isGroup && <span id={`${id}__label`} className="preview-field-label">{title}</span>}
      <div className="preview-field-control">
        {children}
        {canReset && <ResetButton field={title} value={shown(schema.default)} onReset={() => onChange(structuredClone(schema.default), fieldPathId.path)} />}
      </div>
      {showDescription && description}
      {hint}
      {errors}
    </>
  );

  if (ADDITIONAL_PROPERTY_FLAG in schema) return <AdditionalProperty {...props} className={className}>{control}</AdditionalProperty>;
  if (isGroup) return <div className={className} style={style} role="group" aria-labelledby={`${id}__label`}>{control}</div>;
  return <div className={className} style={style}>{control}</div>;
}

/** A free-named entry (the start page's parameters): its name field, the value, and a remove button. */
function AdditionalProperty({ id, label, onKeyRenameBlur, onRemoveProperty, registry, uiSchema, disabled, readonly, className, style, children }: FieldTemplateProps & { className: string }) {
  const { RemoveButton } = registry.templates.ButtonTemplates;
  const keyLabel = registry.translateString(TranslatableString.KeyLabel, [label]);
  return (
    <div className={`${className} preview-field-additional`} style={style}>
      <div className="preview-field">
        <label htmlFor={`${id}-key`} className="preview-field-label">{keyLabel}</label>
        <input type="text" id={`${id}-key`} defaultValue={label} onBlur={onKeyRenameBlur} />
      </div>
      <div className="preview-field-additional-value">{children}</div>
      <RemoveButton id={`${id}-remove`} className="preview-field-additional-remove" disabled={disabled || readonly} onClick={onRemoveProperty} uiSchema={uiSchema} registry={registry} />
    </div>
  );
}
