/**
 * Why this test exists: the merchandise and coupon stories prove every screen state against mocked
 * answers; this journey proves the items they build are the ones the real server takes — a
 * Merchandise and a Coupon item (server/src/features/orders/parse-items.ts, goodsAttributes) that POST /orders
 * accepts with the total the cart showed, through guest checkout and the sandbox payment.
 * Seed facts (server/src/db/seed/data/merchandise-data.ts, server/src/db/seed/coupons.ts): museen sells
 * 'Katalog „Farbräume“' at 29,00 € (19 % VAT, shipped by post with the 4,90 € postage article) and
 * the 'Wertgutschein 25 €' value coupon at 25,00 €; museen offers donations after tickets only.
 */
import { expect, type Page } from '@playwright/test';
import { METHOD, checkOutWith, continueAsGuest, successOrder } from './helpers/checkout.ts';
import { orderByToken } from './helpers/order-proof.ts';
import { openTicketScreen, quantityOf } from './helpers/tickets.ts';
import { test } from './helpers/test.ts';

async function addCatalogue(page: Page, quantity: number): Promise<void> {
  await openTicketScreen(page, '/merchandise/list');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { name: 'Museumsshop', level: 1 })).toBeVisible();
  // The postage article is added by the cart, never listed on its own.
  await expect(main.getByRole('link', { name: 'Versand per Post' })).toHaveCount(0);
  await main.getByRole('link', { name: 'Katalog „Farbräume“' }).click();
  await expect(page.getByRole('heading', { name: 'Katalog „Farbräume“', level: 1 })).toBeVisible();
  await main.getByRole('combobox', { name: 'Anzahl' }).selectOption(String(quantity));
  await expect(main.locator('.goods-amounts')).toContainText('58,00 €');
  await main.getByRole('button', { name: 'In den Warenkorb' }).click();
  // requirements/products-and-merchandise.md §4: merchandise goes straight to the cart.
  await expect(page).toHaveURL(/#\/cart/);
  await expect(main.getByRole('row').filter({ hasText: 'Katalog „Farbräume“' })).toContainText('58,00 €');
}

async function addValueCoupon(page: Page): Promise<void> {
  await page.goto('/#/coupons');
  await expect(page.getByRole('heading', { name: 'Gutscheine', level: 1 })).toBeVisible();
  await quantityOf(page, 'Wertgutschein 25 €').selectOption('1');
  // The coupons' own button comes first; the annual tickets below the coupons have theirs (requirements/products-and-merchandise.md §2.2 Coupons).
  await page.getByRole('main').getByRole('button', { name: 'In den Warenkorb' }).first().click();
  await expect(page).toHaveURL(/#\/cart/);
  await expect(page.getByRole('main').getByRole('row').filter({ hasText: 'Wertgutschein 25 €' })).toContainText('25,00 €');
}

test('a guest buys two catalogues and a value coupon, and the server accepts the cart with its total', async ({ page }) => {
  await addCatalogue(page, 2);
  await addValueCoupon(page);
  const main = page.getByRole('main');
  // museen lets the buyer choose print at home or post (cart.shipping.optional); the catalogue is posted.
  await main.getByRole('radio', { name: /^Versand/ }).check();
  const totalRow = main.getByRole('row', { name: /Gesamtsumme/ });
  await expect(totalRow).toBeVisible();
  // 2 × 29,00 € + 25,00 € + the postage row.
  await expect(totalRow).toContainText('87,90 €');

  await continueAsGuest(page);
  await checkOutWith(page, METHOD.redirect);
  // Posted goods ask where to send them (requirements/cart.md §4.3); the billing address will do.
  await expect(page.getByRole('heading', { name: 'Lieferadresse', level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Rechnungsadresse auch für den Versand verwenden' })).toBeChecked();
  await page.getByRole('main').getByRole('button', { name: 'Bestätigen und weiter' }).click();
  await expect(page).toHaveURL(/\/api\/v4\/payments\/sandbox\/.+\/pay/, { timeout: 20_000 });
  await page.getByRole('button', { name: /^Bezahlen/ }).click();
  const order = await successOrder(page);
  expect((await orderByToken(page.request, order.token)).total_price_cents).toBe(8790);
});
