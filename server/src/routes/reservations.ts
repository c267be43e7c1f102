import type { ApiApp } from '../app';

/** Placeholder: filled in by its feature. */
export function registerReservationRoutes(_app: ApiApp): void {}
