import type { ReactNode } from 'react';
import type { Operator } from '../api/session.api.ts';
import { SignOutButton } from '../features/sign-in/sign-out-button.tsx';
import { useT } from '../locales/messages.ts';
import { UiLanguagePicker } from './ui-language-picker.tsx';

/**
 * The tool's top bar: what it is and for which shop, who is signed in, the interface language, and the
 * sections (`children`, the tab bar). A region, not a banner: the live shop brings the page's banner.
 */
export function AppHeader({ operator, children }: { operator: Operator; children: ReactNode }) {
  const t = useT();
  return (
    <section className="preview-topbar" aria-labelledby="preview-app-title">
      <div className="preview-topbar-row">
        <div className="preview-brand">
          <h1 id="preview-app-title">{t('app.title')}</h1>
          <span className="preview-brand-shop">{operator.shop.name}</span>
        </div>
        <div className="preview-session">
          <p className="preview-signed-in">{t('app.signedInAs', { name: operator.name, shop: operator.shop.name })}</p>
          <UiLanguagePicker />
          <SignOutButton />
        </div>
      </div>
      {children}
    </section>
  );
}
