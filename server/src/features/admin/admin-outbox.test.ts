import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, createAdminTestServer, signIn } from '../../testing/admin.fixtures';
import type { TestServer } from '../../testing/test-server';

let server: TestServer;
let cookie: string;

const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/** Writes an .eml exactly as the server's mail senders do (nodemailer stream transport). */
async function writeMail(name: string, shop: string | null, options: Record<string, unknown>) {
  const headers = shop ? { 'X-Shop': shop } : {};
  const info = await transport.sendMail({ from: 'Museen am Fluss <shop@museen.example>', headers, ...options });
  await writeFile(join(server.deps.outboxDir, `${name}.eml`), info.message as Buffer);
}

beforeAll(async () => {
  server = await createAdminTestServer();
  cookie = await signIn(server);
  await mkdir(server.deps.outboxDir, { recursive: true });
  await writeMail('1700000000000-aaaa', 'museen', {
    to: 'anna@example.org', subject: 'Ihre Bestellung Nr. 17 – Bestätigung', date: new Date('2026-03-01T10:00:00Z'),
    text: 'Vielen Dank für Ihre Bestellung.', html: '<p>Vielen Dank für Ihre <b>Bestellung</b>.</p>',
    attachments: [{ filename: 'tickets.pdf', content: Buffer.alloc(1500, 1), contentType: 'application/pdf' }],
  });
  await writeMail('1700000000001-bbbb', 'museen', { to: 'ben@example.org', subject: 'Passwort zurücksetzen', date: new Date('2026-03-02T10:00:00Z'), text: 'Link' });
  await writeMail('1700000000002-cccc', 'stadtmuseum', { to: 'cara@example.org', subject: 'Other shop', text: 'x' });
  await writeMail('1700000000003-dddd', null, { to: 'dan@example.org', subject: 'Unmarked', text: 'x' });
});
afterAll(() => server.close());

describe('outbox', () => {
  it("lists only the shop's marked e-mails, newest first", async () => {
    const response = await asOperator(server, cookie, '/outbox');
    expect(response.status).toBe(200);
    const { messages } = await response.json();
    expect(messages).toEqual([
      { id: '1700000000001-bbbb', to: 'ben@example.org', subject: 'Passwort zurücksetzen', date: '2026-03-02T10:00:00.000Z', size: expect.any(Number) },
      { id: '1700000000000-aaaa', to: 'anna@example.org', subject: 'Ihre Bestellung Nr. 17 – Bestätigung', date: '2026-03-01T10:00:00.000Z', size: expect.any(Number) },
    ]);
    expect(messages[1].size).toBeGreaterThan(2000);
  });

  it('opens one e-mail with decoded bodies and the attachment list', async () => {
    const response = await asOperator(server, cookie, '/outbox/1700000000000-aaaa');
    expect(response.status).toBe(200);
    const { message } = await response.json();
    expect(message).toMatchObject({
      id: '1700000000000-aaaa', to: 'anna@example.org', from: 'Museen am Fluss <shop@museen.example>',
      subject: 'Ihre Bestellung Nr. 17 – Bestätigung', date: '2026-03-01T10:00:00.000Z',
      html: '<p>Vielen Dank für Ihre <b>Bestellung</b>.</p>', text: 'Vielen Dank für Ihre Bestellung.',
      attachments: [{ filename: 'tickets.pdf', contentType: 'application/pdf', size: 1500 }],
    });
  });

  it("answers 404 for another shop's, an unmarked or a missing e-mail", async () => {
    for (const id of ['1700000000002-cccc', '1700000000003-dddd', 'nothing-here']) {
      expect((await asOperator(server, cookie, `/outbox/${id}`)).status).toBe(404);
    }
  });

  it('never leaves the outbox folder', async () => {
    await writeFile(join(server.deps.outboxDir, '..', 'secret.eml'), 'X-Shop: museen\n\nsecret');
    for (const id of ['..%2F..%2Fetc%2Fpasswd', '..%2Fsecret', '.hidden', '%2Fetc%2Fpasswd', '..']) {
      const response = await asOperator(server, cookie, `/outbox/${id}`);
      expect([404, 422]).toContain(response.status);
      expect(await response.text()).not.toContain('secret');
    }
  });
});
