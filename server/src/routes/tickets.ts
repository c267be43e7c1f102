import type { ApiApp } from '../app';

/** Placeholder: filled in by its feature. */
export function registerTicketRoutes(_app: ApiApp): void {}
