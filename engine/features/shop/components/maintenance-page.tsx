import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import './maintenance-page.css';

const SHOWN_IN = ['de', 'en'] as const;

/**
 * requirements/frame-and-routing.md §2.6: the notice is given in German and English at once, whatever language is active,
 * because during maintenance the visitor may not be able to switch.
 */
export function MaintenancePage({ embedded = false }: { embedded?: boolean }) {
  const { t, i18n } = useTranslation('shop');
  // Loading a language that is not the active one triggers no re-render by itself. A counter, not a
  // flag: a second call may resolve first (before the bundles arrive) and a flag would not change again.
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    void i18n.loadLanguages([...SHOWN_IN]).then(rerender);
  }, [i18n]);

  // Inside the frame the page already has its main landmark.
  const Root = embedded ? 'div' : 'main';
  return (
    <Root className="maintenance" id={embedded ? undefined : 'main'} tabIndex={embedded ? undefined : -1}>
      {SHOWN_IN.map((lng) => (
        <section key={lng} lang={lng} className="maintenance__block">
          <h1>{t('maintenance.title', { lng })}</h1>
          <p>{t('maintenance.body', { lng })}</p>
        </section>
      ))}
      <button type="button" className="button" onClick={() => history.back()}>
        {t('maintenance.back')}
      </button>
    </Root>
  );
}
