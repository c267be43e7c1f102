import { globSync, readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import dayjs from 'dayjs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../testing/test-server';
import type { Db } from '../connect';
import { atMinute, seedDay } from './dates';
import { seedDemoDataIfEmpty } from './seed-demo';
import { withCurrentNotice } from './settings-file';

const root = resolve(import.meta.dirname, '../../../..');
type Tree = { [key: string]: string | Tree };

/** Leaf key paths of a nested translation tree ("a.b.c"). */
function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [`${prefix}${key}`]);
}
function lookup(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), tree);
}

describe('seedDemoDataIfEmpty', () => {
  let db: Db;
  const lines: string[] = [];
  let seedMs = 0;
  const shopId: Record<string, number> = {};
  // The seed day is pinned: dates and the demo notice's period follow it, never the wall clock.
  const seededAt = new Date('2026-11-25T09:00:00Z');

  beforeAll(async () => {
    db = await createTestDb();
    const started = performance.now();
    await seedDemoDataIfEmpty(db, { log: (line) => lines.push(line), now: seededAt });
    seedMs = performance.now() - started;
    for (const shop of await db.selectFrom('shops').select(['id', 'slug']).execute()) shopId[shop.slug] = shop.id;
  });
  afterAll(async () => { await db.destroy(); });

  it('prints one progress line per step and is fast', () => {
    const progress = lines.filter((line) => /^seed \[\d+\/\d+\] /.test(line));
    expect(progress).toHaveLength(22);
    expect(progress[0]).toMatch(/^seed \[1\/22\] museen: /);
    expect(progress[21]).toMatch(/^seed \[22\/22\] stadtmuseum: translations/);
    console.info(`demo seed took ${Math.round(seedMs)} ms`);
    expect(seedMs).toBeLessThan(15_000);
  });

  it('creates both shops with their hosts, locales and config', async () => {
    const shops = await db.selectFrom('shops').selectAll().orderBy('id').execute();
    expect(shops.map((s) => [s.slug, s.name, s.hosts, s.locales, s.is_default])).toEqual([
      ['museen', 'Museen am Fluss', ['museen.localhost'], ['de', 'en', 'es', 'fr'], true],
      ['stadtmuseum', 'Stadtmuseum Lindenau', ['stadtmuseum.localhost'], ['de', 'en'], false],
    ]);
    expect(shops[1]!.config).toMatchObject({ staging: false, registration: true, defaults: { price_target_audience_id: 1 }, tag_manager_id: null });
    expect(String(shops[1]!.config.custom_css)).not.toBe('');
    for (const shop of shops) {
      const file = resolve(root, `schemas/examples/${shop.slug}.json`);
      const example = globSync(`schemas/examples/${shop.slug}.json`, { cwd: root }).length ? JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> : {};
      // The notice's period starts on the seed day (settings-file.ts).
      const expected: unknown = withCurrentNotice(example, seedDay(seededAt));
      // The one-pager's ticket ids are resolved at seed time (seed/one-pager-tickets.ts).
      const onePager = (shop.settings as { onePager?: { ticketIds: number[] } }).onePager;
      const resolved = onePager ? { ...(expected as object), onePager: { ...(expected as { onePager: object }).onePager, ticketIds: onePager.ticketIds } } : expected;
      expect(shop.settings).toEqual(resolved);
    }
    const stadt = shops[1]!;
    const onePagerIds = (stadt.settings as { onePager: { ticketIds: number[] } }).onePager.ticketIds;
    const sold = await db.selectFrom('tickets').select(['id', 'shop_id', 'ticket_type']).where('id', 'in', onePagerIds).execute();
    expect(sold).toHaveLength(3);
    expect(sold.every((ticket) => ticket.shop_id === stadt.id && ticket.ticket_type === 'normal')).toBe(true);
  });

  it('gives the group three museums and the single shop one, with pictures served from /media', async () => {
    const museums = await db.selectFrom('museums').select(['shop_id', 'picture', 'title']).execute();
    expect(museums.filter((m) => m.shop_id === shopId.museen)).toHaveLength(3);
    expect(museums.filter((m) => m.shop_id === shopId.stadtmuseum)).toHaveLength(1);
    for (const m of museums) {
      expect(m.picture.detail).toMatch(/^\/media\/[a-z-]+\.(svg|jpg)$/);
      expect(globSync(`server/src/db/seed/media/${basename(m.picture.detail!)}`, { cwd: root })).toHaveLength(1);
    }
    const kunsthalle = museums.find((m) => m.title.de === 'Kunsthalle am Fluss')!;
    expect(Object.keys(kunsthalle.title).sort()).toEqual(['de', 'en', 'es', 'fr']);
    expect(kunsthalle.title.fr).not.toBe(kunsthalle.title.de);
  });

  it('has tickets of every type, a mantle with its sub-tickets and shared quotas', async () => {
    const tickets = await db.selectFrom('tickets').selectAll().where('shop_id', '=', shopId.museen!).execute();
    expect(new Set(tickets.map((t) => t.ticket_type))).toEqual(new Set(['normal', 'time_slot', 'annual']));
    expect(tickets.some((t) => t.free_timing && t.ticket_type === 'normal')).toBe(true);
    expect(tickets.some((t) => t.discount === 10)).toBe(true);
    expect(tickets.some((t) => t.min_persons === 10 && t.max_persons === 25)).toBe(true);
    expect(tickets.some((t) => t.attendees === 'required')).toBe(true);
    expect(tickets.some((t) => t.price_target_audience_ids?.includes(2))).toBe(true);
    expect(tickets.some((t) => Object.keys(t.dynamic_prices).length >= 8)).toBe(true);
    const annual = tickets.find((t) => t.ticket_type === 'annual')!;
    expect(annual.personalizeable).toBe(true);
    expect(annual.photo_mandatory).toBe('mandatory');
    const shipping = await db.selectFrom('merchandises').select(['is_shipping_article', 'price_cents']).where('id', '=', annual.shipped_with_merchandise_id!).executeTakeFirstOrThrow();
    expect(shipping).toEqual({ is_shipping_article: true, price_cents: 490 });

    const mantle = tickets.find((t) => t.is_mantle)!;
    const subIds = Object.keys(mantle.sub_tickets).map(Number);
    expect(subIds).toHaveLength(2);
    const subs = tickets.filter((t) => subIds.includes(t.id));
    expect(subs.every((t) => t.is_sub_ticket && t.price_cents === 0)).toBe(true);
    const links = await db.selectFrom('quota_tickets').selectAll().where('ticket_id', 'in', tickets.map((t) => t.id)).execute();
    const subQuotas = subIds.map((sub) => links.filter((l) => l.ticket_id === sub).map((l) => l.quota_id));
    expect(subQuotas.every((q) => q.length === 1)).toBe(true);
    expect(subQuotas[0]).not.toEqual(subQuotas[1]);

    // The adult, reduced and family time-slot tickets of the Kunsthalle draw from ONE quota.
    const kunsthalleSlots = await db.selectFrom('quotas').select('id').where('name', '=', 'kunsthalle: Zeitfenster (30 min)').executeTakeFirstOrThrow();
    const publicIds = tickets.filter((t) => !t.price_target_audience_ids).map((t) => t.id);
    expect(links.filter((l) => l.quota_id === kunsthalleSlots.id && publicIds.includes(l.ticket_id))).toHaveLength(3);
    // requirements/accounts.md §6.3: the institutions' special price shares that quota, cheaper, for audience 3 only.
    const school = tickets.find((t) => t.price_target_audience_ids?.includes(3))!;
    expect(school).toMatchObject({ ticket_type: 'time_slot', price_cents: 600 });
    expect(links.some((l) => l.quota_id === kunsthalleSlots.id && l.ticket_id === school.id)).toBe(true);

    const combi = await db.selectFrom('ticket_groups').selectAll().where('shop_id', '=', shopId.museen!).where('name', '=', 'ticketGroup').executeTakeFirstOrThrow();
    const combiMuseums = tickets.filter((t) => combi.ticket_ids.includes(t.id)).map((t) => t.museum_ids.length);
    expect(combiMuseums.length).toBeGreaterThanOrEqual(2);
    expect(combiMuseums.every((n) => n >= 2)).toBe(true);
  });

  it('makes one slot sold out and one with 3 places, at least 7 days ahead', async () => {
    const overrides = await db.selectFrom('quota_overrides').innerJoin('quotas', 'quotas.id', 'quota_overrides.quota_id')
      .select(['quota_overrides.capacity', 'quota_overrides.start_at', 'quotas.shop_id']).where('quotas.shop_id', '=', shopId.museen!).execute();
    expect(overrides.map((o) => o.capacity).sort()).toEqual([0, 3]);
    const earliest = seedDay(seededAt).add(7, 'day');
    for (const o of overrides) expect(dayjs(o.start_at).isBefore(earliest)).toBe(false);
  });

  it('has event dates for a year ahead, a seated event and an event sold through tickets', async () => {
    const span = await db.selectFrom('event_dates').innerJoin('events', 'events.id', 'event_dates.event_id')
      .select([sql<Date>`min(start_time)`.as('first'), sql<Date>`max(start_time)`.as('last')])
      .where('events.shop_id', '=', shopId.museen!).executeTakeFirstOrThrow();
    expect(dayjs(span.last).diff(dayjs(span.first), 'day')).toBeGreaterThanOrEqual(365);
    const events = await db.selectFrom('events').selectAll().where('shop_id', '=', shopId.museen!).execute();
    const seated = events.find((e) => e.seating)!;
    expect((seated.seating!.seats as unknown[]).length).toBe(72);
    expect(seated.prices.every((p) => typeof p.seat_category_id === 'number')).toBe(true);
    expect(events.some((e) => e.ticket_sales_in_shop && e.ticket_ids.length > 0)).toBe(true);
  });

  it('has tours with surcharges, equipment and a language limitation', async () => {
    const tours = await db.selectFrom('tours').selectAll().where('shop_id', '=', shopId.museen!).execute();
    const surcharges = tours.flatMap((t) => t.surcharges);
    expect(surcharges.some((s) => s.optional === true)).toBe(true);
    expect(surcharges.some((s) => s.optional === false && s.group === false)).toBe(true);
    expect(tours.flatMap((t) => t.equipment).some((e) => e.max === 20)).toBe(true);
    expect(tours.some((t) => t.limitations.language)).toBe(true);
    // Issue 20: the old-town walk's extra persons and foreign languages are surcharges the shop fills in.
    expect(surcharges).toContainEqual(expect.objectContaining({ count_participants: 10, optional: false, group: false, price_cents: 800 }));
    expect(surcharges).toContainEqual(expect.objectContaining({ group: true, optional: false, price_cents: 3000, language_ids: expect.any(Array) }));
  });

  it('gives audience 3 special prices for the evening talk and the architecture tour, keyed like the public ones', async () => {
    const cents = (prices: Record<string, unknown>[] | undefined) => prices?.map((price) => [price.scale_price_id, price.price_cents]);
    const talk = await db.selectFrom('events').select(['prices', 'audience_prices']).where('shop_id', '=', shopId.museen!)
      .where(sql<boolean>`title->>'de' = 'Abendvortrag: Farbe und Raum'`).executeTakeFirstOrThrow();
    expect(cents(talk.prices)).toEqual([[1, 800], [2, 500]]);
    expect(Object.keys(talk.audience_prices)).toEqual(['3']);
    expect(cents(talk.audience_prices['3'])).toEqual([[1, 600], [2, 400]]);
    const tour = await db.selectFrom('tours').select(['prices', 'audience_prices']).where('shop_id', '=', shopId.museen!)
      .where(sql<boolean>`title->>'de' = 'Architekturführung Kunsthalle'`).executeTakeFirstOrThrow();
    expect(cents(tour.prices)).toEqual([[1, 1200], [2, 800]]);
    expect(cents(tour.audience_prices['3'])).toEqual([[1, 900], [2, 600]]);
    expect(await db.selectFrom('events').select('id').where('shop_id', '=', shopId.stadtmuseum!)
      .where(sql<boolean>`audience_prices <> '{}'::jsonb`).execute()).toEqual([]);
  });

  it('has payment modes, donation campaign 2 of museen and redeemable coupon codes', async () => {
    const modes = await db.selectFrom('payment_modes').select(['id', 'kind']).where('shop_id', '=', shopId.museen!).orderBy('id').execute();
    expect(modes.map((m) => m.id)).toEqual([2, 6, 7, 8, 9]);
    const campaign = await db.selectFrom('donation_campaigns').select('shop_id').where('id', '=', 2).executeTakeFirstOrThrow();
    expect(campaign.shop_id).toBe(shopId.museen);
    const codes = await db.selectFrom('coupon_sales').selectAll().where('shop_id', '=', shopId.museen!).execute();
    const byCode = Object.fromEntries(codes.map((c) => [c.code, c]));
    expect(byCode.GUTSCHEIN25).toMatchObject({ value_cents: 2500, debit_cents: 0 });
    expect(byCode.LEER0000!.debit_cents).toBe(byCode.LEER0000!.value_cents);
    expect(byCode.FREIKARTE1!.is_voucher_for).toEqual(expect.any(Number));
  });

  it('stores content pages and every engine UI key in every shop locale', async () => {
    const shops = await db.selectFrom('shops').select(['slug', 'locales', 'content', 'translations']).execute();
    const files = globSync('engine/**/locales/*.json', { cwd: root }).filter((f) => !f.includes('node_modules'));
    expect(files.length).toBeGreaterThan(0);
    for (const shop of shops) {
      for (const lng of shop.locales) {
        const pages = Object.keys(shop.content[lng] ?? {});
        expect(pages).toEqual(expect.arrayContaining(['agb', 'impressum', 'datenschutz', 'kontakt', 'faq', 'accessibility', 'waiting_room']));
        expect(pages.includes('easy-language')).toBe(shop.slug === 'museen');
        for (const file of files.filter((f) => basename(f, '.json') === 'en' || basename(f, '.json') === lng)) {
          const owner = dirname(dirname(file));
          const ns = owner === 'engine/shared/i18n' ? 'common' : basename(owner);
          const keys = leaves(JSON.parse(readFileSync(resolve(root, file), 'utf8')) as Tree);
          for (const key of keys) expect(lookup(shop.translations[lng]?.[ns], key), `${shop.slug} ${lng} ${ns}:${key}`).toEqual(expect.any(String));
        }
      }
    }
    const museen = shops.find((s) => s.slug === 'museen')!;
    expect(lookup(museen.translations.fr, 'tickets.soldOutBanner')).toMatch(/créneaux/);
  });

  it('does nothing when shops exist (second start)', async () => {
    const count = async () => (await db.selectFrom('tickets').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
    const before = await count();
    const again: string[] = [];
    await seedDemoDataIfEmpty(db, { log: (line) => again.push(line) });
    expect(again).toEqual([]);
    expect(await count()).toBe(before);
    expect(await db.selectFrom('shops').select('id').execute()).toHaveLength(2);
  });
});

describe('seed dates', () => {
  it('keeps wall-clock times on DST change days in Berlin', () => {
    const day = seedDay(new Date('2025-03-29T12:00:00Z'));
    expect(atMinute(day, 1, 600)).toBe('2025-03-30T08:00:00.000Z');
    expect(atMinute(day, 0, 600)).toBe('2025-03-29T09:00:00.000Z');
  });
});
