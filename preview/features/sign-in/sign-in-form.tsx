import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminQueries } from '../../api/admin.queries.ts';
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ shop, email, password });
  };
  return (
    <main className="preview-sign-in">
      <h1>{t('signIn.title')}</h1>
      <form onSubmit={submit}>
        <label>{t('signIn.shop')}<input value={shop} onChange={(event) => setShop(event.target.value)} required autoComplete="organization" /></label>
        <label>{t('signIn.email')}<input type="email" value={email} onChange={(event) => setEmail(event.target.value)} required autoComplete="username" /></label>
        <label>{t('signIn.password')}<input type="password" value={password} onChange={(event) => setPassword(event.target.value)} required autoComplete="current-password" /></label>
        {mutation.error && <p role="alert">{t('signIn.failed', { message: mutation.error.message })}</p>}
        <button type="submit" disabled={mutation.isPending}>{mutation.isPending ? t('signIn.busy') : t('signIn.submit')}</button>
      </form>
    </main>
  );
}
