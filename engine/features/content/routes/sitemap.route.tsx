import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { sitemapPages, sitemapScreens } from '../lib/sitemap.ts';

/** /sitemap — requirements/frame-and-routing.md §2.9 'Sitemap: a placeholder page'; here a plain list of the shop's screens. */
function SitemapPage() {
  const { t } = useTranslation('content');
  const { menuItems, content } = useShop();
  const pages = sitemapPages(content);
  return (
    <article className="prose">
      <PageHeading>{t('sitemap.title')}</PageHeading>
      <nav aria-labelledby="sitemap-screens">
        <h2 id="sitemap-screens">{t('sitemap.screens')}</h2>
        <ul>
          {sitemapScreens(menuItems).map(({ key, href }) => (
            <li key={key}><Link to={href}>{t(`sitemap.links.${key}`)}</Link></li>
          ))}
        </ul>
      </nav>
      {pages.length > 0 && (
        <nav aria-labelledby="sitemap-pages">
          <h2 id="sitemap-pages">{t('sitemap.pages')}</h2>
          <ul>
            {pages.map(({ key, href }) => (
              <li key={key}><Link to={href}>{t(`pages.${key}`)}</Link></li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}

export { SitemapPage as Component, RouteError as ErrorBoundary };
