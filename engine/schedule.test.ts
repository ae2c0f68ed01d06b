import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Schedule } from '../schemas/generated/types.js';
import { isWhenActive, localParts } from './schedule.js';
import type { When } from './schedule.js';

const LA = 'America/Los_Angeles';
const at = (iso: string): number => Date.parse(iso);

describe('localParts (America/Los_Angeles)', () => {
  it.each([
    // utc instant, weekday, minutes, date, previousDate, offset
    ['2026-03-07T07:00:00Z', 5, 23 * 60, '2026-03-06', '2026-03-05', -480], // Fri 23:00 PST
    ['2026-03-08T09:59:00Z', 0, 1 * 60 + 59, '2026-03-08', '2026-03-07', -480], // 01:59 PST, before spring forward
    ['2026-03-08T10:00:00Z', 0, 3 * 60, '2026-03-08', '2026-03-07', -420], // 03:00 PDT, right after
    ['2026-11-01T08:30:00Z', 0, 90, '2026-11-01', '2026-10-31', -420], // first 01:30 (PDT)
    ['2026-11-01T09:30:00Z', 0, 90, '2026-11-01', '2026-10-31', -480], // second 01:30 (PST)
    ['2026-01-01T07:59:00Z', 3, 1439, '2025-12-31', '2025-12-30', -480], // Wed 23:59 on New Year's Eve
    ['2024-03-01T08:00:00Z', 5, 0, '2024-03-01', '2024-02-29', -480], // leap day is the day before
  ])('%s → weekday %i, minute %i, %s', (iso, weekday, minutes, date, previousDate, offset) => {
    expect(localParts(at(iso), LA)).toEqual({ weekday, minutes, date, previousDate, offsetMinutes: offset });
  });

  it('throws on an unknown zone (the loader rejects such profiles)', () => {
    expect(() => localParts(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

const named: Record<string, Schedule> = { weekend: { days: [0, 6] }, lunch: { from: '11:00', to: '14:00' } };

describe('isWhenActive (America/Los_Angeles)', () => {
  const fridayNight: Schedule = { days: [5], from: '22:00', to: '02:00' };
  const noho: Schedule = { days: [1, 2], from: '00:00', to: '16:00' };
  const march8: Schedule = { dateFrom: '2026-03-08', dateTo: '2026-03-08' };
  it.each<[string, When, string, boolean]>([
    ['Fri 22-02 at Fri 23:00', fridayNight, '2026-03-07T07:00:00Z', true],
    ['Fri 22-02 at Sat 01:00 (window opened Friday)', fridayNight, '2026-03-07T09:00:00Z', true],
    ['Fri 22-02 at Sat 02:00 (to is exclusive)', fridayNight, '2026-03-07T10:00:00Z', false],
    ['Fri 22-02 at Sat 23:00 (Saturday not listed)', fridayNight, '2026-03-08T07:00:00Z', false],
    ['Fri 22-02 at Fri 01:00 (that window opened Thursday)', fridayNight, '2026-03-06T09:00:00Z', false],
    ['Fri 22-02 at Fri 21:59', fridayNight, '2026-03-07T05:59:00Z', false],
    ['noho Mon 15:59 PDT', noho, '2026-03-09T22:59:00Z', true],
    ['noho Mon 16:00 PDT', noho, '2026-03-09T23:00:00Z', false],
    ['noho Tue 00:00 PDT', noho, '2026-03-10T07:00:00Z', true],
    ['noho Wed 10:00 PDT', noho, '2026-03-11T17:00:00Z', false],
    ['date range: Mar 7 23:59 PST', march8, '2026-03-08T07:59:00Z', false],
    ['date range: Mar 8 00:00 PST', march8, '2026-03-08T08:00:00Z', true],
    ['date range: Mar 8 23:59 PDT', march8, '2026-03-09T06:59:00Z', true],
    ['date range: Mar 9 00:00 PDT', march8, '2026-03-09T07:00:00Z', false],
    ['02:00-03:00 on spring-forward day, 01:59 PST', { from: '02:00', to: '03:00' }, '2026-03-08T09:59:00Z', false],
    ['02:00-03:00 on spring-forward day, 03:00 PDT', { from: '02:00', to: '03:00' }, '2026-03-08T10:00:00Z', false],
    ['01:00-02:00 on fall-back day, first 01:30', { from: '01:00', to: '02:00' }, '2026-11-01T08:30:00Z', true],
    ['01:00-02:00 on fall-back day, second 01:30', { from: '01:00', to: '02:00' }, '2026-11-01T09:30:00Z', true],
    ['01:00-02:00 on fall-back day, 02:00 PST', { from: '01:00', to: '02:00' }, '2026-11-01T10:00:00Z', false],
    ['20:00-24:00 at Fri 23:59', { from: '20:00', to: '24:00' }, '2026-03-07T07:59:00Z', true],
    ['only from 16:00 at Sat 01:00', { from: '16:00' }, '2026-03-07T09:00:00Z', false],
    ['only from 16:00 at Fri 23:00', { from: '16:00' }, '2026-03-07T07:00:00Z', true],
    ['only to 16:00 at Sat 01:00', { to: '16:00' }, '2026-03-07T09:00:00Z', true],
    ['named weekend on Saturday', 'weekend', '2026-03-07T20:00:00Z', true],
    ['named weekend on Friday', 'weekend', '2026-03-06T20:00:00Z', false],
    ['unknown name never holds', 'no-such-schedule', '2026-03-07T20:00:00Z', false],
    ['list: any member', ['no-such-schedule', { days: [5] }], '2026-03-06T20:00:00Z', true],
    ['list: named lunch holds at Fri 12:00 PST', ['weekend', 'lunch'], '2026-03-06T20:00:00Z', true],
  ])('%s', (_name, when, iso, expected) => {
    expect(isWhenActive(when, at(iso), LA, named)).toBe(expected);
  });

  it('list with no member active', () => {
    // Fri 2026-03-06T23:00Z is 15:00 PST: not lunch, not a weekend day.
    expect(isWhenActive(['weekend', 'lunch'], at('2026-03-06T23:00:00Z'), LA, named)).toBe(false);
  });
});

describe('properties', () => {
  const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) });
  const clock = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  const days = fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 });

  it('an empty schedule always holds', () => {
    fc.assert(fc.property(instant, (now) => isWhenActive({}, now, LA, undefined)));
  });

  it('an overnight window is its evening part on the opening day or its morning part the day after', () => {
    fc.assert(
      fc.property(instant, clock, clock, days, (now, a, b, d) => {
        const [from, to] = a > b ? [a, b] : [b, a];
        if (from === to) return;
        const p = localParts(now, LA);
        const evening = isWhenActive({ days: d as [number], from }, now, LA, undefined);
        const morning = p.minutes < Number(to.slice(0, 2)) * 60 + Number(to.slice(3)) && d.includes((p.weekday + 6) % 7);
        expect(isWhenActive({ days: d as [number], from, to }, now, LA, undefined)).toBe(evening || morning);
      }),
    );
  });

  it('a list holds exactly when one of its members holds', () => {
    fc.assert(
      fc.property(instant, days, days, (now, d1, d2) => {
        const s1 = { days: d1 as [number] };
        const s2 = { days: d2 as [number], from: '10:00', to: '18:00' };
        expect(isWhenActive([s1, s2], now, LA, undefined)).toBe(
          isWhenActive(s1, now, LA, undefined) || isWhenActive(s2, now, LA, undefined),
        );
      }),
    );
  });

  it('weekday and minutes agree with luxon-free arithmetic on a fixed-offset zone', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const p = localParts(now, 'UTC');
        expect(p.weekday).toBe(new Date(now).getUTCDay());
        expect(p.minutes).toBe(new Date(now).getUTCHours() * 60 + new Date(now).getUTCMinutes());
        expect(p.date).toBe(new Date(now).toISOString().slice(0, 10));
      }),
    );
  });
});
