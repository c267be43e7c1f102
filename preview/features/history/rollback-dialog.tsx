import { useEffect, useRef } from 'react';
import { useT } from '../../locales/messages.ts';

interface RollbackDialogProps {
  number: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal confirm: rolling back publishes at once, so it is never one click away. */
export function RollbackDialog({ number, busy, onConfirm, onCancel }: RollbackDialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} aria-labelledby="rollback-title" onCancel={onCancel}>
      <p id="rollback-title">{t('history.confirmRollback', { number })}</p>
      <button type="button" onClick={onConfirm} disabled={busy}>{t('history.confirm')}</button>{' '}
      <button type="button" onClick={onCancel}>{t('history.cancel')}</button>
    </dialog>
  );
}
