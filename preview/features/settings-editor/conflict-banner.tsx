import { useState } from 'react';
import { useT } from '../../locales/messages.ts';
import { useDraftEditor } from './draft-editor-context.ts';

/** Another operator saved in between: say who (the server's 409 message) and offer their state. */
export function ConflictBanner() {
  const t = useT();
  const { message, reload } = useDraftEditor();
  const [busy, setBusy] = useState(false);
  return (
    <div role="alert" className="preview-conflict">
      <strong>{t('editor.conflictTitle')}: </strong>
      {message}{' '}
      <button type="button" disabled={busy} onClick={() => { setBusy(true); void reload().finally(() => setBusy(false)); }}>
        {t('editor.reloadTheirs')}
      </button>
    </div>
  );
}
