import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { firstScreenChunks } from './vite-compile-hints.ts';

type OutputBundle = Rolldown.OutputBundle;

const chunk = (fileName: string, facade: string | null, imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, facadeModuleId: facade && `/project/${facade}`, imports, isEntry });

/** An entry with a shared chunk, a page with its calendar, and a validator only a component loads. */
const bundle = {
  'assets/shop.js': chunk('assets/shop.js', 'index.html', ['assets/shared.js'], true),
  'assets/shared.js': chunk('assets/shared.js', null),
  'assets/time.js': chunk('assets/time.js', 'engine/features/tickets/routes/time.route.tsx', ['assets/calendar.js', 'assets/shop.js']),
  'assets/calendar.js': chunk('assets/calendar.js', null),
  'assets/validator.js': chunk('assets/validator.js', 'engine/features/shop/lib/validate.ts'),
  'assets/shop.css': { type: 'asset', fileName: 'assets/shop.css' },
} as unknown as OutputBundle;

describe('firstScreenChunks (issue 12)', () => {
  it('takes every entry and every page with what they import statically', () => {
    const files = firstScreenChunks(bundle, ['engine/features/tickets/routes/time.route.tsx'], '/project');
    expect([...files].sort()).toEqual(['assets/calendar.js', 'assets/shared.js', 'assets/shop.js', 'assets/time.js']);
  });

  it('leaves out what only a component asks for later, and style sheets', () => {
    const files = firstScreenChunks(bundle, [], '/project');
    expect([...files].sort()).toEqual(['assets/shared.js', 'assets/shop.js']);
  });
});
