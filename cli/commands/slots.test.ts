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
