import { z } from '@hono/zod-openapi';
import { errorSchema } from '../../http/openapi';
import { customerSchema } from './customer.schemas';

const errorContent = { 'application/json': { schema: errorSchema } };

/** devise-token-auth headers; the engine sends access-token, client and uid back on every account call. */
const authResponseHeaders = z.object({
  'access-token': z.string().openapi({ description: 'Secret token of this client; send it back unchanged' }),
  client: z.string().openapi({ description: 'Id of this device/browser session' }),
  uid: z.string().openapi({ description: 'The customer e-mail' }),
  expiry: z.string().openapi({ description: 'Unix seconds; renewed (sliding) on use, 14 days' }),
  'token-type': z.literal('Bearer'),
});

/** The credentials every authenticated route reads. */
export const authRequestHeaders = z.object({
  'access-token': z.string().optional(),
  client: z.string().optional(),
  uid: z.string().optional(),
});

export const customerData = z.object({ data: customerSchema });

export function withAuth<T extends z.ZodType>(schema: T, description: string) {
  return { description, headers: authResponseHeaders, content: { 'application/json': { schema } } };
}

export const authErrors = {
  401: { description: 'Missing, unknown, expired or foreign-shop credentials', content: errorContent },
  422: { description: 'Field errors: {error: "Please correct the errors below.", errors: {field: [message]}}', content: errorContent },
  429: { description: 'Too many attempts', content: errorContent },
  503: { description: 'The shop is in maintenance', content: errorContent },
} as const;

export const AUTH_TAG = 'auth';
