import { expect } from 'vitest';
import { page, server, userEvent } from 'vitest/browser';
import { DEFAULT_RUN_INSTANT } from '../../e2e/helpers/clock.ts';
import { installFixedClock } from './fixed-clock.ts';
import { reduceMotionUnless } from './reduced-motion.ts';
import { registerVisualHooks, type VisualParameters } from './visual-hook.ts';

/**
 * Setup file of the storybook vitest project: after each story's play (and before the axe check) the visible
 * part of the screen is compared with its baseline at a phone and a desktop width (issue 19, the offline
 * equivalent of Chromatic). Baselines: tests/visual/baselines, updated by `npm run test:visual:update`.
 */
// Desktop first: growing the viewport's height leaves Chromium's picture of the newly shown strip stale now and
// then (the consent banner's buttons below 720 px were missing from one run in three), and from the project's
// 414 × 896 the desktop size only shrinks in height, the phone size in both.
const VISUAL_WIDTHS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 720 } } as const;

installFixedClock(DEFAULT_RUN_INSTANT);

// Transitions and animations would be caught half-way; the caret blinks.
const STILL = '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';

function freezeMotion(): void {
  if (document.getElementById('visual-still')) return;
  const style = document.createElement('style');
  style.id = 'visual-still';
  style.textContent = STILL;
  document.head.append(style);
}

const nextFrame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));

/**
 * After a resize the page reflows, fonts may still load and pictures in view decode; scrolling before that
 * ends puts the view somewhere the next run won't be.
 */
async function settle(): Promise<void> {
  await document.fonts.ready;
  const inView = [...document.images].filter((image) => image.getBoundingClientRect().top < innerHeight);
  await Promise.race([
    Promise.all(inView.map((image) => image.decode().catch(() => undefined))),
    new Promise((done) => setTimeout(done, 2000)),
  ]);
  await nextFrame();
  await nextFrame();
}

/**
 * Where the page stands must not depend on how the play scrolled or how the resize anchored it: the focused
 * element (an error summary, an opened dialog's field) in the middle, otherwise the top of the page. A focused
 * region taller than the screen (the main landmark after a navigation) shows from its start, as a visitor sees it.
 */
function showTheFocus(): void {
  const focused = document.activeElement;
  if (!focused || focused === document.body) {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return;
  }
  const tall = focused.getBoundingClientRect().height > innerHeight / 2;
  focused.scrollIntoView({ block: tall ? 'start' : 'center', inline: 'nearest', behavior: 'instant' });
}

/**
 * A play may end while the shop still moves on (a navigation after the last click, an answer arriving): the
 * picture waits until the page has not changed for a while. Ticking countdowns change once a second, so the
 * quiet spell is shorter than that.
 */
function domQuiet(quietMs = 300, maxMs = 4000): Promise<void> {
  return new Promise((done) => {
    let timer = setTimeout(finish, quietMs);
    const deadline = setTimeout(finish, maxMs);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(finish, quietMs);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    function finish() {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(deadline);
      done();
    }
  });
}

async function snapshot(storyId: string, visual: VisualParameters | undefined): Promise<void> {
  if (visual?.skip) return;
  await domQuiet();
  freezeMotion();
  // A hover left by the play would show as a different button colour (toolchain.md P13).
  await userEvent.unhover(document.body);
  const { width, height } = server.config.browser.viewport;
  try {
    for (const [name, size] of Object.entries(VISUAL_WIDTHS)) {
      await page.viewport(size.width, size.height);
      await settle();
      showTheFocus();
      await nextFrame();
      const mask = ['[data-visual-mask]', ...(visual?.mask ?? [])].flatMap((selector) => [...document.querySelectorAll(selector)]);
      await expect(page).toMatchScreenshot(`${storyId}-${name}`, { screenshotOptions: { mask, animations: 'disabled', caret: 'hide' } });
    }
  } finally {
    // The next story plays at the project's usual size.
    await page.viewport(width, height);
  }
}

registerVisualHooks({ prepare: (visual) => reduceMotionUnless(!!visual?.motion), snapshot });
