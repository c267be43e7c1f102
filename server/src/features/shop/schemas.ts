import { z } from '@hono/zod-openapi';

const paymentModeSchema = z
  .object({
    id: z.number().int(), name: z.string(), kind: z.string(), provider: z.string(),
    icons: z.array(z.string()), settings: z.record(z.string(), z.unknown()),
  })
  .openapi('PaymentMode');

const shopConfigSchema = z
  .object({
    custom_css: z.string(), custom_js: z.string(), staging: z.boolean(), registration: z.boolean(),
    donations: z.object({ campaigns: z.array(z.object({ id: z.number().int(), name: z.string() })) }).passthrough(),
    defaults: z.object({ price_target_audience_id: z.number().int().nullable() }).passthrough(),
    tag_manager_id: z.string().nullable(),
    wallets: z.object({ apple: z.boolean(), google: z.boolean() }).optional().openapi({
      description: 'Wallet passes this shop offers beside the PDFs (issue 17): the checkout.walletPasses switches, Google only with a configured service account',
    }),
  })
  .passthrough()
  .openapi('ShopConfig');

const settingsProblemSchema = z
  .object({ path: z.string(), message: z.string(), value: z.unknown(), severity: z.enum(['error', 'warning']) })
  .openapi('SettingsProblem');

/** docs/team-notes.md "GET /api/v4/shop": everything the engine needs before it renders. */
export const shopBootstrapSchema = z
  .object({
    shop: z.object({
      id: z.number().int(), slug: z.string(), name: z.string(), locale: z.string(),
      locales: z.array(z.string()), currency: z.string(),
      settings: z.record(z.string(), z.unknown()).openapi({
        description: 'Complete and valid (schemas/shop-settings.schema.json): stored values merged over the defaults, an invalid value replaced by its default',
      }),
      settings_validated: z.literal(true).openapi({ description: 'The server resolved the settings; the engine uses them without validating again' }),
      settings_problems: z.array(settingsProblemSchema).optional().openapi({ description: 'What the stored settings had wrong and how it was repaired; absent when nothing was' }),
      translations: z.record(z.string(), z.string()).openapi({ description: 'flat dotted keys as the go~mus API sends them (`namespace.path`, plus the go~mus keys clients read), requested locale over the main one' }),
      content: z.record(z.string(), z.string()).openapi({ description: 'Content page key → HTML' }),
      config: shopConfigSchema,
      payment_modes: z.array(paymentModeSchema),
    }),
  })
  .openapi('ShopBootstrap');
