import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useShop } from '../../shop/api/shop.queries.ts';

/** Easy-language and sign-language pages, linked only when their content exists. */
export function AccessibilityLinks() {
  const { t } = useTranslation('frame');
  const { content } = useShop();
  return (
    <>
      {content['easy-language'] && <Link to={paths.page.href('easy-language')}>{t('header.easyLanguage')}</Link>}
      {content['sign-language'] && <Link to={paths.page.href('sign-language')}>{t('header.signLanguage')}</Link>}
    </>
  );
}
