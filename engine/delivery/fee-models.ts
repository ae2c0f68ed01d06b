/**
 * Delivery-fee models at a distance: linear, distance bands, and the legacy settings flags
 * (spec section 9). Each returns integer cents; linear fees round half up to the cent.
 */
import type { DeliveryFeeRule } from '../../schemas/generated/types.js';
import type { LoadedSettings } from '../../schemas/profile-types.js';
import { mulDivRound } from '../money.js';
import { compareMiles, milesOf, type Miles } from './miles.js';

export type SettingsDelivery = LoadedSettings['delivery'];

/** One distance band: up to and including `upToMiles` (absent: every farther distance). */
export interface DeliveryBand {
  readonly upToMiles?: number;
  readonly feeCents: number;
}

export interface LinearFee {
  readonly baseFeeInCents: number;
  readonly feeInCentsPerMile: number;
  readonly baseFeeMiles: number;
}

/** baseFee + feePerMile x max(0, miles - baseFeeMiles), the per-mile part rounded half up. */
export function linearFee(model: LinearFee, miles: Miles): number {
  const base = model.baseFeeInCents;
  const baseMiles = milesOf(model.baseFeeMiles) ?? { units: 0, scale: 0 };
  const s = Math.max(miles.scale, baseMiles.scale);
  const beyond = miles.units * 10 ** (s - miles.scale) - baseMiles.units * 10 ** (s - baseMiles.scale);
  if (beyond <= 0 || model.feeInCentsPerMile === 0) return base;
  return base + mulDivRound(model.feeInCentsPerMile, beyond, 10 ** s, 'half-up');
}

/** The band a distance falls in: the first whose upToMiles >= miles, else the first catch-all band. */
export function findBand(bands: readonly DeliveryBand[], miles: Miles): DeliveryBand | undefined {
  let catchAll: DeliveryBand | undefined;
  for (const band of bands) {
    if (band.upToMiles === undefined) {
      catchAll ??= band;
      continue;
    }
    const edge = milesOf(band.upToMiles);
    if (edge && compareMiles(miles, edge) <= 0) return band;
  }
  return catchAll;
}

/** The fee of a band table at a distance; past every band with no catch-all, the last band's fee. */
export function bandFee(bands: readonly DeliveryBand[], miles: Miles): number {
  return (findBand(bands, miles) ?? bands[bands.length - 1])?.feeCents ?? 0;
}

const UBER_STEP: readonly DeliveryBand[] = [
  { upToMiles: 1, feeCents: 640 },
  { upToMiles: 2, feeCents: 830 },
  { upToMiles: 3, feeCents: 1020 },
  { upToMiles: 4, feeCents: 1210 },
  { feeCents: 1400 },
];

/**
 * The explicit band table equivalent to the legacy delivery flags, in their precedence
 * (useUberEatsStep, useStepFunction, threeOverThree, fiveOverThree, fiveOverFour); undefined
 * when none is set (the shop uses the linear fee). An importer turns legacy flags into a
 * `delivery-fee` rule with these bands.
 */
export function legacyDeliveryBands(delivery: SettingsDelivery): [DeliveryBand, ...DeliveryBand[]] | undefined {
  const base = delivery.baseFeeInCents ?? 0;
  if (delivery.useUberEatsStep) return UBER_STEP.map((b) => ({ ...b })) as [DeliveryBand, ...DeliveryBand[]];
  if (delivery.useStepFunction) return [{ upToMiles: 5, feeCents: 295 }, { feeCents: 500 }];
  if (delivery.threeOverThree) return [{ upToMiles: 3, feeCents: 0 }, { feeCents: 300 }];
  if (delivery.fiveOverThree) return [{ upToMiles: 3, feeCents: base }, { feeCents: 500 }];
  if (delivery.fiveOverFour) return [{ upToMiles: 4, feeCents: base }, { feeCents: 500 }];
  return undefined;
}

/** The `delivery-fee` rule equivalent to a shop's legacy delivery settings (bands or linear). */
export function legacyDeliveryFeeRule(delivery: SettingsDelivery, id = 'delivery-fee'): DeliveryFeeRule {
  const bands = legacyDeliveryBands(delivery);
  const free = delivery.freeDeliveryQualifyingSubtotalInCents ?? 0;
  const rule: DeliveryFeeRule = bands
    ? { id, kind: 'delivery-fee', model: 'bands', bands }
    : {
        id,
        kind: 'delivery-fee',
        model: 'linear',
        baseFeeInCents: delivery.baseFeeInCents ?? 0,
        feeInCentsPerMile: delivery.feeInCentsPerMile ?? 0,
        baseFeeMiles: delivery.baseFeeMiles ?? 0,
      };
  if (free > 0) rule.freeOverSubtotalCents = free;
  return rule;
}

const M1: Miles = { units: 1, scale: 0 };
const M2: Miles = { units: 2, scale: 0 };
const M3: Miles = { units: 3, scale: 0 };
const M4: Miles = { units: 4, scale: 0 };
const M5: Miles = { units: 5, scale: 0 };

/** The legacy fee from the settings flags directly, in the legacy precedence (spec section 9). */
export function legacyDeliveryFee(delivery: SettingsDelivery, miles: Miles): number {
  const base = delivery.baseFeeInCents ?? 0;
  const atMost = (limit: Miles): boolean => compareMiles(miles, limit) <= 0;
  if (delivery.useUberEatsStep) {
    if (atMost(M1)) return 640;
    if (atMost(M2)) return 830;
    if (atMost(M3)) return 1020;
    if (atMost(M4)) return 1210;
    return 1400;
  }
  if (delivery.useStepFunction) return atMost(M5) ? 295 : 500;
  if (delivery.threeOverThree) return atMost(M3) ? 0 : 300;
  if (delivery.fiveOverThree) return atMost(M3) ? base : 500;
  if (delivery.fiveOverFour) return atMost(M4) ? base : 500;
  return linearFee(
    {
      baseFeeInCents: base,
      feeInCentsPerMile: delivery.feeInCentsPerMile ?? 0,
      baseFeeMiles: delivery.baseFeeMiles ?? 0,
    },
    miles,
  );
}

/** Which legacy model the settings flags select, for traces and explanations. */
export function legacyModelName(delivery: SettingsDelivery): string {
  if (delivery.useUberEatsStep) return 'useUberEatsStep';
  if (delivery.useStepFunction) return 'useStepFunction';
  if (delivery.threeOverThree) return 'threeOverThree';
  if (delivery.fiveOverThree) return 'fiveOverThree';
  if (delivery.fiveOverFour) return 'fiveOverFour';
  return 'linear';
}

/** The fee of a `delivery-fee` rule at a distance. */
export function ruleDeliveryFee(rule: DeliveryFeeRule, miles: Miles): number {
  if (rule.model === 'bands') return bandFee(rule.bands ?? [], miles);
  return linearFee(
    {
      baseFeeInCents: rule.baseFeeInCents ?? 0,
      feeInCentsPerMile: rule.feeInCentsPerMile ?? 0,
      baseFeeMiles: rule.baseFeeMiles ?? 0,
    },
    miles,
  );
}
