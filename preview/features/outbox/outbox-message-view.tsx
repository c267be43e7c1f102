import { useQuery } from '@tanstack/react-query';
import { adminQueries } from '../../api/admin.queries.ts';
import { LoadError } from '../../app/load-error.tsx';
import { LoadingView } from '../../app/loading-view.tsx';
import { useT } from '../../locales/messages.ts';

/**
 * One e-mail. The HTML body runs in a sandboxed iframe without scripts or same-origin rights:
 * mail HTML is untrusted and must not reach the operator's session.
 */
export function OutboxMessageView({ id, onBack }: { id: string; onBack: () => void }) {
  const t = useT();
  const query = useQuery(adminQueries.outboxMessage(id));
  const back = <button type="button" onClick={onBack}>{t('outbox.back')}</button>;
  if (query.error) return <>{back}<LoadError error={query.error} /></>;
  if (!query.data) return <LoadingView />;
  const message = query.data;
  return (
    <article aria-labelledby="mail-subject">
      {back}
      <h2 id="mail-subject">{message.subject}</h2>
      <dl>
        <dt>{t('outbox.from')}</dt><dd>{message.from}</dd>
        <dt>{t('outbox.to')}</dt><dd>{message.to}</dd>
        <dt>{t('outbox.date')}</dt><dd>{message.date}</dd>
      </dl>
      {message.html
        ? <iframe className="preview-mail" sandbox="" srcDoc={message.html} title={t('outbox.body', { subject: message.subject })} />
        : <pre className="preview-mail-text">{message.text}</pre>}
      <h3>{t('outbox.attachments')}</h3>
      {message.attachments.length === 0 ? <p>{t('outbox.noAttachments')}</p> : (
        <ul>
          {message.attachments.map((file) => <li key={file.filename}>{file.filename} ({file.contentType}, {Math.ceil(file.size / 1024)} kB)</li>)}
        </ul>
      )}
    </article>
  );
}
