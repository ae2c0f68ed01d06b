import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { factorToPercentOff, formatClock, formatDays, formatTimeRange, parseClock, parseDays, parseTimeRange, parseWeekday, percentOffToFactor } from './units.js';

const H = 3_600_000;

describe('parseDays', () => {
  it.each([
    ['mon-fri', [1, 2, 3, 4, 5]],
    ['sat', [6]],
    ['SUN', [0]],
    ['fri-sun', [5, 6, 0]],
    ['sun-tue', [0, 1, 2]],
    [['mon', 'wed'], [1, 3]],
    [['mon', 'wed-thu'], [1, 3, 4]],
    [[1, 3], [1, 3]],
    ['mon-sun', [1, 2, 3, 4, 5, 6, 0]],
  ] as const)('%j is weekdays %j', (written, days) => {
    expect(parseDays(written)).toEqual({ ok: true, value: days });
  });

  it.each([['mon-funday'], ['monday'], [['mon', 'xyz']], [[]], [7], ['mon-tue-wed']] as const)('%j is refused', (written) => {
    expect(parseDays(written).ok).toBe(false);
  });
});

describe('formatDays', () => {
  it.each([
    [[1, 2, 3, 4, 5], 'mon-fri'],
    [[6], 'sat'],
    [[0, 1, 2, 3, 4, 5, 6], 'mon-sun'],
    [[5, 6, 0, 1], 'fri-mon'],
    [[1, 3], ['mon', 'wed']],
    [[1, 2, 4], ['mon-tue', 'thu']],
  ] as const)('%j is written %j', (days, written) => {
    expect(formatDays(days)).toEqual(written);
  });
});

describe('clock times and ranges', () => {
  it.each([
    ['11:00', 11 * H],
    ['00:00', 0],
    ['22:30', 22.5 * H],
    ['26:00', 26 * H],
    ['7:05', 7 * H + 5 * 60_000],
  ] as const)('%s is %d ms after midnight', (text, ms) => {
    expect(parseClock(text)).toEqual({ ok: true, value: ms });
  });

  it.each([['25:99'], ['11'], ['noon'], ['49:00'], ['11:60']])('%s is refused', (text) => {
    expect(parseClock(text).ok).toBe(false);
  });

  it.each([
    ['11:00', '22:00', 11 * H, 22 * H],
    ['18:00', '02:00', 18 * H, 26 * H],
    ['18:00', '26:00', 18 * H, 26 * H],
    ['10:00', '24:00', 10 * H, 24 * H],
    [39_600_000, 79_200_000, 11 * H, 22 * H],
    // Legacy milliseconds closing before they open run past midnight, as "17:00"-"02:00" does.
    [61_200_000, 7_200_000, 17 * H, 26 * H],
    [61_200_000, 0, 17 * H, 24 * H],
    ['10:00', '34:00', 10 * H, 34 * H],
  ] as const)('%j-%j is %d..%d ms', (from, to, fromMs, toMs) => {
    expect(parseTimeRange(from, to)).toEqual({ ok: true, value: { from: fromMs, to: toMs } });
  });

  it.each([['10:00', '10:00', '10:00'], [36_000_000, 36_000_000, '10:00'], ['00:00', '00:00', '00:00'], ['17:00', 61_200_000, '17:00']] as const)(
    '%j-%j opens and closes at the same time: an empty window, refused',
    (from, to, at) => {
      expect(parseTimeRange(from, to)).toEqual({ ok: false, reason: `it opens and closes at ${at}`, which: 'to', empty: at });
    },
  );

  it('writes a whole day from an opening time with the hours past 24, never as an empty window', () => {
    expect(formatTimeRange({ from: 10 * H, to: 34 * H })).toEqual({ from: '10:00', to: '34:00' });
    expect(formatTimeRange({ from: 0, to: 24 * H })).toEqual({ from: '00:00', to: '24:00' });
    expect(formatTimeRange({ from: 17 * H, to: 26 * H })).toEqual({ from: '17:00', to: '02:00' });
  });

  it('names the closing time when it cannot be read', () => {
    expect(parseTimeRange('11:00', '25:99')).toMatchObject({ ok: false, which: 'to' });
    expect(parseTimeRange('24:30', '26:00')).toMatchObject({ ok: false, which: 'from' });
  });
});

describe('percent off and factors', () => {
  it.each([
    [20, '0.8'],
    [50, '0.5'],
    ['12.5', '0.875'],
    [0, '1'],
    [100, '0'],
    [33.33, '0.6667'],
  ] as const)('%j%% off is factor %s', (percent, factor) => {
    expect(percentOffToFactor(percent)).toEqual({ ok: true, value: factor });
  });

  it.each([
    ['0.8', 20],
    ['0.75', 25],
    ['0.875', 12.5],
    ['1', 0],
  ] as const)('factor %s is %j%% off', (factor, percent) => {
    expect(factorToPercentOff(factor)).toBe(percent);
  });

  it('leaves a markup factor alone and refuses more than 100% off', () => {
    expect(factorToPercentOff('1.1')).toBeUndefined();
    expect(percentOffToFactor(101).ok).toBe(false);
    expect(percentOffToFactor('abc').ok).toBe(false);
  });
});

describe('properties', () => {
  const daySet = fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 });

  it('formatDays then parseDays gives the same set of weekdays', () => {
    fc.assert(
      fc.property(daySet, (days) => {
        const back = parseDays(formatDays(days));
        expect(back.ok).toBe(true);
        if (back.ok) expect([...back.value].sort()).toEqual([...days].sort());
      }),
    );
  });

  it('formatTimeRange then parseTimeRange gives the same milliseconds for any range up to a day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 1440 }), (fromMin, lengthMin) => {
        const range = { from: fromMin * 60_000, to: (fromMin + lengthMin) * 60_000 };
        const written = formatTimeRange(range);
        expect(parseTimeRange(written.from, written.to)).toEqual({ ok: true, value: range });
      }),
    );
  });

  it('a legacy range closing before it opens reads as closing that much after the next midnight', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1439 }), fc.integer({ min: 0, max: 1438 }), (fromMin, toMin) => {
        fc.pre(toMin < fromMin);
        expect(parseTimeRange(fromMin * 60_000, toMin * 60_000)).toEqual({ ok: true, value: { from: fromMin * 60_000, to: (toMin + 24 * 60) * 60_000 } });
      }),
    );
  });

  it('formatClock then parseClock is the identity on whole minutes', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 48 * 60 }), (m) => {
      expect(parseClock(formatClock(m * 60_000))).toEqual({ ok: true, value: m * 60_000 });
    }));
  });

  it('percent off and factor are exact inverses in basis points (no floats)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (bp) => {
        const percent = `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
        const factor = percentOffToFactor(percent);
        expect(factor.ok).toBe(true);
        if (!factor.ok) return;
        // factor x 10000 + bp = 10000, checked on the decimal digits.
        const [whole, frac = ''] = factor.value.split('.');
        expect(Number(whole) * 10_000 + Number(frac.padEnd(4, '0')) + bp).toBe(10_000);
        expect(String(factorToPercentOff(factor.value))).toBe(String(Number(percent)));
      }),
    );
  });

  it('weekday names and numbers agree', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 6 }), (d) => {
      expect(parseWeekday(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][d])).toEqual({ ok: true, value: d });
    }));
  });
});
