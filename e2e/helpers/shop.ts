import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Opens the shop's start page and waits until the frame and the start page have rendered. */
export async function openShop(page: Page, url = '/'): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('navigation', { name: /Hauptnavigation|Main navigation/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The language buttons are named 'EN English' (visible code plus the language's own name). */
export function languageButton(page: Page, code: string) {
  return page.getByRole('group', { name: /Sprache wählen|Choose language/ }).getByRole('button', { name: new RegExp(`^${code.toUpperCase()} `) });
}

/** The consent banner is a region named by its title, in German or English. */
export function consentBanner(page: Page) {
  return page.getByRole('region', { name: /Ihre Privatsphäre|Your privacy/ });
}

/** axe-core over the whole page; returns a readable summary so a failure names rule and element. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
