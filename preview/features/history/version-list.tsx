import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminQueries } from '../../api/admin.queries.ts';
import { rollbackTo } from '../../api/versions.api.ts';
import { LoadError } from '../../app/load-error.tsx';
import { LoadingView } from '../../app/loading-view.tsx';
import { useT } from '../../locales/messages.ts';
import { useDraftEditor } from '../settings-editor/draft-editor-context.ts';
import { RollbackDialog } from './rollback-dialog.tsx';
import { VersionDetails } from './version-details.tsx';
import { VersionRow } from './version-row.tsx';

/** The version history, newest first; rollback publishes the old data again and resets the draft. */
export function VersionList() {
  const t = useT();
  const queryClient = useQueryClient();
  const { revision, reload } = useDraftEditor();
  const versions = useQuery(adminQueries.versions());
  const [viewing, setViewing] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const rollback = useMutation({
    mutationFn: (number: number) => rollbackTo(number, revision),
    onSuccess: async () => {
      setConfirming(null);
      await Promise.all([reload(), queryClient.invalidateQueries(adminQueries.versions())]);
    },
  });

  if (versions.error) return <LoadError error={versions.error} />;
  if (!versions.data) return <LoadingView />;
  return (
    <section aria-labelledby="versions-title">
      <h2 id="versions-title">{t('history.versions')}</h2>
      {rollback.data && <p role="status">{t('history.rolledBack', { number: rollback.variables, live: rollback.data.version.number })}</p>}
      {rollback.error && <p role="alert" className="preview-errors">{rollback.error.message}</p>}
      {versions.data.length === 0 ? <p>{t('history.empty')}</p> : (
        <table className="preview-table">
          <thead>
            <tr>
              <th scope="col">{t('history.number')}</th><th scope="col">{t('history.author')}</th><th scope="col">{t('history.date')}</th>
              <th scope="col">{t('history.summaryColumn')}</th><th scope="col">{t('history.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {versions.data.map((version) => <VersionRow key={version.number} version={version} onView={setViewing} onRollback={setConfirming} />)}
          </tbody>
        </table>
      )}
      {viewing !== null && <VersionDetails number={viewing} onClose={() => setViewing(null)} />}
      {confirming !== null && (
        <RollbackDialog number={confirming} busy={rollback.isPending} onConfirm={() => rollback.mutate(confirming)} onCancel={() => setConfirming(null)} />
      )}
    </section>
  );
}
