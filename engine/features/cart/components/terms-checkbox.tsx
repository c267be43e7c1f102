import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';

interface TermsCheckboxProps {
  checked: boolean;
  invalid: boolean;
  onChange: (checked: boolean) => void;
}

/** requirements/cart.md §5.1: required when a terms text exists; an unchecked box is flagged on the attempt. */
export function TermsCheckbox({ checked, invalid, onChange }: TermsCheckboxProps) {
  const { t } = useTranslation('cart');
  return (
    <div className="terms-checkbox">
      <label>
        <input id="cart-terms" type="checkbox" checked={checked} aria-invalid={invalid || undefined} aria-describedby={invalid ? 'cart-terms-error' : undefined} onChange={(event) => onChange(event.target.checked)} />
        {t('terms.checkbox')}
      </label>{' '}
      <Link to={paths.page.href('agb')}>{t('terms.link')}</Link>
      {invalid && <p id="cart-terms-error" className="field-error">{t('terms.error')}</p>}
    </div>
  );
}
