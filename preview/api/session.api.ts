import { adminRequest } from './admin-client.ts';

export interface Operator {
  id: number;
  email: string;
  name: string;
  shop: { id: number; slug: string; name: string };
}

export interface SignInInput {
  shop: string;
  email: string;
  password: string;
}

export const getSession = (signal?: AbortSignal) => adminRequest<{ operator: Operator }>('/session', { signal }).then((body) => body.operator);

export const signIn = (input: SignInInput) => adminRequest<{ operator: Operator }>('/session', { method: 'POST', body: input }).then((body) => body.operator);

export const signOut = () => adminRequest<void>('/session', { method: 'DELETE' });
