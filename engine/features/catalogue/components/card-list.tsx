import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ErrorBanner } from '../../../shared/ui/error-banner.tsx';
import { Loading } from '../../../shared/ui/loading.tsx';
import './catalogue.css';

interface CardListProps<T> {
  query: Pick<UseQueryResult<T[]>, 'data' | 'error' | 'isPending'>;
  empty: string;
  children: (item: T) => ReactNode;
}

/** A grid of cards with the loading, failed (closable generic banner) and empty states. */
export function CardList<T>({ query, empty, children }: CardListProps<T>) {
  const [dismissed, setDismissed] = useState(false);
  if (query.isPending) return <Loading />;
  if (query.error) return dismissed ? null : <ErrorBanner error={query.error} onClose={() => setDismissed(true)} />;
  if (!query.data?.length) return <EmptyState>{empty}</EmptyState>;
  return <ul className="card-grid">{query.data.map((item, index) => <li key={index}>{children(item)}</li>)}</ul>;
}
