/**
 * The legacy delivery-fee flags as an explicit `delivery-fee` rule with distance bands
 * (spec section 9, "Delivery fee"). The band tables and the flags' precedence come from the
 * engine (`legacyDeliveryBands`), so an imported rule charges what the flags charged.
 */
import type { DeliveryFeeRule } from '../../schemas/generated/types.js';
import { DEFAULT_MAX_MILES, legacyDeliveryBands, legacyModelName, type DeliveryBand, type SettingsDelivery } from '../../engine/delivery/index.js';

/** The legacy flags that select a band table. */
export const LEGACY_DELIVERY_FLAGS = [
  'useStepFunction',
  'threeOverThree',
  'fiveOverThree',
  'fiveOverFour',
  'useUberEatsStep',
] as const;

export type LegacyDeliveryFlag = (typeof LEGACY_DELIVERY_FLAGS)[number];

const FLAG_WORDS: Record<LegacyDeliveryFlag, string> = {
  useStepFunction: 'step function',
  threeOverThree: 'three over three',
  fiveOverThree: 'five over three',
  fiveOverFour: 'five over four',
  useUberEatsStep: 'Uber-style steps',
};

function dollars(c: number): string {
  return `$${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
}

/** Plain-English band table, e.g. "$2.95 up to 5 miles, $5.00 beyond". */
export function describeBands(bands: readonly DeliveryBand[]): string {
  return bands
    .map((b, i) => {
      if (b.upToMiles !== undefined) return `${dollars(b.feeCents)} up to ${b.upToMiles} mile${b.upToMiles === 1 ? '' : 's'}`;
      return i === 0 ? `${dollars(b.feeCents)} at any distance` : `${dollars(b.feeCents)} beyond`;
    })
    .join(', ');
}

/** The flags set to true in `delivery`, in the order listed above. */
export function legacyFlagsSet(delivery: SettingsDelivery): LegacyDeliveryFlag[] {
  return LEGACY_DELIVERY_FLAGS.filter((f) => delivery[f] === true);
}

/** The flag whose band table applies (the engine's precedence), or undefined when none is set. */
export function winningLegacyFlag(delivery: SettingsDelivery): LegacyDeliveryFlag | undefined {
  const name = legacyModelName(delivery);
  return (LEGACY_DELIVERY_FLAGS as readonly string[]).includes(name) ? (name as LegacyDeliveryFlag) : undefined;
}

/**
 * A band table cut at the maximum distance: nothing is delivered at or beyond it, so a band that
 * reaches it becomes the last band (every distance below the maximum) and the bands after it,
 * never used, are left out. It charges what the full table charges at every deliverable distance.
 */
export function bandsWithinMaxDistance(bands: readonly DeliveryBand[], maxMiles: number): DeliveryBand[] {
  const out: DeliveryBand[] = [];
  for (const band of bands) {
    if (band.upToMiles === undefined || band.upToMiles >= maxMiles) {
      out.push({ feeCents: band.feeCents });
      break;
    }
    out.push({ ...band });
  }
  return out;
}

/** The legacy flag's bands that go past the shop's maximum distance (empty when none do). */
export function bandsBeyondMaxDistance(delivery: SettingsDelivery): DeliveryBand[] {
  const bands = legacyDeliveryBands(delivery) ?? [];
  const kept = bandsWithinMaxDistance(bands, delivery.maxDistanceInMiles ?? DEFAULT_MAX_MILES);
  const lastKept = kept.length - 1;
  return bands.filter((b, i) => i > lastKept || (i === lastKept && b.upToMiles !== undefined));
}

/**
 * The delivery-fee rule equivalent to the legacy flags, or undefined when no flag is set. Its bands
 * stop at settings.delivery.maxDistanceInMiles (5 when unset), where the legacy storefront stopped
 * delivering too, so the rule charges the same and lints clean (no DELIVERY_BAND_BEYOND_MAX_DISTANCE).
 */
export function legacyDeliveryRule(delivery: SettingsDelivery): DeliveryFeeRule | undefined {
  const flag = winningLegacyFlag(delivery);
  const full = legacyDeliveryBands(delivery);
  if (!flag || !full || full.length === 0) return undefined;
  const max = delivery.maxDistanceInMiles ?? DEFAULT_MAX_MILES;
  const bands = bandsWithinMaxDistance(full, max);
  const [first, ...rest] = bands;
  const cut = bandsBeyondMaxDistance(delivery).length > 0 ? ` below the ${max}-mile maximum distance (the legacy table: ${describeBands(full)})` : '';
  return {
    id: `legacy-delivery-${flag.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
    kind: 'delivery-fee',
    description: `Delivery fee by distance, from the legacy ${FLAG_WORDS[flag]} setting (${flag}): ${describeBands(bands)}${cut}.`,
    model: 'bands',
    bands: [first!, ...rest],
  };
}
