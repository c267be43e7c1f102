import type { Operator } from '../api/session.api.ts';
import { SignOutButton } from '../features/sign-in/sign-out-button.tsx';
import { useT } from '../locales/messages.ts';
import { UiLanguagePicker } from './ui-language-picker.tsx';

export function AppHeader({ operator }: { operator: Operator }) {
  const t = useT();
  return (
    <div className="preview-header">
      <h1 id="preview-app-title">{t('app.title')}</h1>
      <p>{t('app.signedInAs', { name: operator.name, shop: operator.shop.name })}</p>
      <UiLanguagePicker />
      <SignOutButton />
    </div>
  );
}
