import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';

/** requirements/cart.md §2.1 terms-policy box with a link to the terms page (/page/agb). */
export function TermsBox() {
  const { t } = useTranslation('cart');
  return (
    <p className="cart-note">
      {t('terms.box')} <Link to={paths.page.href('agb')}>{t('terms.link')}</Link>
    </p>
  );
}
