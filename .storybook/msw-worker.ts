/**
 * The worker's script beside the page: `npm start` serves the built Storybook at /storybook/, and a worker
 * registered from the site root would take the whole origin (the shop at /) into its scope. In the dev server
 * and the vitest run the page is not iframe.html under a folder, and the root script is the right one.
 */
function workerUrl(): string {
  return location.pathname.endsWith('/iframe.html') ? new URL('mockServiceWorker.js', location.href).pathname : '/mockServiceWorker.js';
}

/** msw-storybook-addon's own set-up (quiet; unmocked API calls fail the story, tests/mocks/strict-handlers.ts), with the worker URL above. */
export async function startMswWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: workerUrl() },
  });
  return worker;
}
