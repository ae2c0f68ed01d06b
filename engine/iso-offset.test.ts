import { describe, expect, it } from 'vitest';
import { readIsoInstant } from './iso-offset.js';

describe('readIsoInstant', () => {
  it.each([
    // [text, the instant, worked out by hand]
    ['2026-03-10T12:00:00-07:00', '2026-03-10T19:00:00.000Z'],
    ['2026-03-10T12:00:00+23:59', '2026-03-09T12:01:00.000Z'],
    ['2026-03-10T12:00:00Z', '2026-03-10T12:00:00.000Z'],
    ['20260310T120000-0700', '2026-03-10T19:00:00.000Z'],
    // Without an offset, on the given zone's clock (Los Angeles is at -07:00 on 10 March 2026).
    ['2026-03-10T12:00:00', '2026-03-10T19:00:00.000Z'],
    ['2026-03-10', '2026-03-10T07:00:00.000Z'],
    // A bracketed zone gives the clock; an offset that agrees with it is kept (New York is at -04:00).
    ['2026-03-10T12:00:00[America/New_York]', '2026-03-10T16:00:00.000Z'],
    ['2026-03-10T12:00:00-04:00[America/New_York]', '2026-03-10T16:00:00.000Z'],
    // Z (and -00:00) name the instant and leave the local offset to the zone.
    ['2026-03-10T16:00:00Z[America/New_York]', '2026-03-10T16:00:00.000Z'],
    ['2026-03-10T16:00:00-00:00[America/New_York]', '2026-03-10T16:00:00.000Z'],
    // The fall-back night in Chicago: 01:30 happens at -05:00 and again at -06:00; the offset says which.
    ['2026-11-01T01:30:00-05:00[America/Chicago]', '2026-11-01T06:30:00.000Z'],
    ['2026-11-01T01:30:00-06:00[America/Chicago]', '2026-11-01T07:30:00.000Z'],
  ])('%s is %s', (text, iso) => {
    const read = readIsoInstant(text, 'America/Los_Angeles');
    expect(read).toEqual({ ok: true, ms: Date.parse(iso) });
  });

  it.each(['+99:99', '+25:00', '+24:00', '-24:00', '+05:75', '+0575', '+05:60'])('refuses the impossible UTC offset %s', (offset) => {
    expect(readIsoInstant(`2026-03-10T12:00:00${offset}`, 'UTC')).toEqual({
      ok: false,
      problem: { problem: `the UTC offset ${offset} is out of range (hours 00 to 23, minutes 00 to 59)` },
    });
  });

  it('refuses an offset its bracketed zone contradicts, saying which offset the zone has then', () => {
    expect(readIsoInstant('2026-03-10T12:00:00-07:00[America/New_York]', 'UTC')).toEqual({
      ok: false,
      problem: {
        problem: 'the UTC offset -07:00 does not match America/New_York, which is at -04:00 then',
        fix: "Write -04:00, or leave the offset out to read the time on America/New_York's clock.",
      },
    });
    // 01:30 at -07:00 is 02:30 in Chicago after the clocks went back, when Chicago is at -06:00.
    expect(readIsoInstant('2026-11-01T01:30:00-07:00[America/Chicago]', 'UTC')).toMatchObject({ ok: false, problem: { problem: expect.stringContaining('at -06:00 then') } });
  });

  it.each(['noon', '2026-02-30T12:00:00', '2026-03-10T12:60:00', '2026-03-10T12:00:00-07:00[Mars/Base]', ''])('refuses %j without an offset problem', (text) => {
    expect(readIsoInstant(text, 'UTC')).toEqual({ ok: false });
  });
});
