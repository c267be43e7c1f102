/** What the route preloader starts for one page: its chunks and style sheets, as paths relative to the page. */
export interface PagePreload {
  /** patternSource() of the page's route. */
  pattern: string;
  js: string[];
  css: string[];
}

/**
 * The source of the shop page's route preloader: a classic script inline in the page, which runs as the
 * parser reaches it, in a block so its names stay its own. It reads the page the hash names and asks at once for that
 * page's chunks and style sheets, the way Vite's preload helper asks once the entry has run; a deep
 * link to the time selection waited for the whole entry before its ~15 route files started (issue 12).
 * The links it adds are those the helper looks for, so nothing is asked for twice.
 * Then, while the entry downloads, it makes the synchronous calls into the browser that the shop's first
 * tasks would otherwise wait on (1–12 ms each on this machine, four times that on a phone): the first
 * access to local and session storage (the cart, the router's view transitions), and the history
 * entry's index, which react-router's history writes with replaceState when it finds none.
 */
export function preloadScript(pages: PagePreload[]): string {
  // Pages share most of their files: each is named once, and pages list them by number.
  const files = [...new Set(pages.flatMap((page) => [...page.js, ...page.css]))];
  const numbers = (list: string[]) => list.map((file) => files.indexOf(file));
  const table = JSON.stringify(pages.map(({ pattern, js, css }) => [pattern, numbers(js), numbers(css)]));
  // `<` escaped: the text sits inside a <script> element, where `</script` would end it.
  return `{
const files = ${JSON.stringify(files).replaceAll('<', '\\u003c')};
const pages = ${table.replaceAll('<', '\\u003c')};
const path = location.hash.replace(/^#!?/, '').split('?')[0] || '/';
const page = pages.find(([pattern]) => new RegExp(pattern, 'i').test(path));
const add = (file, rel, as) => {
  const link = document.createElement('link');
  link.rel = rel;
  link.as = as;
  link.crossOrigin = '';
  link.href = new URL(file, document.baseURI).href;
  document.head.appendChild(link);
};
if (page) {
  for (const number of page[1]) add(files[number], 'modulepreload', 'script');
  for (const number of page[2]) add(files[number], 'preload', 'style');
}
try {
  localStorage.length;
  sessionStorage.length;
  if (history.state?.idx == null) history.replaceState({ ...history.state, idx: 0 }, '');
} catch {}
}
`;
}
