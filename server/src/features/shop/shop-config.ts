
/** The keys the engine reads without checks (requirements/settings.md §3.1), unless the operator set them. */
const CONFIG_DEFAULTS = {
  custom_css: '', custom_js: '', staging: false, registration: true, tag_manager_id: null as string | null,
};

/** shops.config over the defaults; the campaigns always come from their table. */
export function shopConfigJson(stored: Record<string, unknown>, campaigns: { id: number; name: string }[]) {
  const donations = (stored.donations ?? {}) as Record<string, unknown>;
  const defaults = (stored.defaults ?? {}) as Record<string, unknown>;
  return {
    ...CONFIG_DEFAULTS,
    ...stored,
    donations: { ...donations, campaigns },
    defaults: { price_target_audience_id: null as number | null, ...defaults },
  };
}
