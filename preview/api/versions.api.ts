import { adminRequest } from './admin-client.ts';
import type { ShopData } from './draft.api.ts';

export interface Version {
  number: number;
  author: { name: string; email: string } | null;
  created_at: string;
  summary: string;
  based_on_number: number | null;
  published_at: string | null;
  is_live: boolean;
}

export interface Published {
  version: Version;
  /** The draft revision after publishing or rolling back. */
  revision: number;
}

export const listVersions = (signal?: AbortSignal) => adminRequest<{ versions: Version[] }>('/versions', { signal }).then((body) => body.versions);

export const getVersion = (number: number, signal?: AbortSignal) =>
  adminRequest<{ version: Version & { data: ShopData } }>(`/versions/${number}`, { signal }).then((body) => body.version);

export const publishDraft = (revision: number, summary?: string) =>
  adminRequest<Published>('/publish', { method: 'POST', body: summary ? { revision, summary } : { revision } });

export const rollbackTo = (number: number, revision: number) =>
  adminRequest<Published>(`/versions/${number}/rollback`, { method: 'POST', body: { revision } });
