import type { FieldTemplateProps } from '@rjsf/utils';
import { useT } from '../../locales/messages.ts';
import { isDeepStrictEqual } from './deep-equal.ts';
import { ResetButton } from './reset-button.tsx';

/**
 * rjsf's default field layout plus a 'reset to default' button on every leaf field that has a
 * schema default and differs from it (objects reset through their fields), and, on a cleared
 * field, which default applies while it stays empty (settings-form.tsx: empty means unset).
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const t = useT();
  const { id, classNames, style, label, displayLabel, required, description, errors, help, children, hidden, schema, formData, onChange, fieldPathId, uiSchema } = props;
  if (hidden) return <div className="hidden">{children}</div>;
  const isLeaf = schema.type !== 'object';
  const hasDefault = isLeaf && schema.default !== undefined;
  const canReset = hasDefault && formData !== undefined && !isDeepStrictEqual(formData, schema.default);
  // rjsf's widgets name `${id}__help` in aria-describedby; it is free unless the uiSchema has its own help.
  const hintId = uiSchema?.['ui:help'] ? undefined : `${id}__help`;
  return (
    <div className={`${classNames ?? ''} preview-field`} style={style}>
      {displayLabel && isLeaf && (
        <label htmlFor={id} className="preview-field-label">
          {label}
          {required ? ' *' : null}
        </label>
      )}
      {children}
      {canReset && <ResetButton field={label} value={schema.default} onReset={() => onChange(structuredClone(schema.default), fieldPathId.path)} />}
      {hasDefault && formData === undefined && (
        <p id={hintId} className="preview-field-default">{t('editor.emptyMeansDefault', { value: JSON.stringify(schema.default) })}</p>
      )}
      {displayLabel && description}
      {errors}
      {help}
    </div>
  );
}
