import { expect } from 'vitest';
import { page, server, userEvent } from 'vitest/browser';
import { DEFAULT_RUN_INSTANT } from '../../e2e/helpers/clock.ts';
import { installFixedClock } from './fixed-clock.ts';
import { registerVisualSnapshot, type VisualParameters } from './visual-hook.ts';

/**
 * Setup file of the storybook vitest project: after each story's play (and before the axe check) the visible
 * part of the screen is compared with its baseline at a phone and a desktop width (issue 19, the offline
 * equivalent of Chromatic). Baselines: tests/visual/baselines, updated by `npm run test:visual:update`.
 */
const VISUAL_WIDTHS = { mobile: { width: 375, height: 720 }, desktop: { width: 1280, height: 800 } } as const;

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

/**
 * Where the page stands must not depend on how the play scrolled or how the resize anchored it: the focused
 * element (an error summary, an opened dialog's field) in the middle, otherwise the top of the page.
 */
function showTheFocus(): void {
  const focused = document.activeElement;
  if (focused && focused !== document.body) focused.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
  else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

async function snapshot(storyId: string, visual: VisualParameters | undefined): Promise<void> {
  if (visual?.skip) return;
  freezeMotion();
  // A hover left by the play would show as a different button colour (toolchain.md P13).
  await userEvent.unhover(document.body);
  const { width, height } = server.config.browser.viewport;
  try {
    for (const [name, size] of Object.entries(VISUAL_WIDTHS)) {
      await page.viewport(size.width, size.height);
      showTheFocus();
      const mask = ['[data-visual-mask]', ...(visual?.mask ?? [])].flatMap((selector) => [...document.querySelectorAll(selector)]);
      await expect(page).toMatchScreenshot(`${storyId}-${name}`, { screenshotOptions: { mask, animations: 'disabled', caret: 'hide' } });
    }
  } finally {
    // The next story plays at the project's usual size.
    await page.viewport(width, height);
  }
}

registerVisualSnapshot(snapshot);
