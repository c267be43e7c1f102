/**
 * The README's pictures of the demo shop (issue 19): the start page at desktop width (1280 px) and
 * on a phone (390 px), plus the time selection on the phone, taken with Playwright and Debian's
 * Chromium against the built shop and a freshly seeded server at a fixed instant, so the pictures
 * show the same days every time. `npm run build` first, then:
 *   node scripts/screenshots.ts            (writes docs/screenshot-desktop.png, -mobile.png, -mobile-time.png)
 * SCREENSHOT_URL=http://localhost:3000/ takes them from a server that is already running instead.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

const INSTANT = '2026-11-26T10:00:00+01:00';
const PORT = Number(process.env.SCREENSHOT_PORT ?? 3199);
const DOCS = resolve(import.meta.dirname, '../docs');

async function startServer(): Promise<{ url: string; stop: () => void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-screenshots-'));
  const child = spawn(process.execPath, [resolve('node_modules/tsx/dist/cli.mjs'), 'server/src/main.ts'], {
    stdio: 'ignore', env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', CLOCK_START: INSTANT },
  });
  const url = `http://127.0.0.1:${PORT}/`;
  // The first start seeds the demo database; on a busy machine that takes minutes.
  const deadline = Date.now() + 10 * 60_000;
  while (!(await fetch(`${url}api/v4/version`).then((response) => response.ok, () => false))) {
    if (Date.now() > deadline) throw new Error(`the server did not answer at ${url} within 10 minutes`);
    await new Promise((done) => setTimeout(done, 1000));
  }
  return { url, stop: () => { child.kill('SIGTERM'); child.on('exit', () => rmSync(dataDir, { recursive: true, force: true })); } };
}

/** Opens a route, declines the consent banner and waits until pictures have loaded. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 120_000 });
  const decline = page.getByRole('button', { name: 'Ablehnen' });
  if (await decline.isVisible().catch(() => false)) await decline.click();
  await page.waitForLoadState('networkidle');
  // Pictures in view are decoded; lazy ones further down never load, so none is waited on for long.
  await page.evaluate(() => Promise.race([
    Promise.all([...document.images].filter((image) => image.getBoundingClientRect().top < innerHeight).map((image) => image.decode().catch(() => undefined))),
    new Promise((done) => setTimeout(done, 5000)),
  ]));
}

const external = process.env.SCREENSHOT_URL;
const server = external ? { url: external, stop: () => undefined } : await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const shots = [
    { file: 'screenshot-desktop.png', route: '#/start', viewport: { width: 1280, height: 900 }, scale: 1 },
    { file: 'screenshot-mobile.png', route: '#/start', viewport: { width: 390, height: 844 }, scale: 2 },
    { file: 'screenshot-mobile-time.png', route: '#/tickets/time?group=timeSlot&date=2026-11-27', viewport: { width: 390, height: 844 }, scale: 2 },
  ];
  for (const shot of shots) {
    const context = await browser.newContext({ viewport: shot.viewport, deviceScaleFactor: shot.scale, reducedMotion: 'reduce', locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    const page = await context.newPage();
    await open(page, `${server.url}${shot.route}`);
    await page.screenshot({ path: join(DOCS, shot.file) });
    await context.close();
    console.log(`docs/${shot.file}`);
  }
} finally {
  await browser.close();
  server.stop();
}
