import { useT } from '../locales/messages.ts';

export function LoadError({ error }: { error: unknown }) {
  const t = useT();
  return <p role="alert" className="preview-load-error">{t('app.loadError', { message: error instanceof Error ? error.message : String(error) })}</p>;
}
