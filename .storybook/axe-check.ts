import axe from 'axe-core';

/**
 * Storybook's hidden status panels (.sb-wrapper: "preparing", "no preview", the error display) sit
 * before the story root and hold links. axe takes the first link of the page as the end of the skip
 * link zone, so those panels would make the shop's own skip link count as content outside landmarks.
 * They are detached while axe runs and put back afterwards; they are not part of the shop.
 */
function detachStorybookPanels(): () => void {
  const panels = [...document.querySelectorAll<HTMLElement>('body > .sb-wrapper')].filter((panel) => getComputedStyle(panel).display === 'none');
  const places = panels.map((panel) => ({ panel, parent: panel.parentNode!, next: panel.nextSibling }));
  for (const panel of panels) panel.remove();
  return () => {
    for (const { panel, parent, next } of places) parent.insertBefore(panel, next);
  };
}

/** `parameters.axe`: rules a story switches off, each with the reason written down. */
export interface AxeParameters {
  disabledRules?: { id: string; reason: string }[];
}

/**
 * Runs axe-core over the whole story document (landmark, heading and skip-link rules need the page,
 * not just the canvas) and throws on any violation, with enough detail to find the element.
 */
export async function expectNoAxeViolations({ disabledRules = [] }: AxeParameters = {}): Promise<void> {
  const unexplained = disabledRules.filter(({ reason }) => !reason?.trim());
  if (unexplained.length) throw new Error(`axe rules disabled without a reason: ${unexplained.map(({ id }) => id).join(', ')}`);
  const rules = Object.fromEntries(disabledRules.map(({ id }) => [id, { enabled: false }]));
  const restore = detachStorybookPanels();
  let violations: axe.Result[];
  try {
    ({ violations } = await axe.run(document, { resultTypes: ['violations'], rules }));
  } finally {
    restore();
  }
  if (violations.length === 0) return;
  const lines = violations.flatMap((violation) => [
    `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}`,
    ...violation.nodes.map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`),
  ]);
  throw new Error(`axe found ${violations.length} accessibility violation(s):\n${lines.join('\n')}`);
}
