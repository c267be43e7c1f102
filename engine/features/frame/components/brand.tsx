import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useShop } from '../../shop/api/shop.queries.ts';

/** The logo (or the shop name); it links to the museum's website when one is set, else to the start page. */
export function Brand() {
  const { t } = useTranslation('frame');
  const shop = useShop();
  const mark = shop.logo.url ? <img src={shop.logo.url} alt={shop.name} className="brand__logo" /> : <span className="brand__name">{shop.name}</span>;
  return (
    <div className="brand">
      {shop.logo.link ? (
        <a href={shop.logo.link} className="brand__home" title={t('header.website')}>
          {mark}
        </a>
      ) : (
        <Link to={paths.root.href()} className="brand__home" title={t('header.home', { name: shop.name })}>
          {mark}
        </Link>
      )}
    </div>
  );
}
