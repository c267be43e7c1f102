import { useQuery } from '@tanstack/react-query';
import { isAdminApiError } from '../api/admin-client.ts';
import { adminQueries } from '../api/admin.queries.ts';
import { SignInForm } from '../features/sign-in/sign-in-form.tsx';
import { LoadError } from './load-error.tsx';
import { LoadingView } from './loading-view.tsx';
import { Workspace } from './workspace.tsx';

/** Signed in → the workspace; no session (401) → the sign-in form. */
export function SessionGate() {
  const session = useQuery(adminQueries.session());
  if (session.isPending) return <LoadingView />;
  if (session.error && !(isAdminApiError(session.error) && session.error.status === 401)) return <LoadError error={session.error} />;
  if (!session.data) return <SignInForm />;
  return <Workspace operator={session.data} />;
}
