import { describe, expect, it } from 'vitest';
import { preloadScript } from './preload-script.ts';
import { patternSource } from './route-table.ts';

interface Link { rel: string; as: string; crossOrigin: string | null; href: string }

interface History { state: Record<string, unknown> | null; replaceState: (state: Record<string, unknown>, unused: string) => void }

/** Runs the preloader as the page would, on a page at `href`, and returns the links it added. */
function run(href: string, history: History = { state: null, replaceState: () => undefined }): Link[] {
  const links: Link[] = [];
  const document = {
    baseURI: href,
    createElement: () => ({ rel: '', as: '', crossOrigin: null, href: '' }),
    head: { appendChild: (link: Link) => links.push(link) },
  };
  const script = preloadScript([
    { pattern: patternSource('/tickets/time'), js: ['assets/time.route-a.js', 'assets/calendar-b.js'], css: ['assets/time-c.css'] },
    { pattern: patternSource('/museum/:id'), js: ['assets/museum.route-d.js'], css: [] },
  ]);
  const storage = { length: 0 };
  new Function('location', 'document', 'history', 'localStorage', 'sessionStorage', script)(new URL(href), document, history, storage, storage);
  return links;
}

describe('the route preloader (issue 12)', () => {
  it('asks for the chunks and style sheets of the page the hash names, as Vite\'s preload helper does', () => {
    expect(run('https://shop.example/#/tickets/time?group=timeSlot&date=2026-12-04')).toEqual([
      { rel: 'modulepreload', as: 'script', crossOrigin: '', href: 'https://shop.example/assets/time.route-a.js' },
      { rel: 'modulepreload', as: 'script', crossOrigin: '', href: 'https://shop.example/assets/calendar-b.js' },
      { rel: 'preload', as: 'style', crossOrigin: '', href: 'https://shop.example/assets/time-c.css' },
    ]);
  });

  it('reads old #! links and resolves files against the page\'s folder', () => {
    expect(run('https://museum.example/shop/#!/museum/3').map((link) => link.href)).toEqual(['https://museum.example/shop/assets/museum.route-d.js']);
  });

  it('can sit inside the page\'s <script> element and defines no names of the page', () => {
    const script = preloadScript([{ pattern: patternSource('/tickets/time'), js: ['assets/</script>-a.js'], css: [] }]);
    expect(script).not.toContain('</script');
    expect(script.trim()).toMatch(/^\{[\s\S]*\}$/);
  });

  it('gives a first history entry the index react-router\'s history would write, and keeps an index it has', () => {
    const fresh: History = { state: null, replaceState: (state) => (fresh.state = state) };
    run('https://shop.example/#/cart', fresh);
    expect(fresh.state).toEqual({ idx: 0 });
    const replaced: unknown[] = [];
    const revisited: History = { state: { idx: 3, key: 'k' }, replaceState: (state) => replaced.push(state) };
    run('https://shop.example/#/cart', revisited);
    expect(replaced).toEqual([]);
  });

  it('asks for nothing on the start page or a page it does not know', () => {
    expect(run('https://shop.example/')).toEqual([]);
    expect(run('https://shop.example/#/nowhere')).toEqual([]);
  });
});
