import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { takeUnhandledRequests } from '../tests/mocks/strict-handlers.ts';
import { prepareVisualSnapshot, takeVisualSnapshot, type VisualParameters } from '../tests/visual/visual-hook.ts';
import { expectNoAxeViolations, type AxeParameters } from './axe-check.ts';
import { defaultHandlers } from './default-handlers.ts';
import { startMswWorker } from './msw-worker.ts';
import { shopParameters } from './shop-parameters.ts';
import { withShop } from './with-shop.tsx';

// Every story boots a whole shop (bootstrap, lazy route chunk, locale files). On a loaded 2-core CI
// machine that can take longer than testing-library's 1 s default, which made first lookups flaky.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  loaders: [mswLoader(startMswWorker)],
  decorators: [withShop],
  parameters: { layout: 'fullscreen' },
  globalTypes: {
    theme: {
      description: 'Colour scheme of the shop (settings theme.colorScheme)',
      toolbar: { title: 'Theme', icon: 'contrast', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  beforeEach({ msw, parameters, globals }) {
    // The shop keeps consent, staging acceptance, cart and language in storage; each story starts clean.
    localStorage.clear();
    sessionStorage.clear();
    takeUnhandledRequests();
    prepareVisualSnapshot(parameters.visual as VisualParameters | undefined);
    msw.use(...defaultHandlers(shopParameters(parameters), globals.theme));
  },
  async afterEach({ id, parameters }) {
    const unhandled = takeUnhandledRequests();
    if (unhandled.length) throw new Error(`Unmocked API requests (add a handler in tests/mocks):\n${unhandled.join('\n')}`);
    // axe judges the state the play asserted; the screenshots take seconds, and a loading screen may move on.
    await expectNoAxeViolations(parameters.axe as AxeParameters | undefined);
    await takeVisualSnapshot(id, parameters.visual as VisualParameters | undefined);
  },
};
export default preview;
