import type { FieldTemplateProps } from '@rjsf/utils';
import { isDeepStrictEqual } from './deep-equal.ts';
import { ResetButton } from './reset-button.tsx';

/**
 * rjsf's default field layout plus a 'reset to default' button on every leaf field that has a
 * schema default and differs from it (objects reset through their fields).
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, classNames, style, label, displayLabel, required, description, errors, help, children, hidden, schema, formData, onChange, fieldPathId } = props;
  if (hidden) return <div className="hidden">{children}</div>;
  const isLeaf = schema.type !== 'object';
  const canReset = isLeaf && schema.default !== undefined && formData !== undefined && !isDeepStrictEqual(formData, schema.default);
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
      {displayLabel && description}
      {errors}
      {help}
    </div>
  );
}
