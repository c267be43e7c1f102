import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from './field-message.tsx';

interface DateOfBirthFieldProps {
  name: string;
  value: string;
  max: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | null;
}

/** Native date input; requirements/annual-and-vip.md §5 wants a date in the past. */
export function DateOfBirthField({ name, value, max, onChange, onBlur, error }: DateOfBirthFieldProps) {
  const { t } = useTranslation('annual');
  const id = useId();
  return (
    <div className="account-field">
      <label htmlFor={id}>{t('detail.dateOfBirth')}</label>
      <input
        id={id}
        name={name}
        type="date"
        value={value}
        max={max}
        autoComplete="bday"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <FieldMessage id={`${id}-error`} text={error} />
    </div>
  );
}
