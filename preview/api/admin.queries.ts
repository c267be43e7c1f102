import { queryOptions } from '@tanstack/react-query';
import { getDraft, getSchema } from './draft.api.ts';
import { getOutboxMessage, listOutbox } from './outbox.api.ts';
import { getSession } from './session.api.ts';
import { getVersion, listVersions } from './versions.api.ts';

/** Query options for every admin read (house-style.md §5); keys start with 'admin'. */
export const adminQueries = {
  all: () => ['admin'] as const,
  session: () => queryOptions({ queryKey: [...adminQueries.all(), 'session'] as const, queryFn: ({ signal }) => getSession(signal), retry: false }),
  // The schema is the server's build; it does not change while the preview is open.
  schema: () => queryOptions({ queryKey: [...adminQueries.all(), 'schema'] as const, queryFn: ({ signal }) => getSchema(signal), staleTime: Infinity }),
  // The editor owns the working copy; the server draft is read on start and on 'reload their changes'.
  draft: () => queryOptions({ queryKey: [...adminQueries.all(), 'draft'] as const, queryFn: ({ signal }) => getDraft(signal), staleTime: Infinity }),
  versions: () => queryOptions({ queryKey: [...adminQueries.all(), 'versions'] as const, queryFn: ({ signal }) => listVersions(signal) }),
  version: (number: number) =>
    queryOptions({ queryKey: [...adminQueries.versions().queryKey, number] as const, queryFn: ({ signal }) => getVersion(number, signal), staleTime: Infinity }),
  outbox: () => queryOptions({ queryKey: [...adminQueries.all(), 'outbox'] as const, queryFn: ({ signal }) => listOutbox(signal) }),
  outboxMessage: (id: string) =>
    queryOptions({ queryKey: [...adminQueries.outbox().queryKey, id] as const, queryFn: ({ signal }) => getOutboxMessage(id, signal), staleTime: Infinity }),
};
