import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminQueries } from '../../api/admin.queries.ts';
import { publishDraft } from '../../api/versions.api.ts';
import { useT } from '../../locales/messages.ts';
import { useDraftEditor } from '../settings-editor/draft-editor-context.ts';

/** Publishes the saved draft; waits for pending saves, so what is published is what the preview shows. */
export function PublishForm() {
  const t = useT();
  const queryClient = useQueryClient();
  const { revision, status, errors, adoptRevision } = useDraftEditor();
  const [summary, setSummary] = useState('');
  const mutation = useMutation({
    mutationFn: () => publishDraft(revision, summary.trim() || undefined),
    onSuccess: async (answer) => {
      adoptRevision(answer.revision);
      setSummary('');
      await queryClient.invalidateQueries(adminQueries.versions());
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  return (
    <form onSubmit={submit} className="preview-stack" aria-labelledby="publish-title">
      <h2 id="publish-title">{t('history.publishTitle')}</h2>
      <label>
        {t('history.summary')}
        <input value={summary} maxLength={500} onChange={(event) => setSummary(event.target.value)} />
      </label>
      <button type="submit" disabled={mutation.isPending || status !== 'saved' || errors.length > 0}>{t('history.publish')}</button>
      {mutation.data && <p role="status">{t('history.published', { number: mutation.data.version.number })}</p>}
      {mutation.error && <p role="alert" className="preview-errors">{mutation.error.message}</p>}
    </form>
  );
}
