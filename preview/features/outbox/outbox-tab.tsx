import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminQueries } from '../../api/admin.queries.ts';
import { LoadError } from '../../app/load-error.tsx';
import { LoadingView } from '../../app/loading-view.tsx';
import { useT } from '../../locales/messages.ts';
import { OutboxMessageView } from './outbox-message-view.tsx';

const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Berlin' });

/** The shop's sent e-mails (order confirmations, account mails), newest first. */
export function OutboxTab() {
  const t = useT();
  const outbox = useQuery(adminQueries.outbox());
  const [open, setOpen] = useState<string | null>(null);
  if (open) return <OutboxMessageView id={open} onBack={() => setOpen(null)} />;
  if (outbox.error) return <LoadError error={outbox.error} />;
  if (!outbox.data) return <LoadingView />;
  return (
    <section aria-labelledby="outbox-title">
      <h2 id="outbox-title">{t('outbox.title')}</h2>
      {outbox.data.length === 0 ? <p>{t('outbox.empty')}</p> : (
        <table className="preview-table">
          <thead>
            <tr><th scope="col">{t('outbox.to')}</th><th scope="col">{t('outbox.subject')}</th><th scope="col">{t('outbox.date')}</th></tr>
          </thead>
          <tbody>
            {outbox.data.map((message) => (
              <tr key={message.id}>
                <td>{message.to}</td>
                <td><button type="button" className="preview-link" onClick={() => setOpen(message.id)}>{message.subject}</button></td>
                <td>{dateTime.format(new Date(message.date))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
