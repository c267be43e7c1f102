import type { ApiApp } from '../app';

/** Placeholder: filled in by its feature. */
export function registerShopRoutes(_app: ApiApp): void {}
