import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { Loading } from '../../../shared/ui/loading.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { waitingRoomQueries } from '../api/waiting-room.queries.ts';
import { humanizeRemaining } from '../lib/humanize-remaining.ts';
import '../components/waiting-room.css';

/**
 * /waiting-room?debug (requirements/waiting-room.md §2, requirements/waiting-room.md §4): position and remaining time, re-checked every
 * pollingSeconds; once the visitor may enter, on to the start state — unless debug keeps the
 * screen for operators and testers.
 */
function WaitingRoomPage() {
  const { t, i18n } = useTranslation('waiting-room');
  const shop = useShop();
  const scope = useQueryScope();
  const navigate = useNavigate();
  const debug = useSearchParams()[0].has('debug');
  const room = shop.settings.waitingRoom;
  const entry = useQuery(waitingRoomQueries.entry(scope, { ...room, storagePrefix: shop.storagePrefix }));
  const allowed = entry.data?.kind === 'allowed' || entry.data?.kind === 'disabled';
  useEffect(() => {
    if (allowed && !debug) void navigate(paths.root.href(), { replace: true });
  }, [allowed, debug, navigate]);

  const status = entry.data?.kind === 'disabled' ? null : entry.data?.status;
  return (
    <div className="waiting-room">
      <PageHeading>{t('title')}</PageHeading>
      {entry.isPending && <Loading />}
      {status && status.status === 'waiting' && (
        <p className="waiting-room__text" role="status">
          {t('content.waiting_room', { position: status.position, remaining: humanizeRemaining(status.remaining, i18n.language) })}
        </p>
      )}
      {allowed && <p role="status">{t('allowed')}</p>}
      {entry.isError && <p role="alert">{t('error')}</p>}
      {debug && <pre className="waiting-room__debug" tabIndex={0}>{JSON.stringify(entry.data ?? null)}</pre>}
    </div>
  );
}

export { WaitingRoomPage as Component, RouteError as ErrorBoundary };
