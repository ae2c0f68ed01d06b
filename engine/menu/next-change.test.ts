/**
 * nextMenuChange: the instant a server-rendered page stops being what customers would see.
 * Hand-worked instants first (America/Los_Angeles: PDT is UTC-7, PST is UTC-8), then a sweep
 * minute by minute over every shipped shop: nothing a customer sees may change before the
 * instant it names.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DayHours, Menu, Rule } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { loadProfilesInDir } from '../../schemas/node.js';
import type { Operations } from '../operations.js';
import { isWhenActive } from '../schedule.js';
import { shopStatus } from '../slots/index.js';
import { nextMenuChange } from './next-change.js';
import { resolveMenu } from './resolve.js';
import { makeTestProfile } from './test-profile.js';

const H = 3_600_000;
const M = 60_000;
const at = (iso: string): number => Date.parse(iso);
const iso = (t: number): string => new Date(t).toISOString();
const everyDay = (from: number, to: number): DayHours[] => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, timeRanges: [{ from, to }] }));

const MENU: Menu = {
  subMenus: [
    { id: 'mains', name: { en: 'Mains' }, products: [{ id: 'burger', name: { en: 'Burger' }, price: 10 }, { id: 'fries', name: { en: 'Fries' }, price: 4 }] },
    { id: 'happy', name: { en: 'Happy Hour' }, tag: 'happy', products: [{ id: 'wings', name: { en: 'Wings' }, price: 6 }] },
  ],
};
// Happy hour on Wednesdays 15:00-17:00; open every day 11:00-21:00 for pickup and delivery.
const HAPPY: Rule = { id: 'happy-hour', kind: 'show-only', target: 'category', match: { tags: ['happy'] }, when: { days: [3], from: '15:00', to: '17:00' } };
const base = makeTestProfile({ menu: MENU, rules: [HAPPY], settings: { hours: { pickUp: everyDay(11 * H, 21 * H), delivery: everyDay(11 * H, 21 * H) } } });
const withBanner: LoadedProfile = { ...base, presentation: { banners: [{ id: 'early', text: 'Early bird coffee', placement: 'menu', when: { from: '06:15', to: '10:00' } }] } };
const withSpecial = makeTestProfile({
  menu: MENU,
  rules: [HAPPY],
  settings: { hours: { pickUp: everyDay(11 * H, 21 * H), delivery: [] }, specialHours: [{ date: '2025-06-19', pickUp: [{ from: 12.5 * H, to: 13.75 * H }] }] },
});

describe('nextMenuChange: hand-worked instants', () => {
  it.each([
    ['Wed 12:00 PDT: happy hour starts at 15:00', base, '2025-06-18T19:00:00Z', undefined, '2025-06-18T22:00:00.000Z'],
    ['Wed 15:30 PDT: happy hour ends at 17:00', base, '2025-06-18T22:30:00Z', undefined, '2025-06-19T00:00:00.000Z'],
    ['Wed 20:59:30 PDT: the shop closes at 21:00', base, '2025-06-19T03:59:30Z', undefined, '2025-06-19T04:00:00.000Z'],
    ['Wed 21:30 PDT: the date changes at midnight', base, '2025-06-19T04:30:00Z', undefined, '2025-06-19T07:00:00.000Z'],
    ['Wed 02:00 PDT: a banner from 06:15', withBanner, '2025-06-18T09:00:00Z', undefined, '2025-06-18T13:15:00.000Z'],
    ['Thu 13:00 PDT on a special date open 12:30-13:45', withSpecial, '2025-06-19T20:00:00Z', undefined, '2025-06-19T20:45:00.000Z'],
    ['Sun 2025-03-09 00:30 PST: the clocks spring forward at 02:00 PST', base, '2025-03-09T08:30:00Z', undefined, '2025-03-09T10:00:00.000Z'],
    ['Sun 2025-03-09 03:00 PDT, just after: opening at 11:00 PDT', base, '2025-03-09T10:00:00Z', undefined, '2025-03-09T18:00:00.000Z'],
    ['Sun 2025-11-02 00:30 PDT: the clocks fall back at 02:00 PDT', base, '2025-11-02T07:30:00Z', undefined, '2025-11-02T09:00:00.000Z'],
    ['Sun 2025-11-02 01:00 PST, just after: opening at 11:00 PST', base, '2025-11-02T09:00:00Z', undefined, '2025-11-02T19:00:00.000Z'],
    ['Wed 12:00 PDT paused until 12:20:30', base, '2025-06-18T19:00:00Z', { paused: { until: '2025-06-18T12:20:30-07:00' } }, '2025-06-18T19:20:30.000Z'],
    [
      'Wed 12:00 PDT, fries out until 12:45, paused indefinitely, an expired entry ignored',
      base,
      '2025-06-18T19:00:00Z',
      { paused: { until: null }, outOfStock: [{ productId: 'fries', until: '2025-06-18T12:45:00-07:00' }, { productId: 'burger', until: '2025-06-18T11:00:00-07:00' }] },
      '2025-06-18T19:45:00.000Z',
    ],
  ] as [string, LoadedProfile, string, Operations | undefined, string][])('%s', (_what, profile, now, operations, expected) => {
    expect(iso(nextMenuChange(profile, at(now), operations))).toBe(expected);
  });

  it('is always later than now, and a day later at most', () => {
    const quiet = makeTestProfile({ menu: MENU });
    const now = at('2025-06-18T07:00:00Z'); // midnight PDT
    expect(iso(nextMenuChange(quiet, now))).toBe('2025-06-19T07:00:00.000Z');
    expect(nextMenuChange(quiet, now - 1)).toBe(now);
  });
});

/**
 * Everything the engine lets a page show at `t`: the menu (without its instant), the status, the
 * banners and page schedules that hold. `refs` first: resolved products are shared while nothing
 * about them changes, so equal refs mean an equal page and the text is compared only otherwise.
 */
function seen(p: LoadedProfile, t: number, operations?: Operations): { refs: unknown[]; text: () => string } {
  const { at: _at, ...menu } = resolveMenu(p, t, operations);
  // While open, the status's next opening is `t` itself; pages show its sentence, said only while closed or paused.
  const { open, paused, closedToday, message } = shopStatus(p, t, operations);
  const zone = p.identity.timeZone;
  const holds = (when: unknown) => isWhenActive(when as Parameters<typeof isWhenActive>[0], t, zone, p.schedules ?? {});
  const banners = (p.presentation.banners ?? []).filter((b) => !b.when || holds(b.when)).map((b) => b.id).join();
  const pages = (p.presentation.pages ?? []).filter((pg) => pg.when !== undefined && holds(pg.when)).map((pg) => pg.path).join();
  const refs = [open, paused, closedToday, message, banners, pages, ...menu.categories.flatMap((c) => [c.id, c.totalProducts, ...c.products])];
  return { refs, text: () => JSON.stringify({ menu, open, paused, closedToday, message, banners, pages }) };
}

const same = (a: ReturnType<typeof seen>, b: ReturnType<typeof seen>): boolean =>
  (a.refs.length === b.refs.length && a.refs.every((r, i) => r === b.refs[i])) || a.text() === b.text();

/** Walks minute by minute: within each window [start, nextMenuChange(start)) what is seen never changes. */
function sweep(p: LoadedProfile, from: number, minutes: number, operations?: Operations): { windows: string[] } {
  let start = from;
  let shown = seen(p, start, operations);
  let until = nextMenuChange(p, start, operations);
  const windows = [iso(start)];
  for (let t = from + M; t < from + minutes * M; t += M) {
    if (t >= until) {
      start = t;
      shown = seen(p, t, operations);
      until = nextMenuChange(p, t, operations);
      windows.push(iso(t));
      continue;
    }
    if (!same(seen(p, t, operations), shown)) throw new Error(`${p.shopId}: what customers see changed at ${iso(t)}, before ${iso(until)} named at ${iso(start)}`);
  }
  return { windows };
}

describe('nextMenuChange: nothing changes before it, minute by minute', async () => {
  const { profiles } = await loadProfilesInDir(join(import.meta.dirname, '..', '..', 'shops'));

  it('covers every shipped shop', () => {
    expect(profiles.length).toBeGreaterThanOrEqual(10);
  });

  it.each(profiles.map((p) => [p.shopId, p] as const))('%s over Wednesday and Thursday 2025-06-18/19', (_id, p) => {
    sweep(p, at('2025-06-18T07:00:00Z'), 2 * 24 * 60);
  });

  it('Juice Stop on a Thursday turns only at its hours, Taco Night and midnight', () => {
    // Pickup 07:00-21:00, delivery 09:00-20:30, Taco Night Thu-Fri 19:00-22:00, and the legacy
    // tags' 'noho-breakfast' window 00:00-16:00; each a wall-clock time in PDT (UTC-7).
    const juice = profiles.find((p) => p.shopId === 'juicestop')!;
    expect(sweep(juice, at('2025-06-19T07:00:00Z'), 24 * 60).windows).toEqual([
      '2025-06-19T07:00:00.000Z', // 00:00
      '2025-06-19T14:00:00.000Z', // 07:00
      '2025-06-19T16:00:00.000Z', // 09:00
      '2025-06-19T23:00:00.000Z', // 16:00
      '2025-06-20T02:00:00.000Z', // 19:00
      '2025-06-20T03:30:00.000Z', // 20:30
      '2025-06-20T04:00:00.000Z', // 21:00
      '2025-06-20T05:00:00.000Z', // 22:00
    ]);
  });

  it('the test shop across both daylight-saving changes, and with operations ending mid-minute', () => {
    const test = profiles.find((p) => p.shopId === 'test')!;
    sweep(test, at('2025-03-08T08:00:00Z'), 2 * 24 * 60);
    sweep(test, at('2025-11-01T07:00:00Z'), 2 * 24 * 60);
    const now = at('2025-06-18T19:00:00Z');
    const product = resolveMenu(test, now).categories[0]!.products[0]!.id;
    const ops: Operations = { paused: { until: '2025-06-18T12:10:30-07:00' }, outOfStock: [{ productId: product, until: '2025-06-18T12:31:15-07:00' }] };
    expect(iso(nextMenuChange(test, now, ops))).toBe('2025-06-18T19:10:30.000Z');
    expect(iso(nextMenuChange(test, at('2025-06-18T19:10:30Z'), ops))).toBe('2025-06-18T19:31:15.000Z');
    // Both ends show: the pause's sentence goes, then the product is on sale again.
    expect(same(seen(test, at('2025-06-18T19:10:29Z'), ops), seen(test, at('2025-06-18T19:10:30Z'), ops))).toBe(false);
    expect(same(seen(test, at('2025-06-18T19:31:14Z'), ops), seen(test, at('2025-06-18T19:31:15Z'), ops))).toBe(false);
    expect(same(seen(test, at('2025-06-18T19:10:30Z'), ops), seen(test, at('2025-06-18T19:31:14Z'), ops))).toBe(true);
  });
});
