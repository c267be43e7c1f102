import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors, FormValues } from '../lib/field-errors.ts';
import { serverFormErrors, type ServerFormErrors } from '../lib/server-errors.ts';

export type FieldError = { key: string } | { text: string } | null;

export interface AccountForm {
  values: FormValues;
  set: (name: string, value: string | boolean) => void;
  touch: (name: string) => void;
  errorOf: (name: string) => FieldError;
  submit: (event: FormEvent<HTMLFormElement>) => void;
  /** After a failed submit: the server's message or the field-error summary (requirements/accounts.md §5.1). */
  failure: { message: string | null; fields: boolean } | null;
  changed: boolean;
  reset: (values?: FormValues) => void;
}

interface Options {
  initial: FormValues;
  validate: (values: FormValues) => FieldErrors;
  onSubmit: (values: FormValues) => Promise<unknown>;
}

const NO_SERVER: ServerFormErrors = { message: null, fields: {} };

/**
 * requirements/accounts.md §5.1: a field shows its error once touched or after a submit; server errors sit under
 * their field until it changes. After a failed submit focus moves to the first invalid field,
 * or to the alert when no field is to blame.
 */
export function useAccountForm({ initial, validate, onSubmit }: Options): AccountForm {
  const [start, setStart] = useState(initial);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState(NO_SERVER);
  const [failure, setFailure] = useState<AccountForm['failure']>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  // The submitted form element, kept privately so the returned object holds no ref.
  const formRef = useRef<HTMLFormElement | null>(null);
  const errors = validate(values);

  useEffect(() => {
    if (!focusRequest) return;
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? formRef.current?.querySelector<HTMLElement>('[role="alert"]');
    target?.focus();
  }, [focusRequest]);

  const fail = (next: AccountForm['failure']) => {
    setFailure(next);
    setFocusRequest((count) => count + 1);
  };

  return {
    values,
    failure,
    changed: Object.keys(values).some((key) => values[key] !== start[key]),
    set: (name, value) => {
      setValues((current) => ({ ...current, [name]: value }));
      setServer((current) => (current.fields[name] ? { ...current, fields: { ...current.fields, [name]: '' } } : current));
    },
    touch: (name) => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
    errorOf: (name) => {
      if (server.fields[name]) return { text: server.fields[name] };
      return (touched[name] || submitted) && errors[name] ? { key: errors[name] } : null;
    },
    reset: (next = start) => {
      setStart(next);
      setValues(next);
      setTouched({});
      setSubmitted(false);
      setServer(NO_SERVER);
      setFailure(null);
    },
    submit: (event) => {
      event.preventDefault();
      formRef.current = event.currentTarget;
      setSubmitted(true);
      if (Object.keys(errors).length) return fail({ message: null, fields: true });
      setFailure(null);
      onSubmit(values).catch((error: unknown) => {
        const mapped = serverFormErrors(error);
        // requirements/accounts.md §8.1: an error on a field this form does not render (e.g. reset_password_token) is
        // the one to show in the alert; 'Please correct the errors below' would point at nothing.
        const form = formRef.current;
        const shown = Object.keys(mapped.fields).filter((field) => form?.elements.namedItem(field));
        const orphan = Object.entries(mapped.fields).find(([field]) => !shown.includes(field))?.[1];
        setServer(mapped);
        fail({ message: shown.length ? mapped.message : orphan ?? mapped.message, fields: shown.length > 0 });
      });
    },
  };
}
