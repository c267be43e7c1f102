import { resolve } from 'node:path';

/** The demo pictures served at /media/ (server-app.ts), and what the theme's `/media/…` logo names. */
export const MEDIA_ROOT = resolve(import.meta.dirname, '../../db/seed/media');
