import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { SafeHtml } from '../../../shared/ui/safe-html.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { contentPageKind, safeNamespace, startsWithHeading } from '../lib/content-page.ts';

/** /page/:id?namespace — operator content pages, the error page and 'not found' (requirements/frame-and-routing.md §2.5). */
function ContentPage() {
  const { id = '404' } = useParams();
  const [params] = useSearchParams();
  const { t } = useTranslation('content');
  const { content } = useShop();
  const kind = contentPageKind(id, content);

  if (kind === 'content') {
    return (
      <article className="prose">
        <PageHeading visuallyHidden={startsWithHeading(content[id])}>{t(`pages.${id}`)}</PageHeading>
        <SafeHtml html={content[id]} />
      </article>
    );
  }
  const namespace = kind === 'error' ? safeNamespace(params.get('namespace')) : '404';
  // An unknown namespace has no texts; the generic error texts are better than a blank page.
  const title = t(`${namespace}.title`) || t('generic.title');
  // role=alert is not allowed on <article> (ARIA in HTML), so the error page is a plain div.
  const Root = kind === 'error' ? 'div' : 'article';
  return (
    <Root className="prose" role={kind === 'error' ? 'alert' : undefined}>
      <PageHeading>{title}</PageHeading>
      <p>{t(`${namespace}.description`) || t('generic.description')}</p>
    </Root>
  );
}

export { ContentPage as Component, RouteError as ErrorBoundary };
