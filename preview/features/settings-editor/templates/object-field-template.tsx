import { canExpand, descriptionId, titleId, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { useT } from '../../../locales/messages.ts';
import { numbered } from './form-context.ts';
import { GroupHeading, groupDepth } from './group-heading.tsx';

/**
 * A group of settings as a card with a heading and its help text. The tab's own root is no card, just
 * the stack of its areas; a list entry (a ticket group) names itself by position and name.
 */
export function ObjectFieldTemplate({ title, description, properties, fieldPathId, schema, uiSchema, formData, onAddProperty, disabled, readonly }: ObjectFieldTemplateProps) {
  const t = useT();
  const depth = groupDepth(fieldPathId.path);
  if (fieldPathId.path.length === 0) return <div className="preview-areas">{properties.map((property) => property.content)}</div>;
  const name = (formData as { name?: unknown } | undefined)?.name;
  const isEntry = typeof fieldPathId.path.at(-1) === 'number';
  const heading = numbered(title, fieldPathId.path) + (isEntry && typeof name === 'string' && name ? ` · ${name}` : '');
  return (
    <fieldset id={fieldPathId.$id} className={`preview-group preview-group--depth-${Math.min(depth, 3)}${isEntry ? ' preview-group--entry' : ''}`}>
      {title && <GroupHeading id={titleId(fieldPathId)} depth={depth}>{heading}</GroupHeading>}
      {description && <div id={descriptionId(fieldPathId)} className="preview-group-help">{description}</div>}
      <div className="preview-group-fields">{properties.map((property) => property.content)}</div>
      {canExpand(schema, uiSchema, formData) && (
        <button type="button" className="preview-button preview-button--secondary" onClick={onAddProperty} disabled={disabled || readonly} aria-label={t('editor.addEntryLabel', { list: heading })}>
          {t('editor.addEntry')}
        </button>
      )}
    </fieldset>
  );
}
