import { adminRequest } from './admin-client.ts';

/** The editable part of a shop (admin API ShopData): settings plus per-locale translations and content. */
export interface ShopData {
  settings: Record<string, unknown>;
  /** locale → i18next namespace → nested keys */
  translations: Record<string, Record<string, unknown>>;
  /** locale → content page → HTML */
  content: Record<string, Record<string, string>>;
  config: { custom_css: string; custom_js: string };
}

export interface DraftAnswer {
  draft: ShopData;
  revision: number;
  base_version: number | null;
  live_version: number | null;
}

export type DraftPatch = Partial<Omit<ShopData, 'config'>> & { config?: Partial<ShopData['config']> };

export const getDraft = (signal?: AbortSignal) => adminRequest<DraftAnswer>('/draft', { signal });

/** Each given part replaces the stored one; a stale revision answers 409 (someone else saved). */
export const putDraft = (patch: DraftPatch, revision: number) => adminRequest<DraftAnswer>('/draft', { method: 'PUT', body: { ...patch, revision } });

export const getSchema = (signal?: AbortSignal) => adminRequest<{ schema: Record<string, unknown> }>('/schema', { signal }).then((body) => body.schema);
