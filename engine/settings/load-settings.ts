import type { ResolvedSettings } from './resolve-settings';

/**
 * Loads the settings resolver as its own chunk. The precompiled validator is ~20 kB gzip (ajv
 * standalone code for ~400 settings), too much for the 130 kB entry budget, and it is only needed
 * once the bootstrap response (GET /api/v4/shop) has arrived. Call this when the bootstrap fetch
 * starts so both load in parallel; repeated calls reuse the same module.
 */
export function preloadSettingsResolver(): Promise<typeof import('./resolve-settings')> {
  return import('./resolve-settings');
}

/** {@link resolveSettings} through the lazily loaded chunk; same result, same problems. */
export async function resolveSettingsLazily(raw: unknown): Promise<ResolvedSettings> {
  const { resolveSettings } = await preloadSettingsResolver();
  return resolveSettings(raw);
}
