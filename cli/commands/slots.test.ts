import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runShopctl } from './testing.js';

const TEST_SHOP = 'shops/test/test.profile.json';

describe('shopctl slots', () => {
  it('lists ASAP first, then half-hour pickup slots', async () => {
    // Pickup 8am-10pm, 25-minute wait: at 12:00 ASAP, then 12:30 (12:25 or later, on :00/:30).
    const r = await runShopctl(['slots', '--shop', TEST_SHOP, '--type', 'pickup', '--at', '2026-03-10T12:00:00-07:00']);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('Test Kitchen: pickup times offered at 2026-03-10T12:00:00.000-07:00');
    expect(lines[1]).toMatch(/^ {2}ASAP \(about 25 min\) +ASAP$/);
    expect(lines[2]).toMatch(/^ {2}Tue 12:30 PM +2026-03-10T12:30:00-07:00$/);
  });

  it('gives delivery slots their 45-minute window', async () => {
    const r = await runShopctl(['slots', '--shop', TEST_SHOP, '--type', 'DELIVERY', '--at', '2026-03-10T12:00:00-07:00']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/\n {2}Tue 1:00 PM – 1:45 PM +2026-03-10T13:00:00-07:00\n/);
  });

  it('offers the repeated hour of the fall-back night, each slot with its zone', async () => {
    // Open all day; 00:40 PDT + 25 min = 01:05 PDT, so the first is 1:30 AM PDT, then 30 minutes of
    // real time later 1:00 AM PST (the clock went back at 2:00 AM PDT), 1:30 AM PST, 2:00 AM PST.
    const allDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, timeRanges: [{ from: '00:00', to: '24:00' }] }));
    const profile = { shopId: 'night', identity: { name: 'Night Owl', timeZone: 'America/Los_Angeles' }, settings: { hours: { pickUp: allDay, delivery: allDay } }, menu: { subMenus: [] } };
    const r = await runShopctl(['slots', '--shop', 'v/night/night.profile.json', '--type', 'pickup', '--at', '2026-11-01T00:40:00-07:00', '--json'], { 'v/night/night.profile.json': JSON.stringify(profile) });
    expect(r.code).toBe(0);
    const slots = (JSON.parse(r.out) as { slots: { value: string; label: string }[] }).slots;
    expect(slots.slice(0, 5).map((x) => [x.value, x.label])).toEqual([
      ['ASAP', 'ASAP (about 25 min)'],
      ['2026-11-01T01:30:00-07:00', 'Sun 1:30 AM PDT'],
      ['2026-11-01T01:00:00-08:00', 'Sun 1:00 AM PST'],
      ['2026-11-01T01:30:00-08:00', 'Sun 1:30 AM PST'],
      ['2026-11-01T02:00:00-08:00', 'Sun 2:00 AM'],
    ]);
  });

  it('keeps the value column aligned when a delivery label names its zones', async () => {
    const allDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, timeRanges: [{ from: '00:00', to: '24:00' }] }));
    const profile = { shopId: 'night', identity: { name: 'Night Owl', timeZone: 'America/Los_Angeles' }, settings: { hours: { pickUp: allDay, delivery: allDay } }, menu: { subMenus: [] } };
    const r = await runShopctl(['slots', '--shop', 'v/night/night.profile.json', '--type', 'delivery', '--at', '2026-11-01T00:10:00-07:00'], { 'v/night/night.profile.json': JSON.stringify(profile) });
    // 00:10 PDT + 45 min = 00:55 PDT: first 1:00 AM PDT. The widest label is 29 characters.
    expect(r.out.split('\n').slice(1, 5)).toEqual([
      '  ASAP (about 45 min)            ASAP',
      '  Sun 1:00 AM PDT – 1:45 AM PDT  2026-11-01T01:00:00-07:00',
      '  Sun 1:30 AM PDT – 1:15 AM PST  2026-11-01T01:30:00-07:00',
      '  Sun 1:00 AM PST – 1:45 AM PST  2026-11-01T01:00:00-08:00',
    ]);
    expect(r.out).toContain('\n  Sun 2:00 AM – 2:45 AM          2026-11-01T02:00:00-08:00\n');
  });

  it("says 'not available to order at this time' when nothing is offered (exit 0)", async () => {
    // The boba shop takes no scheduled orders: at 3am, closed, nothing to offer.
    const r = await runShopctl(['slots', '--shop', 'shops/tapiocatide/tapiocatide-sawtelle.profile.json', '--type', 'pickup', '--at', '2026-03-10T03:00:00-07:00']);
    expect(r.code).toBe(0);
    expect(r.out).toBe('Tapioca Tide: pickup times offered at 2026-03-10T03:00:00.000-07:00\nnot available to order at this time\n');
    const j = await runShopctl(['slots', '--shop', 'shops/tapiocatide/tapiocatide-sawtelle.profile.json', '--type', 'pickup', '--at', '2026-03-10T03:00:00-07:00', '--json']);
    expect(JSON.parse(j.out)).toEqual({ slots: [], message: 'not available to order at this time' });
  });

  it.each([
    ['a bad --type', ['--shop', TEST_SHOP, '--type', 'dinein'], 'use pickup or delivery'],
    ['no --type', ['--shop', TEST_SHOP], 'The option --type is missing'],
    ['a bad --at', ['--shop', TEST_SHOP, '--type', 'pickup', '--at', 'noon'], 'is not an ISO 8601 date-time'],
  ] as const)('%s is bad usage (exit 2)', async (_case, tail, message) => {
    const r = await runShopctl(['slots', ...tail]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    expect(r.out).toBe('');
  });
});

describe('properties', () => {
  it('the text shows every slot of the JSON list, in order, with the count', async () => {
    const weekStart = Date.parse('2026-03-08T00:00:00-08:00');
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 7 * 24 * 2 - 1 }), fc.constantFrom('pickup', 'delivery'), async (half, type) => {
        const at = new Date(weekStart + half * 30 * 60_000 + 7 * 60_000).toISOString();
        const text = await runShopctl(['slots', '--shop', TEST_SHOP, '--type', type, '--at', at]);
        const json = await runShopctl(['slots', '--shop', TEST_SHOP, '--type', type, '--at', at, '--json']);
        const list = JSON.parse(json.out) as { slots: { value: string; label: string }[] };
        const shown = text.out.split('\n').filter((l) => l.startsWith('  ')).map((l) => l.trim().split(/ {2,}/)[1]);
        expect(shown).toEqual(list.slots.map((s) => s.value));
        expect(text.out.endsWith(list.slots.length === 0 ? 'not available to order at this time\n' : `${list.slots.length} slot${list.slots.length === 1 ? '' : 's'}.\n`)).toBe(true);
        if (list.slots.length > 0) expect(list.slots[0]!.value === 'ASAP' || !list.slots.some((s) => s.value === 'ASAP')).toBe(true);
      }),
      { numRuns: 15 },
    );
  });
});
