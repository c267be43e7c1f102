/**
 * What a story may tell the screenshot step (`parameters.visual`). Storybook's preview calls the hooks; only the
 * vitest story run registers them (tests/visual/story-screenshots.ts), so the built Storybook never loads vitest.
 */
export interface VisualParameters {
  /** No screenshot, with the reason: for a story whose picture cannot be stable. */
  skip?: string;
  /** CSS selectors of parts that change from run to run (a ticking countdown); they are painted over. */
  mask?: string[];
  /**
   * The story's play needs things that move by themselves (the carousel's automatic change). Screenshot runs
   * otherwise tell the shop that the visitor asked for reduced motion, so nothing moves on its own timer and
   * the picture doesn't depend on how long the play took; such a story must end in a state that stands still.
   */
  motion?: boolean;
}

interface VisualHooks {
  /** Before the story renders. */
  prepare: (visual: VisualParameters | undefined) => void;
  /** After its play: compare the screen with the baselines. */
  snapshot: (storyId: string, visual: VisualParameters | undefined) => Promise<void>;
}

const HOOK = Symbol.for('museum-shop.visual-snapshot');
type HookHolder = Record<typeof HOOK, VisualHooks | undefined>;

export function registerVisualHooks(hooks: VisualHooks): void {
  (globalThis as unknown as HookHolder)[HOOK] = hooks;
}

/** Sets the story's screenshot conditions when a test run asked for screenshots; a no-op in Storybook. */
export function prepareVisualSnapshot(visual: VisualParameters | undefined): void {
  (globalThis as unknown as HookHolder)[HOOK]?.prepare(visual);
}

/** Compares the story's final state with its baselines when a test run asked for it; a no-op in Storybook. */
export async function takeVisualSnapshot(storyId: string, visual: VisualParameters | undefined): Promise<void> {
  await (globalThis as unknown as HookHolder)[HOOK]?.snapshot(storyId, visual);
}
