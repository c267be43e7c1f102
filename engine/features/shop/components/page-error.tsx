import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../shared/ui/error-banner.tsx';

/**
 * requirements/settings.md §8.1: a failed bootstrap shows the generic page error with its details. The page has no
 * frame, so it brings its own h1 (hidden: the banner's title says the same) for heading navigation.
 */
export function PageError({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  return (
    <main className="shop-main" id="main">
      <h1 className="visually-hidden">{t('header.error.title')}</h1>
      <ErrorBanner error={error} />
    </main>
  );
}
