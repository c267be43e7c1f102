import type { ApiApp } from '../app';

/** Placeholder: filled in by its feature. */
export function registerMuseumRoutes(_app: ApiApp): void {}
