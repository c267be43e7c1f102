/**
 * What a story may tell the screenshot step (`parameters.visual`). Storybook's preview calls the hook; only the
 * vitest story run registers one (tests/visual/story-screenshots.ts), so the built Storybook never loads vitest.
 */
export interface VisualParameters {
  /** No screenshot, with the reason: for a story whose picture cannot be stable. */
  skip?: string;
  /** CSS selectors of parts that change from run to run (a ticking countdown); they are painted over. */
  mask?: string[];
}

type VisualSnapshot = (storyId: string, visual: VisualParameters | undefined) => Promise<void>;

const HOOK = Symbol.for('museum-shop.visual-snapshot');
type HookHolder = Record<typeof HOOK, VisualSnapshot | undefined>;

export function registerVisualSnapshot(snapshot: VisualSnapshot): void {
  (globalThis as unknown as HookHolder)[HOOK] = snapshot;
}

/** Compares the story's final state with its baselines when a test run asked for it; a no-op in Storybook. */
export async function takeVisualSnapshot(storyId: string, visual: VisualParameters | undefined): Promise<void> {
  await (globalThis as unknown as HookHolder)[HOOK]?.(storyId, visual);
}
