import { TranslatableString, type IconButtonProps } from '@rjsf/utils';

type Kind = 'moveUp' | 'moveDown' | 'remove' | 'copy';

const LOOK: Record<Kind, { glyph: string; label: TranslatableString }> = {
  moveUp: { glyph: '↑', label: TranslatableString.MoveUpButton },
  moveDown: { glyph: '↓', label: TranslatableString.MoveDownButton },
  remove: { glyph: '×', label: TranslatableString.RemoveButton },
  copy: { glyph: '⧉', label: TranslatableString.CopyButton },
};

/** rjsf's list buttons as tap-sized icon buttons, named in the interface language (rjsf's own draw nothing without Bootstrap's icon font). */
function iconButton(kind: Kind) {
  return function IconButton({ id, className, onClick, disabled, registry }: IconButtonProps) {
    const { glyph, label } = LOOK[kind];
    const name = registry.translateString(label);
    return (
      <button type="button" id={id} className={`preview-icon-button preview-icon-button--${kind} ${className ?? ''}`} onClick={onClick} disabled={disabled} aria-label={name} title={name}>
        <span aria-hidden="true">{glyph}</span>
      </button>
    );
  };
}

export const MoveUpButton = iconButton('moveUp');
export const MoveDownButton = iconButton('moveDown');
export const RemoveButton = iconButton('remove');
export const CopyButton = iconButton('copy');
