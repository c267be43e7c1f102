import { useTranslation } from 'react-i18next';
import { NavEntries } from './nav-entries.tsx';

export function MainNav() {
  const { t } = useTranslation('frame');
  return (
    <nav className="nav nav--main" aria-label={t('nav.label')}>
      <NavEntries />
    </nav>
  );
}
