import { z } from '@hono/zod-openapi';

const looseId = z.union([z.number(), z.string().max(20)]).nullable().optional();
const text = z.string().max(1000).nullable().optional();

export const accountUpdateBody = z.object({
  customer_salutation_id: looseId, name: text, surname: text, email: text, email_confirmation: text, language_id: looseId,
  date_of_birth: text, customer_type: z.union([z.number(), z.string().max(5)]).optional(),
  password: text, password_confirmation: text,
  current_password: text.openapi({ description: 'Required when password is sent' }),
}).openapi('AccountUpdateRequest');
