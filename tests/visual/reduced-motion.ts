const QUERY = /prefers-reduced-motion:\s*reduce/;
const realMatchMedia = window.matchMedia.bind(window);
let reduce = true;

/** A media query list that always answers `matches` and never changes. */
function fixedList(query: string, matches: boolean): MediaQueryList {
  return {
    matches, media: query, onchange: null,
    addListener: () => undefined, removeListener: () => undefined,
    addEventListener: () => undefined, removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

// Installed once: the shop asks matchMedia when it renders, so the answer is set per story before that.
window.matchMedia = (query: string) => (QUERY.test(query) ? fixedList(query, reduce) : realMatchMedia(query));

/**
 * The story's visitor asks for reduced motion (the carousel then starts paused, as for such a visitor), unless
 * the story's play needs the motion itself (`parameters.visual.motion`).
 */
export function reduceMotionUnless(motion: boolean): void {
  reduce = !motion;
}
