import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtom } from '../../../shared/state/jotai.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { stagingAcceptedAtom } from '../state/frame.atoms.ts';
import './banner.css';

/** requirements/frame-and-routing.md §2.8: a test shop says so until the visitor accepts; the acceptance is stored. */
export function StagingNotice() {
  const { t } = useTranslation('frame');
  const shop = useShop();
  const titleId = useId();
  const [accepted, setAccepted] = useAtom(stagingAcceptedAtom(shop.storagePrefix));
  if (!shop.staging || accepted) return null;
  return (
    <section className="banner banner--staging" role="alert" aria-labelledby={titleId}>
      <div className="banner__inner">
        <div>
          <h2 id={titleId} className="banner__title">{t('staging.title')}</h2>
          <p>{t('staging.text')}</p>
        </div>
        <button type="button" className="button" onClick={() => setAccepted(true)}>
          {t('staging.accept')}
        </button>
      </div>
    </section>
  );
}
