import { useQuery } from '@tanstack/react-query';
import { adminQueries } from '../../api/admin.queries.ts';
import { LoadError } from '../../app/load-error.tsx';
import { LoadingView } from '../../app/loading-view.tsx';
import { useT } from '../../locales/messages.ts';

/** One version's stored settings, read-only. */
export function VersionDetails({ number, onClose }: { number: number; onClose: () => void }) {
  const t = useT();
  const version = useQuery(adminQueries.version(number));
  return (
    <section aria-labelledby="version-details-title" className="preview-version-details">
      <h3 id="version-details-title">{t('history.view')} {number}</h3>
      {version.error && <LoadError error={version.error} />}
      {!version.data && !version.error && <LoadingView />}
      {version.data && (
        <>
          <p>{version.data.summary}</p>
          <pre tabIndex={0}>{JSON.stringify(version.data.data.settings, null, 2)}</pre>
        </>
      )}
      <button type="button" onClick={onClose}>{t('history.close')}</button>
    </section>
  );
}
