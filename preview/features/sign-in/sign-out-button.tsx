import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueries } from '../../api/admin.queries.ts';
import { signOut } from '../../api/session.api.ts';
import { useT } from '../../locales/messages.ts';

/** Ends the session and forgets every admin answer, so the next operator starts clean. */
export function SignOutButton() {
  const t = useT();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: signOut,
    onSettled: async () => {
      await queryClient.resetQueries(adminQueries.session());
      queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== 'session' });
    },
  });
  return <button type="button" onClick={() => mutation.mutate()}>{t('signIn.signOut')}</button>;
}
