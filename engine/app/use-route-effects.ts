import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useShop } from '../features/shop/api/shop.queries.ts';
import { useLanguage } from '../features/frame/hooks/use-language.ts';
import { toLanguage } from '../shared/i18n/languages.ts';

/**
 * What the abstract root state does on every navigation (requirements/frame-and-routing.md §2.1): scroll to the top, move
 * focus to the new content for screen readers, and follow ?lang in the URL.
 */
export function useRouteEffects() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { languages } = useShop();
  const { language, changeLanguage } = useLanguage();
  const first = useRef(true);
  const requested = toLanguage(params.get('lang'));

  useEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) first.current = false;
    else document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  // Follows the URL only when its ?lang changes (a link, the back button): while the switcher changes
  // the language, the URL names the old one for a moment, and following it then switched back.
  const followed = useRef(requested);
  useEffect(() => {
    if (requested === followed.current) return;
    followed.current = requested;
    if (requested && requested !== language && (languages as string[]).includes(requested)) void changeLanguage(requested);
  }, [requested, language, languages, changeLanguage]);
}
