import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { footerLinks } from '../lib/footer-links.ts';
import './site-footer.css';

export function SiteFooter() {
  const { t, i18n } = useTranslation('frame');
  const shop = useShop();
  // exists() first: asking t() for an absent URL key would report it as missing.
  const urlOf = (id: string) => (i18n.exists(`footer.links.${id}.url`, { ns: 'frame' }) ? t(`footer.links.${id}.url`) : '');
  const links = footerLinks(shop.content, urlOf);

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {links.length > 0 && (
          <nav aria-label={t('footer.contentNav')}>
            <ul className="site-footer__links">
              {links.map(({ id, externalUrl }) => (
                <li key={id}>
                  {externalUrl ? <a href={externalUrl}>{t(`footer.links.${id}.label`)}</a> : <Link to={paths.page.href(id)}>{t(`footer.links.${id}.label`)}</Link>}
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className="site-footer__meta">
          <span>{t('footer.copyright', { year: new Date().getFullYear(), name: shop.name })}</span>
          <a href={t('footer.poweredBy.url')} rel="noopener">
            {t('footer.poweredBy.text')}
          </a>
        </p>
      </div>
    </footer>
  );
}
