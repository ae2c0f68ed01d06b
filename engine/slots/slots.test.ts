import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import type { DayHours } from '../../schemas/generated/types.js';
import type { LoadedSettings } from '../../schemas/profile-types.js';
import { makeTestProfile } from '../menu/test-profile.js';
import { isSlotOffered, listTimeSlots } from './list-time-slots.js';

const H = 3_600_000;
const LA = 'America/Los_Angeles';
const everyDay = (from: number, to: number): DayHours[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, timeRanges: [{ from, to }] }));
const shop = (hours: DayHours[], settings: Partial<LoadedSettings> = {}) =>
  makeTestProfile({ settings: { hours: { pickUp: hours, delivery: hours }, ...settings } });
const at = (iso: string): number => Date.parse(iso);

const lunchToTen = shop(everyDay(11 * H, 22 * H));

describe('listTimeSlots: ordinary days (America/Los_Angeles)', () => {
  it('before opening: no ASAP, every half hour from opening to the last before closing', () => {
    const { slots, message } = listTimeSlots(lunchToTen, 'pickup', at('2026-03-10T17:00:00Z')); // Tue 10:00 PDT
    expect(message).toBeUndefined();
    expect(slots).toHaveLength(22); // 11:00 .. 21:30
    expect(slots[0]).toEqual({ value: '2026-03-10T11:00:00-07:00', label: 'Tue 11:00 AM', start: '2026-03-10T11:00:00-07:00' });
    expect(slots[21]?.label).toBe('Tue 9:30 PM');
  });

  it('while open: ASAP first, then slots at least the lead time away', () => {
    const { slots } = listTimeSlots(lunchToTen, 'pickup', at('2026-03-10T19:10:00Z')); // Tue 12:10 PDT
    expect(slots[0]).toEqual({ value: 'ASAP', label: 'ASAP (about 25 min)', start: '2026-03-10T12:35:00-07:00' });
    expect(slots[1]?.value).toBe('2026-03-10T13:00:00-07:00'); // 12:30 < 12:35
    expect(slots).toHaveLength(1 + 18); // 13:00 .. 21:30
  });

  it.each([
    ['2026-03-10T19:05:00Z', '2026-03-10T12:30:00-07:00'], // 12:05 + 25 = 12:30 exactly: offered
    ['2026-03-10T19:06:00Z', '2026-03-10T13:00:00-07:00'], // 12:06 + 25 = 12:31
  ])('lead time boundary at %s → first slot %s', (now, first) => {
    expect(listTimeSlots(lunchToTen, 'pickup', at(now)).slots[1]?.value).toBe(first);
  });

  it('delivery: 45-minute lead and a 45-minute window', () => {
    const { slots } = listTimeSlots(lunchToTen, 'delivery', at('2026-03-10T19:10:00Z'));
    expect(slots[0]).toEqual({ value: 'ASAP', label: 'ASAP (about 45 min)', start: '2026-03-10T12:55:00-07:00' });
    expect(slots[1]).toEqual({
      value: '2026-03-10T13:00:00-07:00',
      label: 'Tue 1:00 PM – 1:45 PM',
      start: '2026-03-10T13:00:00-07:00',
      end: '2026-03-10T13:45:00-07:00',
    });
  });

  it('custom lead times come from the settings', () => {
    const p = shop(everyDay(11 * H, 22 * H), { approxPickupWaitInMinutes: 40, leadTime: { defaultDeliveryEstimate: 60 } });
    const now = at('2026-03-10T19:10:00Z'); // 12:10
    expect(listTimeSlots(p, 'pickup', now).slots.slice(0, 2).map((s) => s.label)).toEqual(['ASAP (about 40 min)', 'Tue 1:00 PM']);
    expect(listTimeSlots(p, 'delivery', now).slots.slice(0, 2).map((s) => s.label)).toEqual(['ASAP (about 60 min)', 'Tue 1:30 PM – 2:15 PM']);
  });

  it('scheduledOrderDaysAllowed adds whole days', () => {
    const p = shop(everyDay(11 * H, 22 * H), { scheduledOrderDaysAllowed: 1 });
    const { slots } = listTimeSlots(p, 'pickup', at('2026-03-11T04:40:00Z')); // Tue 21:40 PDT
    expect(slots).toHaveLength(1 + 22); // ASAP, then Wed 11:00 .. 21:30
    expect(slots[1]).toMatchObject({ value: '2026-03-11T11:00:00-07:00', label: 'Wed 11:00 AM' });
    expect(slots[22]?.label).toBe('Wed 9:30 PM');
  });

  it('disableScheduling offers ASAP only, and nothing while closed', () => {
    const p = shop(everyDay(11 * H, 22 * H), { disableScheduling: true, scheduledOrderDaysAllowed: 3 });
    expect(listTimeSlots(p, 'pickup', at('2026-03-10T19:10:00Z')).slots.map((s) => s.value)).toEqual(['ASAP']);
    expect(listTimeSlots(p, 'pickup', at('2026-03-10T17:00:00Z'))).toEqual({
      slots: [],
      message: 'not available to order at this time',
    });
  });

  it('no hours: the message instead of a picker', () => {
    expect(listTimeSlots(shop([]), 'delivery', at('2026-03-10T19:10:00Z'))).toEqual({
      slots: [],
      message: 'not available to order at this time',
    });
  });

  it('separate pickup and delivery hours', () => {
    const p = makeTestProfile({ settings: { hours: { pickUp: everyDay(11 * H, 22 * H), delivery: everyDay(17 * H, 21 * H) } } });
    const now = at('2026-03-10T19:10:00Z');
    expect(listTimeSlots(p, 'delivery', now).slots.map((s) => s.label)).toEqual([
      'Tue 5:00 PM – 5:45 PM', 'Tue 5:30 PM – 6:15 PM', 'Tue 6:00 PM – 6:45 PM', 'Tue 6:30 PM – 7:15 PM',
      'Tue 7:00 PM – 7:45 PM', 'Tue 7:30 PM – 8:15 PM', 'Tue 8:00 PM – 8:45 PM', 'Tue 8:30 PM – 9:15 PM',
    ]);
  });
});

describe('listTimeSlots: past midnight', () => {
  // Friday 18:00 to 02:00 Saturday; no other hours.
  const lateFriday = (days: number) =>
    shop([{ day: 5, timeRanges: [{ from: 18 * H, to: 26 * H }] }], { scheduledOrderDaysAllowed: days });

  it.each([
    ['Fri 23:00 PST, no extra days', 0, '2026-03-07T07:00:00Z',
      ['ASAP', '2026-03-06T23:30:00-08:00', '2026-03-07T00:00:00-08:00', '2026-03-07T00:30:00-08:00', '2026-03-07T01:00:00-08:00', '2026-03-07T01:30:00-08:00']],
    ['Sat 00:30 PST, still Friday\'s range', 0, '2026-03-07T08:30:00Z',
      ['ASAP', '2026-03-07T01:00:00-08:00', '2026-03-07T01:30:00-08:00']],
    ['Sat 01:50 PST: open, nothing left to schedule', 0, '2026-03-07T09:50:00Z', ['ASAP']],
    ['Sat 02:00 PST: closed', 0, '2026-03-07T10:00:00Z', []],
  ])('%s', (_name, days, now, values) => {
    expect(listTimeSlots(lateFriday(days), 'pickup', at(now)).slots.map((s) => s.value)).toEqual(values);
  });

  it('labels carry the slot\'s own weekday', () => {
    const labels = listTimeSlots(lateFriday(0), 'pickup', at('2026-03-07T07:00:00Z')).slots.map((s) => s.label);
    expect(labels).toEqual(['ASAP (about 25 min)', 'Fri 11:30 PM', 'Sat 12:00 AM', 'Sat 12:30 AM', 'Sat 1:00 AM', 'Sat 1:30 AM']);
  });
});

describe('listTimeSlots: daylight-saving changes', () => {
  // Saturday 20:00 to 04:00 Sunday.
  const saturdayLate = shop([{ day: 6, timeRanges: [{ from: 20 * H, to: 28 * H }] }]);

  it('spring forward (2026-03-08): 02:00 and 02:30 do not exist and are skipped', () => {
    const { slots } = listTimeSlots(saturdayLate, 'pickup', at('2026-03-08T07:50:00Z')); // Sat 23:50 PST
    expect(slots.map((s) => s.value)).toEqual([
      'ASAP',
      '2026-03-08T00:30:00-08:00',
      '2026-03-08T01:00:00-08:00',
      '2026-03-08T01:30:00-08:00',
      '2026-03-08T03:00:00-07:00',
      '2026-03-08T03:30:00-07:00',
    ]);
  });

  it('fall back (2026-11-01): the repeated hour is offered twice, every 30 minutes of real time, named by zone', () => {
    // Sat 23:50 PDT + 25 min lead = 00:15 PDT. The clock goes from 1:59 AM PDT back to 1:00 AM PST
    // (09:00Z), so 1:00 and 1:30 AM come twice: 08:00Z, 08:30Z (PDT), 09:00Z, 09:30Z (PST).
    const { slots } = listTimeSlots(saturdayLate, 'pickup', at('2026-11-01T06:50:00Z')); // Sat 23:50 PDT
    expect(slots.map((s) => [s.value, s.label])).toEqual([
      ['ASAP', 'ASAP (about 25 min)'],
      ['2026-11-01T00:30:00-07:00', 'Sun 12:30 AM'],
      ['2026-11-01T01:00:00-07:00', 'Sun 1:00 AM PDT'],
      ['2026-11-01T01:30:00-07:00', 'Sun 1:30 AM PDT'],
      ['2026-11-01T01:00:00-08:00', 'Sun 1:00 AM PST'],
      ['2026-11-01T01:30:00-08:00', 'Sun 1:30 AM PST'],
      ['2026-11-01T02:00:00-08:00', 'Sun 2:00 AM'],
      ['2026-11-01T02:30:00-08:00', 'Sun 2:30 AM'],
      ['2026-11-01T03:00:00-08:00', 'Sun 3:00 AM'],
      ['2026-11-01T03:30:00-08:00', 'Sun 3:30 AM'],
    ]);
  });

  it('fall back: a shop open all night at 00:40 PDT offers 1:30 PDT, then both PST half-hours of the repeated hour', () => {
    const allDay = shop(everyDay(0, 24 * H));
    // 00:40 PDT (07:40Z) + 25 min = 01:05 PDT: 1:00 AM PDT is too soon, 1:30 AM PDT (08:30Z) is first.
    const { slots } = listTimeSlots(allDay, 'pickup', at('2026-11-01T00:40:00-07:00'));
    expect(slots.slice(0, 6).map((s) => [s.value, s.label])).toEqual([
      ['ASAP', 'ASAP (about 25 min)'],
      ['2026-11-01T01:30:00-07:00', 'Sun 1:30 AM PDT'],
      ['2026-11-01T01:00:00-08:00', 'Sun 1:00 AM PST'],
      ['2026-11-01T01:30:00-08:00', 'Sun 1:30 AM PST'],
      ['2026-11-01T02:00:00-08:00', 'Sun 2:00 AM'],
      ['2026-11-01T02:30:00-08:00', 'Sun 2:30 AM'],
    ]);
    // 08:30Z to 23:30 PST (07:30Z Monday) every 30 minutes of real time: 23 h = 46 steps, 47 slots.
    const starts = slots.slice(1).map((s) => Date.parse(s.value));
    expect(starts).toHaveLength(47);
    expect(starts.slice(1).map((t, i) => t - starts[i]!)).toEqual(Array(46).fill(30 * 60_000));
    expect(isSlotOffered(allDay, 'pickup', '2026-11-01T01:00:00-08:00', at('2026-11-01T00:40:00-07:00'))).toBe(true);
    expect(isSlotOffered(allDay, 'pickup', '2026-11-01T01:30:00-08:00', at('2026-11-01T00:40:00-07:00'))).toBe(true);
  });

  it('fall back: a range closing at 02:00 stays open through the second 1:00 and 1:30 AM (PST)', () => {
    // Saturday 17:00 to 02:00 Sunday. 1:40 AM PDT (08:40Z) + 25 min = 09:05Z, which is 1:05 AM PST:
    // 1:30 AM PST (09:30Z) is the one slot left before 2:00 AM PST (10:00Z).
    const lateSaturday = shop([{ day: 6, timeRanges: [{ from: 17 * H, to: 26 * H }] }]);
    const { slots } = listTimeSlots(lateSaturday, 'pickup', at('2026-11-01T01:40:00-07:00'));
    expect(slots.map((s) => [s.value, s.label])).toEqual([
      ['ASAP', 'ASAP (about 25 min)'],
      ['2026-11-01T01:30:00-08:00', 'Sun 1:30 AM PST'],
    ]);
  });

  it('fall back: a delivery window across or inside the repeated hour names the zone at both ends', () => {
    // Sat 23:00 PDT; delivery takes 45 minutes. 1:30 AM PDT + 45 minutes is 1:15 AM PST (the clock went back at 2:00 AM PDT).
    const labels = listTimeSlots(saturdayLate, 'delivery', at('2026-11-01T06:00:00Z')).slots.map((s) => s.label);
    expect(labels.slice(1, 8)).toEqual([
      'Sun 12:00 AM – 12:45 AM',
      'Sun 12:30 AM – 1:15 AM',
      'Sun 1:00 AM PDT – 1:45 AM PDT',
      'Sun 1:30 AM PDT – 1:15 AM PST',
      'Sun 1:00 AM PST – 1:45 AM PST',
      'Sun 1:30 AM PST – 2:15 AM PST',
      'Sun 2:00 AM – 2:45 AM',
    ]);
  });

  it('spring forward: labels name no zone, and 2:00 and 2:30 AM are not offered', () => {
    const allDay = shop(everyDay(0, 24 * H));
    // Sun 00:40 PST (08:40Z) + 25 min = 01:05 PST; at 2:00 AM PST the clock jumps to 3:00 AM PDT (10:00Z).
    const { slots } = listTimeSlots(allDay, 'pickup', at('2026-03-08T00:40:00-08:00'));
    expect(slots.slice(1, 5).map((s) => [s.value, s.label])).toEqual([
      ['2026-03-08T01:30:00-08:00', 'Sun 1:30 AM'],
      ['2026-03-08T03:00:00-07:00', 'Sun 3:00 AM'],
      ['2026-03-08T03:30:00-07:00', 'Sun 3:30 AM'],
      ['2026-03-08T04:00:00-07:00', 'Sun 4:00 AM'],
    ]);
  });

  it('spring forward: a delivery window across the skipped hour names the zone at both ends', () => {
    // Sat 23:00 PST. 1:30 AM PST + 45 minutes is 3:15 AM PDT (the clock jumped from 2:00 to 3:00).
    const labels = listTimeSlots(saturdayLate, 'delivery', at('2026-03-08T07:00:00Z')).slots.map((s) => s.label);
    expect(labels.slice(3, 5)).toEqual(['Sun 1:00 AM – 1:45 AM', 'Sun 1:30 AM PST – 3:15 AM PDT']);
  });

  it('fall back in a zone without English abbreviations: the UTC offsets tell the ends apart', () => {
    // Berlin, Sunday 2026-10-25: 3:00 AM CEST goes back to 2:00 AM CET. Sat 23:00 CEST is 21:00Z.
    const berlin = makeTestProfile({ timeZone: 'Europe/Berlin', settings: { hours: { pickUp: [], delivery: [{ day: 6, timeRanges: [{ from: 20 * H, to: 28 * H }] }] } } });
    const labels = listTimeSlots(berlin, 'delivery', at('2026-10-24T21:00:00Z')).slots.map((s) => s.label);
    // 2:00 and 2:30 AM come twice (CEST, then CET); 3:00 AM once.
    expect(labels.slice(5, 10)).toEqual([
      'Sun 2:00 AM GMT+2 – 2:45 AM GMT+2',
      'Sun 2:30 AM GMT+2 – 2:15 AM GMT+1',
      'Sun 2:00 AM GMT+1 – 2:45 AM GMT+1',
      'Sun 2:30 AM GMT+1 – 3:15 AM GMT+1',
      'Sun 3:00 AM – 3:45 AM',
    ]);
  });

  it('hours are wall-clock times on the change day', () => {
    const p = shop(everyDay(11 * H, 13 * H));
    expect(listTimeSlots(p, 'pickup', at('2026-03-08T09:00:00Z')).slots.map((s) => s.value)).toEqual([
      '2026-03-08T11:00:00-07:00', '2026-03-08T11:30:00-07:00', '2026-03-08T12:00:00-07:00', '2026-03-08T12:30:00-07:00',
    ]);
    expect(listTimeSlots(p, 'pickup', at('2026-11-01T09:00:00Z')).slots.map((s) => s.value)).toEqual([
      '2026-11-01T11:00:00-08:00', '2026-11-01T11:30:00-08:00', '2026-11-01T12:00:00-08:00', '2026-11-01T12:30:00-08:00',
    ]);
  });
});

describe('isSlotOffered', () => {
  const now = at('2026-03-10T19:10:00Z'); // Tue 12:10 PDT
  it.each([
    ['ASAP', true],
    ['2026-03-10T13:00:00-07:00', true],
    ['2026-03-10T20:00:00.000Z', true], // the same instant as 13:00 PDT, another offset
    ['2026-03-10T12:30:00-07:00', false], // inside the lead time
    ['2026-03-10T13:15:00-07:00', false], // not on the half hour
    ['2026-03-10T22:00:00-07:00', false], // closing time
    ['not a time', false],
    ['2026-03-10T13:00:00', true], // no offset: the shop's clock, 13:00 PDT
    ['2026-03-10T13:00', true],
    ['2026-03-10T12:30', false], // inside the lead time on the shop's clock
    ['2026-02-30T13:00', false], // no such date
  ])('%s → %s', (value, offered) => {
    expect(isSlotOffered(lunchToTen, 'pickup', value, now)).toBe(offered);
  });

  it('reads a time without an offset on the shop clock across spring forward (02:30 does not exist on 2026-03-08)', () => {
    const allNight = shop([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, timeRanges: [{ from: 0, to: 24 * H }] })), { scheduledOrderDaysAllowed: 1 });
    const saturdayEvening = at('2026-03-08T04:00:00Z'); // Sat 20:00 PST
    expect(isSlotOffered(allNight, 'pickup', '2026-03-08T01:30', saturdayEvening)).toBe(true);
    expect(isSlotOffered(allNight, 'pickup', '2026-03-08T02:30', saturdayEvening)).toBe(false);
    expect(isSlotOffered(allNight, 'pickup', '2026-03-08T03:00', saturdayEvening)).toBe(true);
  });

  it('ASAP is not offered while closed', () => {
    expect(isSlotOffered(lunchToTen, 'pickup', 'ASAP', at('2026-03-10T17:00:00Z'))).toBe(false);
  });
});

describe('properties', () => {
  const range = fc
    .tuple(fc.integer({ min: 0, max: 48 }), fc.integer({ min: 1, max: 30 }))
    .map(([start, len]) => ({ from: start * 30 * 60_000, to: Math.min(start + len, 96) * 30 * 60_000 }));
  const hours = fc.array(
    fc.record({ day: fc.integer({ min: 0, max: 6 }), timeRanges: fc.array(range, { minLength: 1, maxLength: 2 }) }),
    { maxLength: 7 },
  );
  // Instants through 2026, including both change days.
  const instant = fc.oneof(
    fc.integer({ min: at('2026-01-01T00:00:00Z'), max: at('2027-01-01T00:00:00Z') }),
    fc.integer({ min: at('2026-03-07T00:00:00Z'), max: at('2026-03-09T12:00:00Z') }),
    fc.integer({ min: at('2026-10-31T00:00:00Z'), max: at('2026-11-02T12:00:00Z') }),
  );

  /** Whether the wall-clock instant t falls in an open range (checked independently of the engine). */
  function isOpen(h: DayHours[], t: number): boolean {
    const dt = DateTime.fromMillis(t, { zone: LA });
    const msOfDay = (dt.hour * 60 + dt.minute) * 60_000;
    const weekday = dt.weekday % 7;
    const prev = (weekday + 6) % 7;
    return h.some((d) => d.timeRanges.some((r) =>
      (d.day === weekday && msOfDay >= r.from && msOfDay < r.to) ||
      (d.day === prev && msOfDay + 86_400_000 >= r.from && msOfDay + 86_400_000 < r.to)));
  }

  it('is open for ASAP through the repeated hour of a fall-back night, read on the clock', () => {
    // Sunday 2026-11-01, Los Angeles: 01:00-01:30 happens at 08:00Z (PDT) and again at 09:00Z (PST).
    const p = shop([{ day: 0, timeRanges: [{ from: 3_600_000, to: 5_400_000 }] }], { scheduledOrderDaysAllowed: 0 });
    for (const now of [at('2026-11-01T08:10:00Z'), at('2026-11-01T09:00:00Z'), at('2026-11-01T09:29:00Z')]) {
      expect(listTimeSlots(p, 'pickup', now).slots[0]?.value).toBe('ASAP');
      expect(isSlotOffered(p, 'pickup', 'ASAP', now)).toBe(true);
    }
    // Between the two runs (01:30-02:00 PDT) and after the second, the clock reads past closing.
    for (const now of [at('2026-11-01T08:40:00Z'), at('2026-11-01T09:30:00Z')]) {
      expect(isSlotOffered(p, 'pickup', 'ASAP', now)).toBe(false);
    }
  });

  it('slots are increasing, on the half hour, at least the lead time away, inside open ranges, and offered', () => {
    fc.assert(
      fc.property(hours, instant, fc.integer({ min: 0, max: 2 }), fc.constantFrom('pickup', 'delivery'), (h, now, days, type) => {
        const p = shop(h, { scheduledOrderDaysAllowed: days });
        const lead = type === 'pickup' ? 25 : 45;
        const { slots, message } = listTimeSlots(p, type, now);
        expect(message === undefined).toBe(slots.length > 0);
        let last = -Infinity;
        slots.forEach((s, i) => {
          if (s.value === 'ASAP') {
            expect(i).toBe(0);
            expect(isOpen(h, now)).toBe(true);
            return;
          }
          const t = Date.parse(s.value);
          const dt = DateTime.fromMillis(t, { zone: LA });
          expect(t).toBeGreaterThan(last);
          expect(t).toBeGreaterThanOrEqual(now + lead * 60_000);
          expect(dt.minute % 30).toBe(0);
          expect(isOpen(h, t)).toBe(true);
          if (type === 'delivery') expect(Date.parse(s.end ?? '')).toBe(t + 45 * 60_000);
          last = t;
        });
        if (isOpen(h, now)) expect(slots[0]?.value).toBe('ASAP');
        for (const s of slots.slice(0, 5)) expect(isSlotOffered(p, type, s.value, now)).toBe(true);
      }),
      { numRuns: 80 },
    );
  });

  it('isSlotOffered says yes exactly for the listed half-hours (checked without building the list)', () => {
    fc.assert(
      fc.property(hours, instant, fc.integer({ min: 0, max: 2 }), fc.constantFrom('pickup', 'delivery'), (h, now, days, type) => {
        const p = shop(h, { scheduledOrderDaysAllowed: days });
        const listed = new Set(listTimeSlots(p, type, now).slots.map((s) => s.value));
        const first = Math.floor(now / 1_800_000) * 1_800_000;
        for (let t = first - 3_600_000; t < now + (days + 2) * 86_400_000; t += 1_800_000) {
          const value = DateTime.fromMillis(t, { zone: LA }).toISO({ suppressMilliseconds: true })!;
          expect(isSlotOffered(p, type, value, now)).toBe(listed.has(value));
        }
        expect(isSlotOffered(p, type, 'ASAP', now)).toBe(listed.has('ASAP'));
      }),
      { numRuns: 40 },
    );
  });
});

describe('ranges that end inside the spring-forward gap', () => {
  it('close when the clock jumps (Saturday 23:30 to 02:30 Sunday, 2026-03-08)', () => {
    const p = shop([{ day: 6, timeRanges: [{ from: 23.5 * H, to: 26.5 * H }] }]);
    expect(listTimeSlots(p, 'pickup', at('2026-03-08T07:00:00Z')).slots.map((s) => s.value)).toEqual([
      '2026-03-07T23:30:00-08:00', '2026-03-08T00:00:00-08:00', '2026-03-08T00:30:00-08:00',
      '2026-03-08T01:00:00-08:00', '2026-03-08T01:30:00-08:00',
    ]);
    // ASAP at 01:59 PST, not at 03:00 PDT.
    expect(isSlotOffered(p, 'pickup', 'ASAP', at('2026-03-08T09:59:00Z'))).toBe(true);
    expect(isSlotOffered(p, 'pickup', 'ASAP', at('2026-03-08T10:00:00Z'))).toBe(false);
  });
});
