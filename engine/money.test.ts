import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  compareDecimal,
  dollarsToCents,
  productPriceToCents,
  formatDollars,
  mulDivRound,
  multiplyCents,
  parseDecimal,
  formatDecimal,
  percentOf,
  roundHalfUp,
} from './money.js';

const d = (s: string) => parseDecimal(s)!;

describe('parseDecimal', () => {
  it.each([
    ['9.5', '9.5'],
    [9.5, '9.5'],
    [' 0.75 ', '0.75'],
    [0.1, '0.1'],
    [1.5e-7, '0.00000015'],
    [2e21, '2000000000000000000000'],
    [-3e-8, '-0.00000003'],
    ['007', '7'],
    // Numeric text as the legacy storefront reads it (Number(".99") is 0.99).
    ['.99', '0.99'],
    ['5.', '5'],
    ['+5', '5'],
    ['+.5', '0.5'],
    ['-.25', '-0.25'],
  ] as const)('%j reads as %s exactly', (input, text) => {
    expect(formatDecimal(parseDecimal(input)!)).toBe(text);
  });
  it.each([['9.5%'], ['abc'], [''], [Number.NaN], [Infinity], [null], ['1e3'], ['0x10'], ['.'], ['+'], ['-'], ['5..'], ['+-5'], ['--5'], ['1.2.3'], ['. 5'], ['Infinity']] as const)('%j is not a decimal', (input) => {
    expect(parseDecimal(input)).toBeUndefined();
  });
});

describe('percentOf', () => {
  it.each([
    // amount, percent, rounding, expected (worked by hand)
    [1000, '9.5', 'half-up', 95],
    [1005, '10', 'half-up', 101], // 100.5 -> 101
    [1004, '10', 'half-up', 100], // 100.4 -> 100
    [1005, '10', 'floor', 100],
    [1001, '10', 'ceil', 101],
    [3333, '15', 'half-up', 500], // 499.95 -> 500
    [0, '20', 'half-up', 0],
  ] as const)('%i x %s%% (%s) = %i', (amount, pct, rounding, expected) => {
    expect(percentOf(amount, d(pct), rounding)).toBe(expected);
  });
});

describe('multiplyCents and mulDivRound', () => {
  it.each([
    [999, '0.5', 'floor', 499], // 499.5 down
    [999, '0.7', 'floor', 699], // 699.3
    [999, '0.75', 'ceil', 750], // 749.25 up
    [1099, '0.9', 'half-up', 989], // 989.1
  ] as const)('%i x %s (%s) = %i', (amount, f, rounding, expected) => {
    expect(multiplyCents(amount, d(f), rounding)).toBe(expected);
  });
  it('stays exact beyond 2^53 by falling back to bigint', () => {
    // the product 2.7e16 is past 2^53
    expect(mulDivRound(9_000_000_000_000_001, 3, 1000, "half-up")).toBe(27_000_000_000_000); // 27e12 + 0.003
  });
  it('rounds half up exactly at .5', () => {
    expect(roundHalfUp(5n, 2n)).toBe(3);
    expect(roundHalfUp(7n, 4n)).toBe(2); // 1.75
  });
});

describe('allocate', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [10, [3, 7], [3, 7]],
    [5, [0, 0], [3, 2]],
    [7, [2300, 1200], [5, 2]], // 4.6 / 2.4 -> 4,2 then largest remainder .6 -> 5
    [-7, [2300, 1200], [-5, -2]],
    [0, [5, 5], [0, 0]],
  ])('allocate(%i, %j) = %j', (total, weights, expected) => {
    expect(allocate(total, weights)).toEqual(expected);
  });
  it('accepts bigint weights', () => {
    expect(allocate(3, [10n ** 20n, 2n * 10n ** 20n])).toEqual([1, 2]);
  });
});

describe('other helpers', () => {
  it('formats dollars', () => {
    expect(formatDollars(1500)).toBe('$15.00');
    expect(formatDollars(5)).toBe('$0.05');
  });
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [-5, '-$0.05'],
    [-1250, '-$12.50'],
    [99_999, '$999.99'],
    [100_000, '$1,000.00'],
    [123_456, '$1,234.56'],
    [-123_456, '-$1,234.56'],
    [2_395_540, '$23,955.40'],
    [6_593_400, '$65,934.00'],
    [10_000_000, '$100,000.00'],
    [12_345_678_901, '$123,456,789.01'],
    [Number.MAX_SAFE_INTEGER, '$90,071,992,547,409.91'],
  ])('formats %i cents as %s, with a comma between thousands', (amount, text) => {
    expect(formatDollars(amount)).toBe(text);
  });
  it('writes any whole number of cents as en-US currency does', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), (amount) => {
        expect(formatDollars(amount)).toBe(usd.format(amount / 100));
      }),
    );
  });
  it('reads legacy prices', () => {
    expect(dollarsToCents('9.999')).toEqual({ cents: 999, market: false });
    expect(dollarsToCents('MP')).toEqual({ cents: 0, market: true });
  });
  it('reads numeric text with no digit before or after the point, or a plus sign, as dollars', () => {
    // ".99" = 99 cents, "5." = "+5" = 500, ".5" = 50, "$.99" = 99, ".999" rounds down to 99.
    expect(dollarsToCents('.99')).toEqual({ cents: 99, market: false });
    expect(dollarsToCents('5.')).toEqual({ cents: 500, market: false });
    expect(dollarsToCents('+5')).toEqual({ cents: 500, market: false });
    expect(dollarsToCents('.5')).toEqual({ cents: 50, market: false });
    expect(dollarsToCents('$.99')).toEqual({ cents: 99, market: false });
    expect(dollarsToCents('.999')).toEqual({ cents: 99, market: false });
    expect(productPriceToCents('.99')).toEqual({ cents: 99, market: false });
    expect(productPriceToCents('+12.5')).toEqual({ cents: 1250, market: false });
    expect(productPriceToCents('12.')).toEqual({ cents: 1200, market: false });
    // Not numeric: still a market price.
    for (const text of ['0x10', '1e3', '.', '+', '5..', '+-5']) expect(productPriceToCents(text)).toEqual({ cents: 0, market: true });
    // Negative handling is unchanged: a negative price is not a price, minus zero is zero.
    expect(dollarsToCents('-.5')).toEqual({ cents: 0, market: true });
    expect(dollarsToCents('-5.')).toEqual({ cents: 0, market: true });
    expect(dollarsToCents('-0')).toEqual({ cents: 0, market: false });
  });
  it('reads a product with no price as a market-price item, an option with none as free', () => {
    for (const none of [undefined, null, '', '  ']) {
      expect(productPriceToCents(none)).toEqual({ cents: 0, market: true });
      expect(dollarsToCents(none).cents).toBe(0);
    }
    expect(dollarsToCents(null)).toEqual({ cents: 0, market: false });
    expect(productPriceToCents('12.95')).toEqual({ cents: 1295, market: false });
    expect(productPriceToCents(0)).toEqual({ cents: 0, market: false });
    expect(productPriceToCents('Market Price')).toEqual({ cents: 0, market: true });
  });
  it('compares decimals exactly', () => {
    expect(compareDecimal(d('3.0'), d('3'))).toBe(0);
    expect(compareDecimal(d('2.99'), d('3'))).toBe(-1);
  });
});

describe('properties', () => {
  it('allocate shares sum to the total and differ from the exact proportion by < 1 cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const shares = allocate(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          const w = sum === 0 ? weights.map(() => 1) : weights;
          const den = BigInt(sum === 0 ? weights.length : sum);
          shares.forEach((s, i) => {
            expect(Number.isSafeInteger(s)).toBe(true);
            // |s - total*w/den| < 1  <=>  |s*den - total*w| < den
            const diff = BigInt(s) * den - BigInt(total) * BigInt(w[i]!);
            expect(diff < den && -diff < den).toBe(true);
          });
        },
      ),
    );
  });
  it('the number and bigint paths agree', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 10 }),
        (total, weights) => {
          expect(allocate(total, weights)).toEqual(allocate(total, weights.map(BigInt)));
        },
      ),
    );
  });
  it('percentOf half up equals the exact rational rounding', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), (amount, bp) => {
        const pct = { units: BigInt(bp), scale: 2 };
        const num = BigInt(amount) * BigInt(bp);
        const den = 10_000n;
        const expected = Number((num * 2n + den) / (2n * den));
        expect(percentOf(amount, pct)).toBe(expected);
      }),
    );
  });
});
