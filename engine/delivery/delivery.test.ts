import { describe, expect, it } from 'vitest';
import type { DeliveryFeeRule, TraceEntry } from '../../schemas/generated/types.js';
import {
  bandFee,
  legacyDeliveryBands,
  legacyDeliveryFee,
  legacyDeliveryFeeRule,
  linearFee,
  milesFromMeters,
  milesOf,
  quoteDelivery,
  ruleDeliveryFee,
  type SettingsDelivery,
} from './index.js';

const m = (x: number) => milesOf(x)!;

describe('miles', () => {
  it.each([
    [1609, 1.0], // 0.99758 -> 1.0
    [8064, 5.0], // 4.99968 -> 5.0
    [80, 0.0], // 0.0496 -> 0.0
    [81, 0.1], // 0.05022 -> 0.1
    [5000, 3.1], // exactly 3.1
    [4758, 2.9], // 2.94996
    [12.5, 0.0], // fractional metres
  ])('%f metres = %f miles', (meters, miles) => {
    const got = milesFromMeters(meters)!;
    expect(got.units / 10 ** got.scale).toBe(miles);
  });
  it('rounds exactly half up at .05', () => {
    // 725 m x 0.00062 = 0.4495 -> 0.4; 1725 m -> 1.0695 -> 1.1
    expect(milesFromMeters(725)).toEqual({ units: 4, scale: 1 });
    expect(milesFromMeters(1725)).toEqual({ units: 11, scale: 1 });
    // 2500 m x 0.00062 = 1.55 exactly -> 1.6 (a float product would give 1.5499999)
    expect(milesFromMeters(2500)).toEqual({ units: 16, scale: 1 });
  });
});

describe('linear fee', () => {
  it.each([
    // base, perMile, baseMiles, miles, expected
    [200, 100, 2, 1.5, 200],
    [200, 100, 2, 2, 200],
    [200, 100, 2, 3.2, 320], // 200 + 1.2 x 100
    [0, 75, 0, 3.3, 248], // 247.5 -> 248
    [0, 75, 0, 3.1, 233], // 232.5 -> 233
    [0, 0, 0, 4, 0],
  ])('base %i + %i/mi beyond %f at %f = %i', (baseFeeInCents, feeInCentsPerMile, baseFeeMiles, miles, expected) => {
    expect(linearFee({ baseFeeInCents, feeInCentsPerMile, baseFeeMiles }, m(miles))).toBe(expected);
  });
});

const settings = (over: Partial<SettingsDelivery> = {}): SettingsDelivery => ({ baseFeeInCents: 399, ...over });

describe('legacy step functions', () => {
  it.each([
    // flag, miles, expected
    ['useUberEatsStep', 0.5, 640],
    ['useUberEatsStep', 1, 640],
    ['useUberEatsStep', 1.1, 830],
    ['useUberEatsStep', 2, 830],
    ['useUberEatsStep', 3, 1020],
    ['useUberEatsStep', 4, 1210],
    ['useUberEatsStep', 4.1, 1400],
    ['useStepFunction', 5, 295],
    ['useStepFunction', 5.1, 500],
    ['threeOverThree', 3, 0],
    ['threeOverThree', 3.1, 300],
    ['fiveOverThree', 3, 399],
    ['fiveOverThree', 3.1, 500],
    ['fiveOverFour', 4, 399],
    ['fiveOverFour', 4.1, 500],
  ] as const)('%s at %f miles = %i', (flag, miles, expected) => {
    expect(legacyDeliveryFee(settings({ [flag]: true }), m(miles))).toBe(expected);
  });
  it('takes the flags in the legacy precedence', () => {
    // useUberEatsStep wins over useStepFunction; useStepFunction over threeOverThree
    expect(legacyDeliveryFee(settings({ useUberEatsStep: true, useStepFunction: true }), m(2))).toBe(830);
    expect(legacyDeliveryFee(settings({ useStepFunction: true, threeOverThree: true }), m(2))).toBe(295);
    expect(legacyDeliveryFee(settings({ threeOverThree: true, fiveOverThree: true }), m(2))).toBe(0);
    expect(legacyDeliveryFee(settings({ fiveOverThree: true, fiveOverFour: true }), m(3.5))).toBe(500);
  });
  it('falls back to the linear fee from settings', () => {
    expect(legacyDeliveryFee(settings({ feeInCentsPerMile: 50, baseFeeMiles: 1 }), m(3))).toBe(499);
  });
  it('has no band table for linear settings', () => {
    expect(legacyDeliveryBands(settings())).toBeUndefined();
    expect(legacyDeliveryFeeRule(settings({ feeInCentsPerMile: 50, freeDeliveryQualifyingSubtotalInCents: 5000 }))).toEqual({
      id: 'delivery-fee',
      kind: 'delivery-fee',
      model: 'linear',
      baseFeeInCents: 399,
      feeInCentsPerMile: 50,
      baseFeeMiles: 0,
      freeOverSubtotalCents: 5000,
    });
  });
  it.each(['useUberEatsStep', 'useStepFunction', 'threeOverThree', 'fiveOverThree', 'fiveOverFour'] as const)(
    'the %s band table prices like the flag for 0..10 miles by 0.1',
    (flag) => {
      const s = settings({ [flag]: true });
      const bands = legacyDeliveryBands(s)!;
      const rule = legacyDeliveryFeeRule(s);
      for (let tenths = 0; tenths <= 100; tenths++) {
        const miles = { units: tenths, scale: 1 };
        expect(bandFee(bands, miles)).toBe(legacyDeliveryFee(s, miles));
        expect(ruleDeliveryFee(rule, miles)).toBe(legacyDeliveryFee(s, miles));
      }
    },
  );
});

describe('band rules', () => {
  const rule: DeliveryFeeRule = {
    id: 'bands',
    kind: 'delivery-fee',
    model: 'bands',
    bands: [{ feeCents: 900 }, { upToMiles: 2, feeCents: 300 }, { upToMiles: 3.5, feeCents: 600 }],
  };
  it.each([
    [2, 300],
    [2.01, 600],
    [3.5, 600],
    [3.6, 900], // the catch-all band, wherever it is listed
  ])('at %f miles = %i', (miles, expected) => {
    expect(ruleDeliveryFee(rule, m(miles))).toBe(expected);
  });
});

describe('quoteDelivery', () => {
  const base = settings({ maxDistanceInMiles: 5, defaultOrderStartsDropoffMinutes: 45 });
  const run = (s: SettingsDelivery, input: Parameters<typeof quoteDelivery>[2], rule?: DeliveryFeeRule) => {
    const trace: TraceEntry[] = [];
    const r = quoteDelivery(s, rule, input, trace);
    expect(trace.filter((t) => t.step === 'delivery-fee')).toHaveLength(1);
    return r;
  };
  it('prices a deliverable address with the eta rounded up', () => {
    const r = run(base, { distanceInMiles: 2, durationInTrafficMinutes: 12.2, subtotalCents: 2000 });
    expect(r).toEqual({ feeCents: 399, delivery: { miles: 2, deliverable: true, feeCents: 399, maxDistanceInMiles: 5, etaMinutes: 58 } });
  });
  it('converts metres when no miles are given', () => {
    expect(run(base, { distanceInMeters: 5000, subtotalCents: 0 }).delivery.miles).toBe(3.1);
  });
  it('is not deliverable at exactly the max distance', () => {
    const r = run(base, { distanceInMiles: 5, subtotalCents: 2000 });
    expect(r.feeCents).toBe(0);
    expect(r.delivery.deliverable).toBe(false);
    expect(r.blocker).toEqual({ code: 'NOT_DELIVERABLE', message: 'This address is beyond our 5 mile max delivery distance.', path: '/deliveryAddress' });
  });
  it('is deliverable just under the max distance', () => {
    expect(run(base, { distanceInMiles: 4.9, subtotalCents: 0 }).blocker).toBeUndefined();
  });
  it('reports an address that could not be delivered to', () => {
    const r = run(base, { distanceInMiles: 1, isDeliverable: false, subtotalCents: 0 });
    expect(r.blocker?.message).toBe('Delivery address out of range.');
    expect(r.feeCents).toBe(0);
  });
  it('asks for an address when there is no distance', () => {
    expect(run(base, { subtotalCents: 0 }).blocker?.code).toBe('ADDRESS_REQUIRED');
  });
  it('is free over the qualifying subtotal (strictly above)', () => {
    const s = { ...base, freeDeliveryQualifyingSubtotalInCents: 3000 };
    expect(run(s, { distanceInMiles: 2, subtotalCents: 3000 }).feeCents).toBe(399);
    expect(run(s, { distanceInMiles: 2, subtotalCents: 3001 }).feeCents).toBe(0);
  });
  it('traces the waived fee as a free-delivery step, only when a threshold waives it', () => {
    const s = { ...base, freeDeliveryQualifyingSubtotalInCents: 3000 };
    const trace: TraceEntry[] = [];
    quoteDelivery(s, undefined, { distanceInMiles: 2, subtotalCents: 3001 }, trace);
    // The model fee at 2 miles is 399 (the case above); $30.01 is above the $30.00 threshold.
    expect(trace.map((t) => [t.step, t.fired, t.amountCents])).toEqual([['delivery-fee', false, 0], ['free-delivery', true, 399]]);
    expect(trace[1]!.reason).toBe('the subtotal $30.01 is above $30.00, so the $3.99 delivery fee is waived');
    const paid: TraceEntry[] = [];
    quoteDelivery(s, undefined, { distanceInMiles: 2, subtotalCents: 3000 }, paid);
    expect(paid.map((t) => t.step)).toEqual(['delivery-fee']);
  });
  it("uses a rule's free threshold over the settings", () => {
    const s = { ...base, freeDeliveryQualifyingSubtotalInCents: 3000 };
    const rule: DeliveryFeeRule = { id: 'r', kind: 'delivery-fee', model: 'linear', baseFeeInCents: 250, freeOverSubtotalCents: 5000 };
    expect(run(s, { distanceInMiles: 2, subtotalCents: 4000 }, rule).feeCents).toBe(250);
    expect(run(s, { distanceInMiles: 2, subtotalCents: 5001 }, rule).feeCents).toBe(0);
  });
});
