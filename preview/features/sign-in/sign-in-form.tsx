import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { adminQueries } from '../../api/admin.queries.ts';
import { isAdminApiError } from '../../api/admin-client.ts';
import { signIn } from '../../api/session.api.ts';
import { useT } from '../../locales/messages.ts';
import { defaultShop } from './default-shop.ts';

/** Operator sign-in; the server sets the HttpOnly session cookie, so nothing is stored here. */
export function SignInForm() {
  const t = useT();
  const queryClient = useQueryClient();
  const [shop, setShop] = useState(defaultShop);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: (operator) => queryClient.setQueryData(adminQueries.session().queryKey, operator),
  });
  const failure = useRef<HTMLParagraphElement>(null);
  // A refused sign-in puts the focus on the reason, so keyboard and screen-reader users start from it.
  useEffect(() => {
    if (mutation.error) failure.current?.focus();
  }, [mutation.error]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!mutation.isPending) mutation.mutate({ shop, email, password });
  };
  return (
    <main className="preview-sign-in">
      <h1>{t('signIn.title')}</h1>
      <form onSubmit={submit}>
        <label>{t('signIn.shop')}<input value={shop} onChange={(event) => setShop(event.target.value)} required autoComplete="organization" /></label>
        <label>{t('signIn.email')}<input type="email" value={email} onChange={(event) => setEmail(event.target.value)} required autoComplete="username" /></label>
        <label>{t('signIn.password')}<input type="password" value={password} onChange={(event) => setPassword(event.target.value)} required autoComplete="current-password" /></label>
        {mutation.error && (
          <p ref={failure} role="alert" tabIndex={-1} className="preview-notice preview-notice--error">
            {/* The server's 401 text is English; the operator reads why in the interface language. */}
            {t('signIn.failed', { message: isAdminApiError(mutation.error) && mutation.error.status === 401 ? t('signIn.wrongCredentials') : mutation.error.message })}
          </p>
        )}
        {/* aria-disabled rather than disabled while signing in: a disabled button drops the keyboard focus. */}
        <button type="submit" aria-disabled={mutation.isPending || undefined}>{mutation.isPending ? t('signIn.busy') : t('signIn.submit')}</button>
      </form>
    </main>
  );
}
