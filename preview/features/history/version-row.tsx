import type { Version } from '../../api/versions.api.ts';
import { useT } from '../../locales/messages.ts';

const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Berlin' });

export function VersionRow({ version, onView, onRollback }: { version: Version; onView: (n: number) => void; onRollback: (n: number) => void }) {
  const t = useT();
  return (
    <tr>
      <td>{version.number} {version.is_live && <span className="preview-badge">{t('history.live')}</span>}</td>
      <td>{version.author?.name ?? t('history.unknownAuthor')}</td>
      <td>{dateTime.format(new Date(version.published_at ?? version.created_at))}</td>
      <td>{version.summary}</td>
      <td>
        <button type="button" onClick={() => onView(version.number)} aria-label={`${t('history.view')} ${version.number}`}>{t('history.view')}</button>{' '}
        {!version.is_live && (
          <button type="button" onClick={() => onRollback(version.number)} aria-label={`${t('history.rollback')} ${version.number}`}>{t('history.rollback')}</button>
        )}
      </td>
    </tr>
  );
}
