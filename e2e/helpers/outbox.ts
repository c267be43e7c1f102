import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** scripts/e2e-server.ts writes its temporary DATA_DIR here; the server's outbox is DATA_DIR/outbox. */
function outboxDir(): string {
  const port = process.env.E2E_PORT ?? '4310';
  return join(readFileSync(join(tmpdir(), `shop-e2e-${port}.datadir`), 'utf8').trim(), 'outbox');
}

/** The .eml files as text, quoted-printable soft breaks and '=3D' undone, so links are whole. */
function readMails(): string[] {
  let names: string[];
  try {
    names = readdirSync(outboxDir()).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return names.map((name) => readFileSync(join(outboxDir(), name), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='));
}

/** Waits for the newest mail to `to` that contains `marker` (e.g. a route of its link). */
export async function waitForMail(to: string, marker: string): Promise<string> {
  let found: string | undefined;
  await expect.poll(() => {
    found = readMails().reverse().find((mail) => mail.includes(to) && mail.includes(marker));
    return Boolean(found);
  }, { message: `a mail to ${to} with ${marker}`, timeout: 15_000 }).toBe(true);
  return found!;
}

/** The shop link in a mail, e.g. http://127.0.0.1:4310/#/user/password-reset?reset_password_token=…, as a path for page.goto. */
export function shopLink(mail: string, route: string): string {
  const match = new RegExp(`https?://[^\\s"<]+/(#/${route.replace(/[/?]/g, '\\$&')}[^\\s"<]*)`).exec(mail);
  if (!match) throw new Error(`no link to ${route} in the mail`);
  return `/${match[1]!}`;
}
