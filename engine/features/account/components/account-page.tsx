import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { Loading } from '../../../shared/ui/loading.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { useSession } from '../api/account.queries.ts';
import { AccountNav } from './account-nav.tsx';
import './account.css';

/**
 * Frame of the guarded pages: heading, account navigation, content. The loader checked the
 * session on entry; this also leaves when the session ends while the page is open (logout).
 */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  const { status, isPending } = useSession();
  const { pathname, search } = useLocation();
  if (isPending) return <Loading />;
  if (status !== 'user') return <Navigate to={paths.login.href({ redirectState: `${pathname}${search}` })} replace />;
  return (
    <div className="account-page">
      <PageHeading>{title}</PageHeading>
      <AccountNav />
      <div className="account-page__content">{children}</div>
    </div>
  );
}
