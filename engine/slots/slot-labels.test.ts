/** Time slot labels over a week or more of scheduling: every label names one time only. */
import { describe, expect, it } from 'vitest';
import type { DayHours } from '../../schemas/generated/types.js';
import type { LoadedSettings } from '../../schemas/profile-types.js';
import { makeTestProfile } from '../menu/test-profile.js';
import { listTimeSlots } from './list-time-slots.js';
import { dueTime } from './promised-time.js';

const H = 3_600_000;
const everyDay = (from: number, to: number): DayHours[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, timeRanges: [{ from, to }] }));
const shop = (settings: Partial<LoadedSettings>) =>
  makeTestProfile({ settings: { hours: { pickUp: everyDay(16 * H, 18 * H), delivery: everyDay(16 * H, 18 * H) }, ...settings } });
/** Tuesday 2026-03-10, 12:00 in Los Angeles (PDT, UTC-7): before the 4 PM opening. */
const TUESDAY_NOON = Date.parse('2026-03-10T19:00:00Z');

describe('slot labels a week ahead', () => {
  it('a week of scheduling offers this Tuesday and next: the later one names its date', () => {
    const { slots } = listTimeSlots(shop({ scheduledOrderDaysAllowed: 7 }), 'pickup', TUESDAY_NOON);
    const labels = slots.map((s) => s.label);
    // 4:00 PM to 5:30 PM, today and on each of the next seven days.
    expect(labels.slice(0, 4)).toEqual(['Tue 4:00 PM', 'Tue 4:30 PM', 'Tue 5:00 PM', 'Tue 5:30 PM']);
    expect(labels.slice(24, 28)).toEqual(['Mon 4:00 PM', 'Mon 4:30 PM', 'Mon 5:00 PM', 'Mon 5:30 PM']);
    expect(labels.slice(28)).toEqual(['Tue Mar 17, 4:00 PM', 'Tue Mar 17, 4:30 PM', 'Tue Mar 17, 5:00 PM', 'Tue Mar 17, 5:30 PM']);
    expect(slots.at(-1)?.value).toBe('2026-03-17T17:30:00-07:00');
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('delivery windows name the date the same way', () => {
    const labels = listTimeSlots(shop({ scheduledOrderDaysAllowed: 8 }), 'delivery', TUESDAY_NOON).slots.map((s) => s.label);
    expect(labels.slice(0, 1)).toEqual(['Tue 4:00 PM – 4:45 PM']);
    expect(labels.slice(-5)).toEqual(['Tue Mar 17, 5:30 PM – 6:15 PM', 'Wed Mar 18, 4:00 PM – 4:45 PM', 'Wed Mar 18, 4:30 PM – 5:15 PM', 'Wed Mar 18, 5:00 PM – 5:45 PM', 'Wed Mar 18, 5:30 PM – 6:15 PM']);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('six days ahead the weekday alone is unique and stays short', () => {
    const labels = listTimeSlots(shop({ scheduledOrderDaysAllowed: 6 }), 'pickup', TUESDAY_NOON).slots.map((s) => s.label);
    expect(labels.at(-1)).toBe('Mon 5:30 PM');
    expect(labels.every((l) => !l.includes(','))).toBe(true);
  });
});

describe('dueTime: the receipt\'s due time', () => {
  const LA = 'America/Los_Angeles';
  it.each([
    ['the same day: weekday and time', '2026-03-10T23:00:00Z', 'Tuesday 4:00 PM'],
    ['six days after: still the weekday alone', '2026-03-16T23:00:00Z', 'Monday 4:00 PM'],
    ['a week after: the weekday would also be the day it was placed, so the date too', '2026-03-17T23:00:00Z', 'Tuesday, March 17, 4:00 PM'],
    ['eight days after', '2026-03-18T23:30:00Z', 'Wednesday, March 18, 4:30 PM'],
    // Read on the shop's clock: 00:30 UTC on the 18th is the evening of the 17th in Los Angeles.
    ['the shop\'s calendar day, not UTC\'s', '2026-03-17T00:30:00Z', 'Monday 5:30 PM'],
  ])('%s', (_name, iso, expected) => {
    expect(dueTime(iso, LA, TUESDAY_NOON)).toBe(expected);
  });
});
