import { escapeHtml as e, formatMoney } from '../../shared/html';
import { payPageTexts } from './pay-page-texts';

export interface PayPageModel {
  shopName: string; orderToken: string; amountCents: number; currency: string; locale: string;
  /** Where the buttons post; already carries the query the decision needs. */
  action: string;
  /** Hidden fields posted with the decision. */
  fields: Record<string, string>;
  /** False once the order is paid, failed, canceled or expired: the page then offers only the way back. */
  payable: boolean;
  backUrl: string;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.5rem}
.amount{font-size:2rem;font-weight:700}button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem;border-radius:.375rem;border:2px solid #18181b;background:#fff;cursor:pointer}
button[value=pay]{background:#166534;border-color:#166534;color:#fff}button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.note{font-size:.875rem;color:#52525b}`;

/**
 * The sandbox provider's hosted page: plain HTML, no script, one form. Buttons target
 * _top so the decision also leaves the shop's iframe (requirements/payment.md §2.1 iframe mode).
 */
export function renderPayPage(model: PayPageModel): string {
  const t = payPageTexts(model.locale);
  const amount = formatMoney(model.amountCents, model.currency, model.locale);
  const hidden = Object.entries(model.fields)
    .map(([name, value]) => `<input type="hidden" name="${e(name)}" value="${e(value)}">`).join('');
  const body = model.payable
    ? `<form method="post" action="${e(model.action)}" target="_top">${hidden}
<button type="submit" name="decision" value="pay">${e(t.pay)} ${e(amount)}</button>
<button type="submit" name="decision" value="fail">${e(t.fail)}</button>
<button type="submit" name="decision" value="cancel">${e(t.cancel)}</button></form>`
    : `<p role="alert">${e(t.closed)}</p><p><a href="${e(model.backUrl)}" target="_top">${e(t.back)}</a></p>`;
  return `<!doctype html><html lang="${e(model.locale)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(t.title)} – ${e(model.shopName)}</title>
<style>${STYLE}</style></head><body><main aria-labelledby="title">
<h1 id="title">${e(t.title)}</h1><p>${e(t.intro.replace('{shop}', model.shopName))}</p>
<dl><dt>${e(t.order)}</dt><dd>${e(model.orderToken)}</dd><dt>${e(t.amount)}</dt><dd class="amount">${e(amount)}</dd></dl>
${body}<p class="note">${e(t.sandbox)}</p></main></body></html>`;
}
