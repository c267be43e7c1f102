import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtom } from '../../../shared/state/jotai.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { loadTagManager } from '../lib/tag-manager.ts';
import { consentAtom } from '../state/frame.atoms.ts';
import './banner.css';

/** Accept or reject; the choice is stored under the shop's prefix and gates the tag manager. */
export function ConsentBanner() {
  const { t } = useTranslation('frame');
  const shop = useShop();
  const titleId = useId();
  const [consent, setConsent] = useAtom(consentAtom(shop.storagePrefix));
  const { tagManagerId } = shop.consent;

  useEffect(() => {
    if (consent === 'accepted' && tagManagerId) loadTagManager(tagManagerId);
  }, [consent, tagManagerId]);

  if (!shop.consent.enabled || consent) return null;
  return (
    <section className="banner banner--consent" aria-labelledby={titleId}>
      <div className="banner__inner">
        <div>
          <h2 id={titleId} className="banner__title">{t('consent.title')}</h2>
          <p>{t('consent.text')}</p>
        </div>
        <div className="banner__actions">
          <button type="button" className="button button--ghost" onClick={() => setConsent('rejected')}>
            {t('consent.reject')}
          </button>
          <button type="button" className="button" onClick={() => setConsent('accepted')}>
            {t('consent.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
