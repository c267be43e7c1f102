import { adminRequest } from './admin-client.ts';

export interface OutboxSummary {
  id: string;
  to: string;
  subject: string;
  date: string;
  size: number;
}

export interface OutboxMessage {
  id: string;
  to: string;
  from: string;
  subject: string;
  date: string;
  html: string | null;
  text: string | null;
  attachments: { filename: string; contentType: string; size: number }[];
}

export const listOutbox = (signal?: AbortSignal) => adminRequest<{ messages: OutboxSummary[] }>('/outbox', { signal }).then((body) => body.messages);

export const getOutboxMessage = (id: string, signal?: AbortSignal) =>
  adminRequest<{ message: OutboxMessage }>(`/outbox/${encodeURIComponent(id)}`, { signal }).then((body) => body.message);
