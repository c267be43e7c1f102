import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listOutbox } from '../admin/outbox';
import { createMailer } from './mailer';
import { buildOrderConfirmation, sendOrderConfirmation, type OrderConfirmationData } from './order-confirmation';

const pdf = Buffer.from('%PDF-1.3\n% test ticket\n%%EOF\n');
const data = (locale: string): OrderConfirmationData => ({
  shopName: 'Museen am Fluss', shopSlug: 'museen', from: 'Museen am Fluss <shop@museen.example>', to: 'ada@example.org',
  customerName: 'Ada Lovelace', locale, currency: 'EUR', orderId: 42,
  items: [{ title: 'Zeitfenster-Ticket', count: '2 Tickets', totalCents: 2800, details: ['Beginn: Samstag, 14. März 2026 um 11:00'] }], totalCents: 2800,
  downloadUrl: 'http://museen.localhost:3000/#/user/orders/42',
});

/** The raw message as the customer's client shows it: quoted-printable decoded (the message itself is ASCII). */
const readable = (raw: string) => Buffer.from(
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
  'latin1',
).toString('utf8').replace(/\u00a0/g, ' ');

describe('order confirmation e-mail', () => {
  it('lands in the outbox in German with the ticket PDF attached', async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const mailer = createMailer({ outboxDir });
    expect(mailer.transport).toBe('outbox');
    const sent = await sendOrderConfirmation(mailer, data('de'), [{ filename: 'tickets-42.pdf', content: pdf }]);
    const [summary] = await listOutbox(outboxDir, 'museen');
    expect(summary).toMatchObject({ id: sent.outboxId, to: 'ada@example.org', subject: 'Ihre Bestellung 42 bei Museen am Fluss' });
    expect(summary!.id).toMatch(/^\d{8}T\d{9}Z-order-42-confirmation$/);
    const raw = readable(readFileSync(join(outboxDir, `${summary!.id}.eml`), 'latin1'));
    expect(raw).toContain('X-Shop: museen');
    expect(raw).toContain('Guten Tag Ada Lovelace,');
    expect(raw).toContain('28,00 €');
    expect(raw).toContain('href="http://museen.localhost:3000/#/user/orders/42"');
    expect(raw).toMatch(/Content-Type: application\/pdf; name=tickets-42\.pdf/);
    expect(raw).toContain('Content-Disposition: attachment; filename=tickets-42.pdf');
    expect(raw).toContain(pdf.toString('base64').slice(0, 20));
  });

  it.each([
    ['en', 'Your order 42 at Museen am Fluss', 'Hello Ada Lovelace,'],
    ['es', 'Su pedido 42 en Museen am Fluss', 'Hola, Ada Lovelace:'],
    ['fr', 'Votre commande 42 chez Museen am Fluss', 'Bonjour Ada Lovelace,'],
  ])('speaks %s', async (locale, subject, greeting) => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'outbox-'));
    await sendOrderConfirmation(createMailer({ outboxDir }), data(locale), []);
    const [summary] = await listOutbox(outboxDir, 'museen');
    expect(summary!.subject).toBe(subject);
    expect(readable(readFileSync(join(outboxDir, `${summary!.id}.eml`), 'latin1'))).toContain(greeting);
  });

  it.each([
    ['de', 'Bitte personalisieren Sie Ihre Jahreskarten hier:', 'Jahreskarten personalisieren'],
    ['en', 'Please personalise your annual tickets here:', 'Personalise annual tickets'],
    ['es', 'Personalice aquí sus pases anuales:', 'Personalizar pases anuales'],
    ['fr', 'Veuillez personnaliser vos abonnements annuels ici :', 'Personnaliser les abonnements annuels'],
  ])('links annual tickets to their personalisation in %s, and only when given', (locale, sentence, link) => {
    const url = 'http://museen.localhost/#/annual/personalisation/abc-123';
    const { text, html } = buildOrderConfirmation({ ...data(locale), personalisationUrl: url });
    expect(text).toContain(`${sentence}\n${url}`);
    expect(html).toContain(`<a href="${url}">${link}</a>`);
    const plain = buildOrderConfirmation(data(locale));
    expect(plain.text).not.toContain(sentence);
    expect(plain.html).not.toContain('/annual/personalisation/');
  });

  it.each([
    ['de', 'Zu Apple Wallet hinzufügen: Zeitfenster-Ticket (2/2)', 'In Google Wallet speichern'],
    ['en', 'Add to Apple Wallet: Zeitfenster-Ticket (2/2)', 'Save to Google Wallet'],
    ['es', 'Añadir a Apple Wallet: Zeitfenster-Ticket (2/2)', 'Guardar en Google Wallet'],
    ['fr', 'Ajouter à Apple Wallet: Zeitfenster-Ticket (2/2)', 'Enregistrer dans Google Wallet'],
  ])('links the wallet passes in %s, and only when given (issue 17)', (locale, apple, google) => {
    const pass = (unit: number) => ({ title: 'Zeitfenster-Ticket', unit, units: 2, url: `http://museen.localhost/api/v4/orders/42/tickets/7.pkpass?token=t&unit=${unit}` });
    const { text, html } = buildOrderConfirmation({ ...data(locale), wallet: { apple: [pass(1), pass(2)], google: 'http://museen.localhost/api/v4/orders/42/google-wallet?token=t' } });
    expect(html).toContain(`<a href="http://museen.localhost/api/v4/orders/42/tickets/7.pkpass?token=t&amp;unit=2">${apple}</a>`);
    expect(html).toContain(`>${google}</a>`);
    expect(text).toContain(`${apple}: http://museen.localhost/api/v4/orders/42/tickets/7.pkpass?token=t&unit=2`);
    expect(buildOrderConfirmation(data(locale)).html).not.toContain('.pkpass');
  });
});
