import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeTestProfile } from '../menu/test-profile.js';
import { maxTipCents } from './tips.js';

const withCap = (tipCap?: { cents?: number; percentOfPreTipTotal?: number }) => makeTestProfile(tipCap ? { settings: { tipCap } } : {});

describe('maxTipCents', () => {
  it.each<[string, { cents?: number; percentOfPreTipTotal?: number } | undefined, number, number]>([
    // name, the shop's cap, pre-tip total, the largest tip
    ['a $3.86 drink: $50', undefined, 386, 5000],
    ['a $50.00 order: $50', undefined, 5000, 5000],
    ['a $80.00 order: 100% of it', undefined, 8000, 8000],
    ['an empty order: $50', undefined, 0, 5000],
    ['a shop with $20 and 30%, on $100.00', { cents: 2000, percentOfPreTipTotal: 30 }, 10000, 3000],
    ['a shop with $20 and 30%, on $10.00', { cents: 2000, percentOfPreTipTotal: 30 }, 1000, 2000],
    ['30% of $33.33 rounds down', { cents: 0, percentOfPreTipTotal: 30 }, 3333, 999],
  ])('%s', (_name, cap, preTip, max) => {
    expect(maxTipCents(withCap(cap), preTip)).toBe(max);
  });
});

describe('properties', () => {
  it('is a whole number of cents, at least the fixed cap and at least the percentage', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.nat({ max: 100_000 }), fc.nat({ max: 1000 }), (preTip, cents, percent) => {
        const max = maxTipCents(withCap({ cents, percentOfPreTipTotal: percent }), preTip);
        expect(Number.isSafeInteger(max)).toBe(true);
        expect(max).toBeGreaterThanOrEqual(cents);
        expect(max * 100).toBeGreaterThan(preTip * percent - 100);
      }),
    );
  });
});
