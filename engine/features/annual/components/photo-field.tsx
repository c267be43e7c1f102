import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_TYPES } from '../lib/photo-file.ts';
import { FieldMessage } from './field-message.tsx';
import { SlotPhoto } from './slot-photo.tsx';

interface PhotoFieldProps {
  onChange: (file: File | null) => void;
  currentUrl: string;
  required: boolean;
  error: string | null;
}

/** Photo upload with a 200x200 preview of the chosen file (requirements/annual-and-vip.md §5); the current photo otherwise. */
export function PhotoField({ onChange, currentUrl, required, error }: PhotoFieldProps) {
  const { t } = useTranslation('annual');
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  // The object URL lives until the next pick or unmount; revoking frees the file's memory.
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  const pick = (next: File | null) => {
    setPreview(next && next.type.startsWith('image/') ? URL.createObjectURL(next) : null);
    onChange(next);
  };
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="account-field annual-photo-field">
      <label htmlFor={id}>
        {t('detail.photo')}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        name="file"
        type="file"
        accept={PHOTO_TYPES.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => pick(event.target.files?.[0] ?? null)}
      />
      <p className="annual-hint" id={`${id}-hint`}>{t('detail.photoHint')}</p>
      <FieldMessage id={`${id}-error`} text={error} />
      {preview ? (
        <img className="annual-photo annual-photo--preview" src={preview} alt={t('detail.photoPreview')} width={200} height={200} />
      ) : (
        <SlotPhoto url={currentUrl} alt={t('detail.currentPhoto')} size={200} />
      )}
    </div>
  );
}
