import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { startBanner } from './start-banner';

const root = resolve(import.meta.dirname, '../../..');

describe('the lines npm start prints', () => {
  it('are the ones README.md shows, for the default settings', () => {
    const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
    const shown = /`npm start` prints:\n\n```\n([\s\S]*?)\n```/.exec(readme)?.[1];
    expect(startBanner(readConfig({}, root), root)).toBe(shown);
  });

  it('name PostgreSQL, or a data folder outside the checkout in full', () => {
    expect(startBanner({ port: 8080, databaseUrl: 'postgres://db/shop', dataDir: '/srv/shop' }, root)).toContain('Database   PostgreSQL (DATABASE_URL)');
    expect(startBanner({ port: 8080, dataDir: '/srv/shop' }, root)).toContain('embedded PGlite in /srv/shop/pglite');
  });
});
