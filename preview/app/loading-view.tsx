import { useT } from '../locales/messages.ts';

export function LoadingView() {
  const t = useT();
  return <p role="status" className="preview-loading">{t('app.loading')}</p>;
}
