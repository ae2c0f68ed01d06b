import { describe, expect, it } from 'vitest';
import type { LoadedSpecialHours } from '../../schemas/profile-types.js';
import { explainProfile } from '../explain/index.js';
import { makeTestProfile } from '../menu/test-profile.js';
import { lintProfile } from './index.js';
import { isCalendarDate } from './special-hours-checks.js';

const lint = (specialHours: LoadedSpecialHours[]) =>
  lintProfile(makeTestProfile({ settings: { specialHours } }), { file: 'shop.profile.json' }).map((f) => ({ code: f.code, path: f.path, message: f.message, hint: f.hint }));

describe('lint: special dates', () => {
  it.each([['2025-02-29', false], ['2024-02-29', true], ['2025-04-31', false], ['2025-13-01', false], ['2025-11-27', true], ['1900-02-29', false], ['2000-02-29', true]])('%s is a calendar date: %s', (d, ok) => {
    expect(isCalendarDate(d)).toBe(ok);
  });

  it('reports a date that does not exist, a reversed range and an overlap, each with its path and a hint', () => {
    expect(lint([
      { date: '2025-02-30', closed: true },
      { dateFrom: '2025-12-26', dateTo: '2025-12-24', closed: true },
      { dateFrom: '2025-12-20', dateTo: '2025-12-31', closed: true, note: 'winter break' },
      { date: '2025-12-25', closed: true },
    ])).toEqual([
      { code: 'BAD_DATE', path: '/settings/specialHours/0/date', message: '"2025-02-30" is not a calendar date.', hint: 'Write a date as YYYY-MM-DD, e.g. "2025-11-27"; give "date" for one day, or "dateFrom" and "dateTo" for several.' },
      { code: 'DATE_RANGE_REVERSED', path: '/settings/specialHours/1/dateTo', message: 'Special date 2 ends on 2025-12-24, before it starts on 2025-12-26.', hint: 'Swap "dateFrom" and "dateTo", or correct the one that is wrong.' },
      { code: 'SPECIAL_HOURS_OVERLAP', path: '/settings/specialHours/3', message: 'Special dates 3 and 4 both cover 2025-12-25; only the first would apply.', hint: 'Give each day one entry: shorten one of the ranges or merge the two.' },
    ]);
  });

  it('a date that neither closes nor gives hours, or closes and gives hours, is reported', () => {
    expect(lint([{ date: '2025-07-04' }, { date: '2025-07-05', closed: true, pickUp: [] }]).map((f) => f.code)).toEqual(['MISSING_FIELD', 'CONFLICTING_FIELDS']);
    expect(lint([{ date: '2025-11-27', closed: true, note: 'Thanksgiving' }, { dateFrom: '2025-12-24', dateTo: '2025-12-24', pickUp: [{ from: 39_600_000, to: 54_000_000 }] }])).toEqual([]);
  });
});

describe('explain: special dates and capacity', () => {
  it('prints each in plain English', () => {
    const profile = makeTestProfile({ settings: {
      specialHours: [{ date: '2025-11-27', closed: true, note: 'Thanksgiving' }, { dateFrom: '2025-12-24', dateTo: '2025-12-26', pickUp: [{ from: 39_600_000, to: 54_000_000 }], delivery: [] }],
      capacity: { slotMinutes: 15, maxOrders: 6, maxItems: 30 },
    } });
    expect(explainProfile(profile).filter((e) => e.kind !== 'delivery-fee').map((e) => e.text)).toEqual([
      'On 2025-11-27 the shop is closed all day: no pickup, delivery or dine-in, and no order can be due then (Thanksgiving).',
      'From 2025-12-24 to 2025-12-26 the hours are: pickup and dine-in 11:00 AM-3:00 PM; no delivery.',
      'Time slots are 15 minutes apart; each takes at most 6 orders and 30 items, pickup, delivery and dine-in together; a full slot is not offered and ASAP moves to the first slot with room.',
    ]);
  });
});
