import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useEffect } from 'react';
import { useDisclosure } from '../hooks/use-disclosure.ts';
import { NavEntries } from './nav-entries.tsx';

/** requirements/frame-and-routing.md §2.2: a mobile navigation mirroring the main one, behind a menu button. */
export function MobileNav() {
  const { t } = useTranslation('frame');
  const { open, close, rootRef, buttonProps, panelProps } = useDisclosure<HTMLDivElement>();
  const location = useLocation();
  useEffect(close, [location.pathname, close]);

  return (
    <div className="mobile-nav" ref={rootRef}>
      <button type="button" className="mobile-nav__toggle" {...buttonProps}>
        <span className="mobile-nav__bars" aria-hidden="true" />
        {t('nav.mobileToggle')}
      </button>
      <nav className="nav nav--mobile" aria-label={t('nav.mobileLabel')} {...panelProps}>
        {/* Its entries only while open: the closed panel is hidden, and the main navigation (hidden
            on phones) already renders them and asks for the menus (issue 12). */}
        {open && <NavEntries onNavigate={close} />}
      </nav>
    </div>
  );
}
