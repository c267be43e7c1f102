import { useTranslation } from 'react-i18next';
import { useShop } from '../../shop/api/shop.queries.ts';
import { useLanguage } from '../hooks/use-language.ts';

/**
 * requirements/frame-and-routing.md §2.2: one button per configured language; the active one is pressed. The name is the
 * visible code plus the language's own name ('EN English'), so it contains the visible label (WCAG 2.5.3).
 */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const { t: tf } = useTranslation('frame');
  const shop = useShop();
  const { language, changeLanguage } = useLanguage();
  if (shop.languages.length < 2) return null;
  return (
    <div className="language-switch" role="group" aria-label={tf('header.languages')}>
      {shop.languages.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          className="language-switch__button"
          aria-pressed={lng === language}
          onClick={() => void changeLanguage(lng)}
        >
          {lng.toUpperCase()}
          <span className="visually-hidden"> {t(`language.${lng}`, { lng })}</span>
        </button>
      ))}
    </div>
  );
}
