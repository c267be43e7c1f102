import { useTranslation } from 'react-i18next';

/** Focuses main without touching the hash, which the hash router owns. */
export function SkipLink() {
  const { t } = useTranslation('frame');
  return (
    <a
      className="skip-link"
      href="#main"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}
    >
      {t('skipLink')}
    </a>
  );
}
