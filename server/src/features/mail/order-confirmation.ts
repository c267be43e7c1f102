import { escapeHtml as e, formatMoney } from '../../shared/html';
import { confirmationTexts, fill } from './confirmation-texts';
import type { MailAttachment, Mailer, SentMail } from './mailer';

/** An order line as the e-mail shows it: title, count ("2 Plätze"), line total and the booking's details. */
export interface ConfirmationItem { title: string; count: string; totalCents: number; details: string[] }

/** What the confirmation says; plain values so any order flow can build it. */
export interface OrderConfirmationData {
  shopName: string;
  /** Marks the message for the operator's outbox preview (X-Shop header). */
  shopSlug: string;
  from: string;
  to: string;
  customerName: string | null;
  locale: string;
  currency: string;
  orderId: number;
  /** One entry per order item, worded from its booking summary (confirmation-items.ts). */
  items: ConfirmationItem[];
  totalCents: number;
  /** Where the customer downloads the documents again (requirements/checkout-and-orders.md §4.4), e.g. the shop's order page. */
  downloadUrl: string;
  /** Where annual tickets are personalised; only set when the order holds annual tickets (requirements/annual-and-vip.md §2.1). */
  personalisationUrl?: string | null;
  /** Wallet passes beside the PDFs (issue 17): one Apple pass per admission unit, one Google link for the order. */
  wallet?: ConfirmationWallet | null;
}

export interface ConfirmationWallet {
  apple: { title: string; unit: number; units: number; url: string }[];
  google: string | null;
}

/** The wallet links as label and URL, in the order's language; none when the shop offers no wallet. */
function walletLinks(wallet: ConfirmationWallet | null | undefined, t: ReturnType<typeof confirmationTexts>) {
  if (!wallet) return [];
  return [
    ...wallet.apple.map((pass) => ({ label: `${t.walletApple}: ${pass.title}${pass.units > 1 ? ` (${pass.unit}/${pass.units})` : ''}`, url: pass.url })),
    ...(wallet.google ? [{ label: t.walletGoogle, url: wallet.google }] : []),
  ];
}

const TAGS: Record<string, string> = { de: 'de-DE', en: 'en-GB', es: 'es-ES', fr: 'fr-FR' };

export function buildOrderConfirmation(data: OrderConfirmationData) {
  const t = confirmationTexts(data.locale);
  const values = { shop: data.shopName, order: String(data.orderId), name: data.customerName ?? '' };
  const money = (cents: number) => formatMoney(cents, data.currency, TAGS[data.locale] ?? 'de-DE');
  const greeting = fill(data.customerName ? t.greetingNamed : t.greeting, values);
  const intro = fill(t.intro, values);
  const footer = fill(t.footer, values);
  const lines = data.items.map((item) => ({ ...item, line: money(item.totalCents) }));
  const wallet = walletLinks(data.wallet, t);
  const text = [
    greeting, '', intro, '',
    ...lines.flatMap((item) => [`${item.title} (${item.count})  ${item.line}`, ...item.details.map((detail) => `  ${detail}`)]),
    `${t.total}: ${money(data.totalCents)}`, '', t.download, data.downloadUrl, t.attached, '',
    ...(data.personalisationUrl ? [t.annual, data.personalisationUrl, ''] : []),
    ...(wallet.length ? [t.wallet, ...wallet.map((link) => `${link.label}: ${link.url}`), ''] : []), footer,
  ].join('\n');
  const annual = data.personalisationUrl ? `<p>${e(t.annual)} <a href="${e(data.personalisationUrl)}">${e(t.annualLink)}</a></p>` : '';
  const walletHtml = wallet.length
    ? `<p>${e(t.wallet)}</p><ul>${wallet.map((link) => `<li><a href="${e(link.url)}">${e(link.label)}</a></li>`).join('')}</ul>` : '';
  const details = (item: ConfirmationItem) => item.details.map((detail) => `<br><span style="color:#52525b;font-size:90%">${e(detail)}</span>`).join('');
  const rows = lines.map((item) => `<tr><td style="vertical-align:top">${e(item.title)}${details(item)}</td><td style="text-align:right;vertical-align:top">${e(item.count)}</td><td style="text-align:right;vertical-align:top">${e(item.line)}</td></tr>`).join('');
  const html = `<!doctype html><html lang="${e(data.locale)}"><body style="font-family:Arial,sans-serif;color:#18181b">
<p>${e(greeting)}</p><p>${e(intro)}</p>
<table role="presentation" cellpadding="6" style="border-collapse:collapse"><thead><tr><th style="text-align:left">${e(t.item)}</th><th>${e(t.quantity)}</th><th>${e(t.price)}</th></tr></thead>
<tbody>${rows}</tbody><tfoot><tr><th style="text-align:left" colspan="2">${e(t.total)}</th><th style="text-align:right">${e(money(data.totalCents))}</th></tr></tfoot></table>
<p>${e(t.download)} <a href="${e(data.downloadUrl)}">${e(t.downloadLink)}</a></p><p>${e(t.attached)}</p>${annual}${walletHtml}<p>${e(footer)}</p></body></html>`;
  return { subject: fill(t.subject, values), text, html };
}

/** The localized confirmation with the order's PDFs attached. @see requirements/checkout-and-orders.md §1 (tickets are e-mailed) */
export function sendOrderConfirmation(mailer: Mailer, data: OrderConfirmationData, attachments: MailAttachment[]): Promise<SentMail> {
  const { subject, text, html } = buildOrderConfirmation(data);
  return mailer.send({
    from: data.from, to: data.to, subject, text, html, slug: `order-${data.orderId}-confirmation`,
    headers: { 'X-Shop': data.shopSlug, 'Content-Language': data.locale },
    attachments: attachments.map((attachment) => ({ contentType: 'application/pdf', ...attachment })),
  });
}
