import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer } from '../../testing/demo-server';
import type { TestServer } from '../../testing/test-server';

/** Issue 13: clients of the real API read GET /shop translations by flat dotted keys. */
let server: TestServer;
beforeAll(async () => { server = await createDemoServer(); });
afterAll(async () => { await server.close(); });

const translations = async (locale: string) => {
  const response = await server.request(`/api/v4/shop?locale=${locale}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { shop: { translations: Record<string, unknown> } }).shop.translations;
};

describe('GET /shop translations (demo shop)', () => {
  it.each(['de', 'en'])('%s: the go~mus keys clients read are texts', async (locale) => {
    const texts = await translations(locale);
    for (const key of ['common.empty', 'cart.content.table.desc', 'ticket.timeSlot.title', 'product.dates.table.button']) {
      expect(typeof texts[key], key).toBe('string');
      expect((texts[key] as string).length, key).toBeGreaterThan(0);
    }
  });

  it('every value is a string under a dotted key, our own keys included', async () => {
    const texts = await translations('en');
    expect(Object.values(texts).every((value) => typeof value === 'string')).toBe(true);
    expect(Object.keys(texts).every((key) => key.includes('.'))).toBe(true);
    expect(texts['tickets.selection.chooseTime']).toBe('Please choose an entry time to see the tickets.');
    expect(texts['ticket.timeSlot.title']).toBe(texts['tickets.groups.items.timeSlot.title']);
  });
});
