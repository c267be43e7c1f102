import { memo } from 'react';
import { useShop } from '../../shop/api/shop.queries.ts';
import { AccessibilityLinks } from './accessibility-links.tsx';
import { Brand } from './brand.tsx';
import { CartButton } from './cart-button.tsx';
import { CurrencyMenu } from './currency-menu.tsx';
import { GlobalNotice } from './global-notice.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MainNav } from './main-nav.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { SearchForm } from './search-form.tsx';
import { UserLinks, type HeaderUserStatus } from './user-links.tsx';
import './site-header.css';

export interface SiteHeaderProps {
  cartCount: number;
  userStatus: HeaderUserStatus;
  onLogout: () => void;
  /** requirements/frame-and-routing.md §6.1: some VIP and registration pages hide the cart link. */
  showCart?: boolean;
}

/** requirements/frame-and-routing.md §2.2 'Header'; the search toggle per settings catalogue.search.enabled. Cart and session come in as props: they belong to other features. */
function Header({ cartCount, userStatus, onLogout, showCart = true }: SiteHeaderProps) {
  const shop = useShop();
  return (
    <header className="site-header">
      <div className="site-header__top">
        <div className="site-header__inner">
          <AccessibilityLinks />
          <LanguageSwitch />
          <CurrencyMenu />
          <UserLinks status={userStatus} onLogout={onLogout} />
        </div>
      </div>
      <div className="site-header__inner site-header__main">
        <Brand />
        <div className="site-header__actions">
          {shop.settings.catalogue.search.enabled && <SearchForm />}
          {showCart && <CartButton count={cartCount} />}
          <MobileNav />
        </div>
        {/* A row of its own below brand and cart (issue 19: nine entries wrapped onto two rows at 1280 px). */}
        <MainNav />
      </div>
      <GlobalNotice window={shop.settings.general.notice} />
    </header>
  );
}

/**
 * Memoised: the layout renders again on every answer it listens to (cart, session, route), and the
 * header with its menus is the largest part of the frame; it renders again only when its props or
 * what it reads itself change (issue 12). The layout passes a stable `onLogout`.
 */
export const SiteHeader = memo(Header);
