import { describe, expect, it } from 'vitest';
import { preloadScript } from './preload-script.ts';
import { patternSource } from './route-table.ts';

interface Link { rel: string; as: string; crossOrigin: string | null; href: string }

/** Runs the preloader as the page would, on a page at `href`, and returns the links it added. */
function run(href: string): Link[] {
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
  new Function('location', 'document', script)(new URL(href), document);
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

  it('asks for nothing on the start page or a page it does not know', () => {
    expect(run('https://shop.example/')).toEqual([]);
    expect(run('https://shop.example/#/nowhere')).toEqual([]);
  });
});
