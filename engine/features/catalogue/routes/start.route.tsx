import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import type { RouteHandle } from '../../../shared/api/route-module.ts';
import { PageAfterFrameContext } from '../../../shared/lib/page-after-frame.ts';
import { useAfterFrame } from '../../../shared/lib/use-after-frame.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { PagePending } from '../../../shared/ui/page-pending.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { prefetchStartLists } from '../api/prefetch-start-lists.ts';
import { StartBlocks } from './start-blocks.tsx';

/**
 * The hero paints with the frame (the first load's largest paint, issue 12); the blocks below it a task
 * later, their place held meanwhile so the footer stays below the screen. Their lists are asked for once
 * the hero has painted (an effect runs after the paint): asked for before, as a loader did, their answers
 * came in while the frame rendered and on a phone the paint waited behind them.
 */
const handle: RouteHandle = { paintsWithFrame: true };

/** /start (requirements/catalogue.md §2.1 'Start page'): every block follows settings.startPage. */
function StartPage() {
  const { t } = useTranslation('catalogue');
  const shop = useShop();
  const start = shop.settings.startPage;
  const blocks = useAfterFrame(useContext(PageAfterFrameContext));
  const queryClient = useQueryClient();
  const { api, locale } = useQueryScope();
  useEffect(() => prefetchStartLists(queryClient, { api, locale }, start), [queryClient, api, locale, start]);

  return (
    <>
      <div className="start-hero">
        <PageHeading>{shop.name}</PageHeading>
        <p>{t('start.intro')}</p>
        {start.callToAction && (
          <p className="start-cta">
            <Link className="button" to={paths.tickets.href()}>{t('start.callToAction')}</Link>
          </p>
        )}
      </div>
      {blocks ? <StartBlocks /> : <PagePending />}
    </>
  );
}

export { StartPage as Component, RouteError as ErrorBoundary, handle };
