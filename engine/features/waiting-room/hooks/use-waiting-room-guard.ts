import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { browserQueuePort } from '../api/queue-port.ts';
import { bypassesWaitingRoom } from '../lib/entry-bypass.ts';
import { checkEntry } from '../lib/entry-check.ts';

/**
 * requirements/waiting-room.md §4.1 'Waiting room': every route change except to the waiting room checks entry;
 * refused entry goes to the waiting room. Returns false until the first check has answered, so
 * the shop shows nothing behind the line. A queue that cannot be reached lets
 * visitors in: a broken queue must not close the shop. A 404 on enter switches the room off for
 * this page load.
 */
export function useWaitingRoomGuard(): boolean {
  const shop = useShop();
  const scope = useQueryScope();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { enabled, host, tokenLifetimeSeconds } = shop.settings.waitingRoom;
  const [off, setOff] = useState(false);
  const [passed, setPassed] = useState<string | null>(null);
  const bypass = off || pathname === paths.waitingRoom.path || (typeof location !== 'undefined'
    && bypassesWaitingRoom({ enabled, host, href: `${location.href.split('#')[0]}#${pathname}`, userAgent: navigator.userAgent }));

  useEffect(() => {
    if (bypass) return;
    let current = true;
    const port = browserQueuePort({ host, api: scope.api, storagePrefix: shop.storagePrefix });
    checkEntry(port, tokenLifetimeSeconds).then((result) => {
      if (!current) return;
      if (result.kind === 'disabled') setOff(true);
      if (result.kind === 'refused') void navigate(paths.waitingRoom.href(), { replace: true });
      else setPassed(pathname);
    }, () => current && setPassed(pathname));
    return () => {
      current = false;
    };
  }, [bypass, pathname, host, tokenLifetimeSeconds, scope.api, shop.storagePrefix, navigate]);
  // After the first admission later checks run behind the page, so navigating never blanks it.
  return bypass || passed !== null;
}
