import type { ApiApp } from '../app';

/** Placeholder: filled in by its feature. */
export function registerOrderRoutes(_app: ApiApp): void {}
