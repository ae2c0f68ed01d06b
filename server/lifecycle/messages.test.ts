/** Customers' texts: the shop's template filled in, `{time}` with its day when the promise is on another day than the text, the ready text by order type. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { clockTime, daysAhead, promisedTime } from '../../engine/index.js';
import { renderMessage } from './messages.js';

const ZONE = 'America/Los_Angeles';
const shop = (messages?: Record<string, string>) => ({ identity: { name: 'Slice Shop', timeZone: ZONE }, ...(messages ? { orderHandling: { messages } } : {}) }) as unknown as LoadedProfile;
/** Wednesday 2025-06-18, 12:00 in Los Angeles (UTC-7). */
const NOON = Date.parse('2025-06-18T19:00:00Z');
const after = (at: number, minutes: number): string => new Date(at + minutes * 60_000).toISOString();

describe('the accepted text', () => {
  it.each([
    ['ready the same day: the time alone', NOON, 20, 'Your order from Slice Shop is accepted: ready at 12:20 PM.'],
    ['accepted with 1440 minutes of prep: ready tomorrow, said with its weekday', NOON, 1440, 'Your order from Slice Shop is accepted: ready at 12:00 PM on Thursday.'],
    ['accepted at 11:50 PM with 20 minutes: past midnight in the shop\'s zone (the same UTC date)', Date.parse('2025-06-19T06:50:00Z'), 20, 'Your order from Slice Shop is accepted: ready at 12:10 AM on Thursday.'],
    ['accepted at 4:50 PM with 20 minutes: the next UTC date but the same day in the shop\'s zone', Date.parse('2025-06-18T23:50:00Z'), 20, 'Your order from Slice Shop is accepted: ready at 5:10 PM.'],
    ['six days ahead: the weekday', NOON, 6 * 1440, 'Your order from Slice Shop is accepted: ready at 12:00 PM on Tuesday.'],
    ['a week ahead: the weekday and the date', NOON, 7 * 1440, 'Your order from Slice Shop is accepted: ready at 12:00 PM on Wednesday, June 25.'],
    ['fall back: 11:30 PM on Saturday with 150 minutes is the second 1:00 AM on Sunday', Date.parse('2025-11-02T06:30:00Z'), 150, 'Your order from Slice Shop is accepted: ready at 1:00 AM on Sunday.'],
    ['spring forward: 11:30 PM on Saturday with 180 minutes is 3:30 AM on Sunday', Date.parse('2025-03-09T07:30:00Z'), 180, 'Your order from Slice Shop is accepted: ready at 3:30 AM on Sunday.'],
  ] as const)('%s', (_name, now, prep, text) => {
    expect(renderMessage(shop(), 'accepted', { reference: 'ABCDEFGH', promisedAt: after(now, prep) }, now)).toBe(text);
  });

  it("fills a shop's own template's {time} the same way", () => {
    const p = shop({ accepted: '{name}, {shop} has your order #{reference}. Come at {time}!' });
    expect(renderMessage(p, 'accepted', { reference: 'ABCDEFGH', name: 'Ana', promisedAt: after(NOON, 1440) }, NOON)).toBe('Ana, Slice Shop has your order #ABCDEFGH. Come at 12:00 PM on Thursday!');
    expect(renderMessage(p, 'accepted', { reference: 'ABCDEFGH', name: 'Ana', promisedAt: after(NOON, 30) }, NOON)).toBe('Ana, Slice Shop has your order #ABCDEFGH. Come at 12:30 PM!');
  });

  it('leaves the texts without a time as they were', () => {
    expect(renderMessage(shop(), 'ready', { reference: 'ABCDEFGH' }, NOON)).toBe('Your order from Slice Shop is ready for pickup.');
    expect(renderMessage(shop(), 'escalated', { reference: 'ABCDEFGH', minutes: 8 }, NOON)).toBe('Order ABCDEFGH at Slice Shop has waited 8 minutes for someone to accept it.');
  });
});

describe('the ready text', () => {
  it.each([
    ['pickup: waiting at the counter', 'PICKUP', 'Your order from Slice Shop is ready for pickup.'],
    ['delivery: not for pickup, on its way soon', 'DELIVERY', 'Your order from Slice Shop is ready and on its way soon.'],
    ['dine-in: brought to the table', 'DINEIN', 'Your order from Slice Shop is ready and coming to your table.'],
  ] as const)('%s', (_name, cartType, text) => {
    expect(renderMessage(shop(), 'ready', { reference: 'ABCDEFGH', cartType }, NOON)).toBe(text);
  });

  it('a shop that words only its other texts keeps the wording by type (the loader fills its ready text with the pickup default)', () => {
    const p = shop({ accepted: '{shop} has it: {time}.', ready: 'Your order from {shop} is ready for pickup.' });
    expect(renderMessage(p, 'ready', { reference: 'ABCDEFGH', cartType: 'DELIVERY' }, NOON)).toBe('Your order from Slice Shop is ready and on its way soon.');
    expect(renderMessage(p, 'ready', { reference: 'ABCDEFGH', cartType: 'PICKUP' }, NOON)).toBe('Your order from Slice Shop is ready for pickup.');
  });

  it("a shop's own ready wording is used for every order type", () => {
    const p = shop({ ready: '{name}, order #{reference} from {shop} is ready.' });
    for (const cartType of ['PICKUP', 'DELIVERY', 'DINEIN'] as const) {
      expect(renderMessage(p, 'ready', { reference: 'ABCDEFGH', name: 'Ana', cartType }, NOON)).toBe('Ana, order #ABCDEFGH from Slice Shop is ready.');
    }
  });
});

describe('properties', () => {
  /** The local date in the zone, by Intl: an oracle apart from luxon. */
  const localDate = (t: number): string => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(t));
  // 2024-2027, any minute; a promise up to two weeks later.
  const moments = fc.tuple(fc.integer({ min: Date.parse('2024-01-01T00:00:00Z') / 60_000, max: Date.parse('2027-12-31T00:00:00Z') / 60_000 }), fc.integer({ min: 0, max: 14 * 1440 }));

  it('names the day exactly when the promise is on another local day, and always starts with the clock time', () => {
    fc.assert(fc.property(moments, ([minute, prep]) => {
      const now = minute * 60_000;
      const iso = after(now, prep);
      const text = promisedTime(iso, ZONE, now);
      expect(text.startsWith(clockTime(iso, ZONE))).toBe(true);
      expect(text.includes(' on ')).toBe(localDate(Date.parse(iso)) !== localDate(now));
      expect(daysAhead(iso, ZONE, now) === 0).toBe(localDate(Date.parse(iso)) === localDate(now));
    }));
  });
});
