import type { ApiApp } from '../app';

/** Placeholder: filled in by its feature. */
export function registerExhibitionRoutes(_app: ApiApp): void {}
