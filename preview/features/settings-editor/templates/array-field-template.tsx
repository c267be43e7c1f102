import { descriptionId, titleId, type ArrayFieldItemTemplateProps, type ArrayFieldTemplateProps } from '@rjsf/utils';
import { useT } from '../../../locales/messages.ts';
import { numbered } from './form-context.ts';
import { GroupHeading, groupDepth } from './group-heading.tsx';

/** A list of settings (ticket groups, category numbers): heading, help, its entries, and 'add'. */
export function ArrayFieldTemplate({ title, schema, items, canAdd, onAddClick, fieldPathId, disabled, readonly }: ArrayFieldTemplateProps) {
  const t = useT();
  const heading = numbered(title, fieldPathId.path);
  const depth = groupDepth(fieldPathId.path);
  return (
    <fieldset id={fieldPathId.$id} className={`preview-group preview-list preview-group--depth-${Math.min(depth, 3)}`}>
      {heading && <GroupHeading id={titleId(fieldPathId)} depth={depth}>{heading}</GroupHeading>}
      {schema.description && <p id={descriptionId(fieldPathId)} className="preview-group-help">{schema.description}</p>}
      {items.length ? <div className="preview-list-items">{items}</div> : <p className="preview-list-empty">{t('editor.emptyList')}</p>}
      {canAdd && (
        <button type="button" className="preview-button preview-button--secondary" onClick={onAddClick} disabled={disabled || readonly} aria-label={t('editor.addEntryLabel', { list: heading })}>
          + {t('editor.addEntry')}
        </button>
      )}
    </fieldset>
  );
}

/** One entry of a list with its move and remove buttons beside it. */
export function ArrayFieldItemTemplate({ children, buttonsProps, hasToolbar, registry }: ArrayFieldItemTemplateProps) {
  const { ArrayFieldItemButtonsTemplate } = registry.templates;
  return (
    <div className="preview-list-item">
      <div className="preview-list-item-content">{children}</div>
      {hasToolbar && <div className="preview-list-item-tools"><ArrayFieldItemButtonsTemplate {...buttonsProps} /></div>}
    </div>
  );
}
