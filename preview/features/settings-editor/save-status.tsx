import { useT } from '../../locales/messages.ts';
import { ConflictBanner } from './conflict-banner.tsx';
import { useDraftEditor } from './draft-editor-context.ts';

/** Where the working copy stands on the server; a conflict replaces it with the banner. */
export function SaveStatus() {
  const t = useT();
  const { status, revision, message } = useDraftEditor();
  if (status === 'conflict') return <ConflictBanner />;
  const text = {
    saved: t('editor.saved', { revision }),
    pending: t('editor.unsaved'),
    saving: t('editor.saving'),
    error: t('editor.saveFailed', { message }),
  }[status];
  return <p role="status" className={`preview-save preview-save-${status}`}>{text}</p>;
}
