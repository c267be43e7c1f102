import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';

/** Search toggle and form; submitting goes to the results page, which then shows the new query. */
export function SearchForm() {
  const { t } = useTranslation('frame');
  const navigate = useNavigate();
  const { q } = useParams();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(q ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const inputId = useId();
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = value.trim();
    if (query) void navigate(paths.search.href(query));
  };

  return (
    <div className="search">
      <button type="button" className="search__toggle" aria-expanded={open} aria-controls={formId} onClick={() => setOpen(!open)}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
        </svg>
        <span className="visually-hidden">{t('header.search.toggle')}</span>
      </button>
      <form id={formId} role="search" className="search__form" hidden={!open} onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('header.search.label')}
        </label>
        <input
          id={inputId}
          ref={inputRef}
          type="search"
          value={value}
          placeholder={t('header.search.placeholder')}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        />
        <button type="submit" className="button">
          {t('header.search.submit')}
        </button>
      </form>
    </div>
  );
}
