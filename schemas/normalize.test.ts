import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { humanizeHours } from './human-form.js';
import { loadMenu, loadProfile } from './loader.js';
import { normalizeHours } from './normalize.js';
import type { Menu } from './generated/types.js';

const H = 3_600_000;
const base = JSON.parse(readFileSync(new URL('../shops/test/test.profile.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const menu = JSON.parse(readFileSync(new URL('../shops/test/test.menu.json', import.meta.url), 'utf8')) as Menu;

/** The test shop with some fields replaced, as 2-space JSON text. */
function profileText(patch: { hours?: unknown; rules?: unknown[]; schedules?: unknown }): string {
  const settings = { ...(base['settings'] as Record<string, unknown>), ...(patch.hours !== undefined ? { hours: { pickUp: patch.hours, delivery: [] } } : {}) };
  const { extends: _presets, ...own } = base;
  return JSON.stringify({ ...own, settings, ...(patch.rules ? { rules: patch.rules } : {}), ...(patch.schedules ? { schedules: patch.schedules } : {}) }, null, 2);
}

function load(text: string) {
  return loadProfile({ text, file: 'shop.profile.json', menu });
}

/** 1-based line and column of the n-th occurrence of `needle` in `text`, worked out independently of the loader. */
function positionOf(text: string, needle: string): { line: number; column: number } {
  const at = text.indexOf(needle);
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

describe('opening hours', () => {
  it.each([
    ['days range', [{ days: 'mon-fri', timeRanges: [{ from: '11:00', to: '22:00' }] }], [1, 2, 3, 4, 5].map((day) => ({ day, timeRanges: [{ from: 11 * H, to: 22 * H }] }))],
    ['one day name', [{ day: 'sat', timeRanges: [{ from: '18:00', to: '02:00' }] }], [{ day: 6, timeRanges: [{ from: 18 * H, to: 26 * H }] }]],
    ['a list, past 24:00', [{ days: ['sun', 'wed'], timeRanges: [{ from: '17:00', to: '26:00' }] }], [0, 3].map((day) => ({ day, timeRanges: [{ from: 17 * H, to: 26 * H }] }))],
    ['legacy milliseconds', [{ day: 2, timeRanges: [{ from: 39_600_000, to: 79_200_000 }] }], [{ day: 2, timeRanges: [{ from: 11 * H, to: 22 * H }] }]],
    ['legacy milliseconds closing before they open (Saturday 17:00 to 02:00)', [{ day: 6, timeRanges: [{ from: 61_200_000, to: 7_200_000 }] }], [{ day: 6, timeRanges: [{ from: 17 * H, to: 26 * H }] }]],
  ] as const)('%s load as milliseconds per weekday', (_name, hours, expected) => {
    const loaded = load(profileText({ hours }));
    expect(loaded.ok && loaded.profile.settings.hours.pickUp).toEqual(expected);
  });

  it.each([
    ['25:99', 'to', 'BAD_TIME'],
    ['noon', 'from', 'BAD_TIME'],
  ] as const)('%s is refused at its line and column with how to write it', (bad, which, code) => {
    const range = which === 'to' ? { from: '11:00', to: bad } : { from: bad, to: '22:00' };
    const text = profileText({ hours: [{ days: 'mon-fri', timeRanges: [range] }] });
    const loaded = load(text);
    expect(loaded.ok).toBe(false);
    const f = loaded.findings.find((x) => x.code === code)!;
    expect(f).toMatchObject({ path: `/settings/hours/pickUp/0/timeRanges/0/${which}`, ...positionOf(text, `"${bad}"`) });
    expect(f.hint).toContain('"HH:mm"');
  });

  it('refuses "mon-funday" naming the path and the weekday names', () => {
    const text = profileText({ hours: [{ days: 'mon-funday', timeRanges: [] }] });
    const f = load(text).findings.find((x) => x.code === 'BAD_DAYS')!;
    expect(f).toMatchObject({ path: '/settings/hours/pickUp/0/days', ...positionOf(text, '"mon-funday"') });
    expect(f.message).toContain('"funday" is not a weekday name');
    expect(f.hint).toContain('"mon-fri"');
  });

  it('refuses day and days together', () => {
    const loaded = load(profileText({ hours: [{ day: 'mon', days: 'tue', timeRanges: [] }] }));
    expect(loaded.findings.map((f) => f.code)).toEqual(['CONFLICTING_FIELDS']);
  });
});

describe('opening hours in the human form (shopctl fmt)', () => {
  it('writes a legacy range closing before it opens as the clock times it means', () => {
    expect(humanizeHours([{ day: 6, timeRanges: [{ from: 61_200_000, to: 7_200_000 }] }])).toEqual([{ days: 'sat', timeRanges: [{ from: '17:00', to: '02:00' }] }]);
  });

  it('writes a whole day from 10:00 as "10:00"-"34:00", which reads back as the same day', () => {
    const human = humanizeHours([{ day: 1, timeRanges: [{ from: 10 * H, to: 34 * H }] }]);
    expect(human).toEqual([{ days: 'mon', timeRanges: [{ from: '10:00', to: '34:00' }] }]);
    expect(normalizeHours(human, ['h'], { report: () => undefined })).toEqual([{ day: 1, timeRanges: [{ from: 10 * H, to: 34 * H }] }]);
  });

  it('leaves an empty window as written, for lint to report', () => {
    const legacy = [{ day: 1, timeRanges: [{ from: 36_000_000, to: 36_000_000 }] }];
    expect(humanizeHours(legacy)).toEqual(legacy);
  });
});

describe('rules', () => {
  const factorRule = { id: 'r', kind: 'price-factor', target: 'product', match: { ids: ['x'] } };

  it.each([
    [{ percentOff: 20 }, '0.8'],
    [{ percentOff: '12.5' }, '0.875'],
    [{ factor: '0.7' }, '0.7'],
  ] as const)('price-factor %j loads as factor %s', (fields, factor) => {
    const loaded = load(profileText({ rules: [{ ...factorRule, ...fields }] }));
    expect(loaded.ok && loaded.profile.rules[loaded.profile.rules.length - 1]).toMatchObject({ factor });
  });

  it('refuses factor and percentOff together, at the percentOff key', () => {
    const text = profileText({ rules: [{ ...factorRule, factor: '0.8', percentOff: 20 }] });
    const f = load(text).findings.find((x) => x.code === 'CONFLICTING_FIELDS')!;
    expect(f).toMatchObject({ path: '/rules/0/percentOff', ...positionOf(text, '"percentOff"') });
  });

  it('moves a promotion match into its effect and refuses both at once', () => {
    const promo = { id: 'p', kind: 'promotion', match: { tags: ['x'] }, effect: { type: 'percent-off', percent: 10 } };
    const loaded = load(profileText({ rules: [promo] }));
    expect(loaded.ok && loaded.profile.rules[loaded.profile.rules.length - 1]).toMatchObject({ effect: { type: 'percent-off', percent: 10, match: { tags: ['x'] } } });
    expect(loaded.ok && 'match' in loaded.profile.rules[loaded.profile.rules.length - 1]!).toBe(false);
    const both = load(profileText({ rules: [{ ...promo, effect: { ...promo.effect, match: { tags: ['y'] } } }] }));
    expect(both.findings.map((f) => [f.code, f.path])).toEqual([['CONFLICTING_FIELDS', '/rules/0/effect/match']]);
  });

  it('reads a promotion\'s when at the top as conditions.when; both at once must agree', () => {
    const promo = { id: 'p', kind: 'promotion', code: 'LUNCH', effect: { type: 'percent-off', percent: 10 } };
    const last = (l: ReturnType<typeof load>) => (l.ok ? l.profile.rules[l.profile.rules.length - 1]! : undefined);
    // At the top: read into conditions (days as numbers), beside the conditions already there.
    const top = load(profileText({ rules: [{ ...promo, when: { days: 'mon-fri', from: '11:00', to: '14:00' }, conditions: { minSubtotalCents: 1000 } }] }));
    expect(last(top)).toMatchObject({ conditions: { minSubtotalCents: 1000, when: { days: [1, 2, 3, 4, 5], from: '11:00', to: '14:00' } } });
    expect(top.ok && 'when' in last(top)!).toBe(false);
    // The same schedule twice (written differently: names and numbers) is one meaning.
    const same = load(profileText({ rules: [{ ...promo, when: { days: 'mon-tue' }, conditions: { when: { days: [1, 2] } } }] }));
    expect(same.findings).toEqual([]);
    expect(last(same)).toMatchObject({ conditions: { when: { days: [1, 2] } } });
    // Two different schedules: which one holds would be a guess.
    const text = profileText({ rules: [{ ...promo, when: 'lunch', conditions: { when: 'dinner' } }], schedules: { lunch: { from: '11:00', to: '14:00' }, dinner: { from: '17:00', to: '21:00' } } });
    const both = load(text);
    expect(both.findings.map((f) => [f.severity, f.code, f.path])).toEqual([['error', 'CONFLICTING_FIELDS', '/rules/0/when']]);
    expect(both.findings[0]!.hint).toBe('Keep one: the top-level "when" (as every rule kind takes it), and remove conditions.when.');
  });

  it.each([
    ['2026-02-29T10:00', 'validFrom'], // 2026 is not a leap year
    ['2026-03-10T24:00', 'validUntil'],
    ['2026-13-01', 'validUntil'],
  ])('refuses a promotion limit %s that is no real date and time', (value, key) => {
    const promo = { id: 'p', kind: 'promotion', code: 'SPRING', limits: { [key]: value }, effect: { type: 'percent-off', percent: 10 } };
    const loaded = load(profileText({ rules: [promo] }));
    expect(loaded.findings.map((f) => [f.code, f.path])).toEqual([['BAD_DATE', `/rules/0/limits/${key}`]]);
  });

  it('refuses a fixed-price deal with neither a deal price nor a discount', () => {
    const deal = { id: 'd', kind: 'promotion', match: { ids: ['x'] }, effect: { type: 'fixed-price-deal', remainderMinCents: 0 } };
    expect(load(profileText({ rules: [deal] })).findings.map((f) => f.code)).toEqual(['MISSING_FIELD']);
  });

  it('reads schedule days as names', () => {
    const loaded = load(profileText({ schedules: { weekend: { days: 'sat-sun', to: '16:00' }, lunch: { days: ['mon', 'wed-thu'] } } }));
    expect(loaded.ok && loaded.profile.schedules).toMatchObject({ weekend: { days: [6, 0], to: '16:00' }, lunch: { days: [1, 3, 4] } });
  });
});

describe('menu groups', () => {
  /** The test menu with the weekend group's daysOfWeek replaced, as 2-space JSON text. */
  function menuText(days: unknown): string {
    const copy = JSON.parse(JSON.stringify(menu)) as { subMenus: { products: { id: string; modgroups?: { id: string; daysOfWeek?: unknown }[] }[] }[] };
    const group = copy.subMenus.flatMap((c) => c.products).flatMap((p) => p.modgroups ?? []).find((g) => g.id === 't-weekend-extra')!;
    group.daysOfWeek = days;
    return JSON.stringify(copy, null, 2);
  }
  const daysOf = (loaded: ReturnType<typeof loadMenu>) =>
    loaded.ok ? loaded.menu.subMenus.flatMap((c) => c.products).flatMap((p) => p.modgroups ?? []).find((g) => g.id === 't-weekend-extra')?.daysOfWeek : undefined;

  it.each([
    ['a range', 'sat-sun', [0, 6]],
    ['a list of names', ['mon', 'wed'], [1, 3]],
    ['a range wrapping the week', 'fri-mon', [0, 1, 5, 6]],
    ['legacy numbers', [2, 4], [2, 4]],
  ] as const)('reads daysOfWeek written as %s as numbers 0-6', (_name, days, expected) => {
    const got = daysOf(loadMenu({ text: menuText(days), file: 'shop.menu.json' })) as number[];
    expect([...got].sort()).toEqual(expected);
  });

  it('refuses a daysOfWeek that names no weekday at its line and column', () => {
    const text = menuText('weekends');
    const loaded = loadMenu({ text, file: 'shop.menu.json' });
    expect(loaded.ok).toBe(false);
    const f = loaded.findings.find((x) => x.code === 'BAD_DAYS')!;
    expect(f).toMatchObject({ file: 'shop.menu.json', ...positionOf(text, '"weekends"') });
    expect(f.path).toMatch(/\/modgroups\/\d+\/daysOfWeek$/);
  });
});

describe('properties', () => {
  const legacyHours = fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }).chain((days) =>
    fc.tuple(...days.map((day) => fc.tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 1440 })).map(([f, len]) => ({ day, timeRanges: [{ from: f * 60_000, to: (f + len) * 60_000 }] })))),
  );

  it('legacy hours written in the human form read back as the same hours', () => {
    fc.assert(
      fc.property(legacyHours, (hours) => {
        const findings: unknown[] = [];
        const back = normalizeHours(humanizeHours(hours), ['h'], { report: (...a: unknown[]) => void findings.push(a) });
        expect(findings).toEqual([]);
        const key = (h: { day: unknown }[]): unknown[] => [...h].sort((a, b) => Number(a.day) - Number(b.day));
        expect(key(back as { day: unknown }[])).toEqual(key(hours));
      }),
    );
  });
});
