/**
 * Step 6 of pricing (DESIGN section 4): the delivery distance, whether the address is
 * deliverable, the fee, and the drop-off estimate.
 */
import type { Blocker, DeliveryFeeRule, Quote, TraceEntry } from '../../schemas/generated/types.js';
import { message } from '../messages.js';
import { formatDollars } from '../money.js';
import { legacyDeliveryFee, legacyModelName, ruleDeliveryFee, type SettingsDelivery } from './fee-models.js';
import { compareMiles, milesFromMeters, milesOf, milesToNumber, type Miles } from './miles.js';

export type QuoteDelivery = NonNullable<Quote['delivery']>;

export interface DeliveryInput {
  readonly distanceInMiles?: number | null | undefined;
  readonly distanceInMeters?: number | null | undefined;
  readonly durationInTrafficMinutes?: number | null | undefined;
  readonly isDeliverable?: boolean | null | undefined;
  readonly subtotalCents: number;
}

export interface DeliveryResult {
  readonly feeCents: number;
  readonly delivery: QuoteDelivery;
  readonly blocker?: Blocker;
}

/** A fee entry of the trace: step 'delivery-fee', with the rule's id when a rule sets the fee (keys in the trace's order). */
function feeEntry(feeRule: DeliveryFeeRule | undefined, fired: boolean, reason: string, amountCents: number): TraceEntry {
  return feeRule ? { step: 'delivery-fee', ruleId: feeRule.id, fired, reason, amountCents } : { step: 'delivery-fee', fired, reason, amountCents };
}

/** settings.delivery.maxDistanceInMiles when a shop sets none: no delivery at or beyond 5 miles. */
export const DEFAULT_MAX_MILES = 5;
const DEFAULT_DROPOFF_MINUTES = 45;

/**
 * The delivery ETA in minutes: the drop-off minutes (`defaultOrderStartsDropoffMinutes`, default 45)
 * plus the route's traffic minutes, rounded up (none: the drop-off minutes alone). The quote's
 * `delivery.etaMinutes` and a measured delivery's ASAP time (engine/slots) both say this.
 */
export function deliveryEtaMinutes(settings: Pick<SettingsDelivery, 'defaultOrderStartsDropoffMinutes'>, trafficMinutes: number | null | undefined): number {
  return (settings.defaultOrderStartsDropoffMinutes ?? DEFAULT_DROPOFF_MINUTES) +
    (typeof trafficMinutes === 'number' && trafficMinutes > 0 ? Math.ceil(trafficMinutes) : 0);
}

/** The customer's distance: distanceInMiles as given, else metres converted (1 decimal). */
export function deliveryMiles(input: Pick<DeliveryInput, 'distanceInMiles' | 'distanceInMeters'>): Miles | undefined {
  if (typeof input.distanceInMiles === 'number') return milesOf(input.distanceInMiles);
  if (typeof input.distanceInMeters === 'number') return milesFromMeters(input.distanceInMeters);
  return undefined;
}

/**
 * Prices delivery for a DELIVERY cart: the fee model is the first enabled `delivery-fee` rule,
 * else the legacy settings. Pushes one trace entry and returns at most one blocker.
 */
export function quoteDelivery(
  settings: SettingsDelivery,
  feeRule: DeliveryFeeRule | undefined,
  input: DeliveryInput,
  trace: TraceEntry[],
): DeliveryResult {
  const maxDistanceInMiles = settings.maxDistanceInMiles ?? DEFAULT_MAX_MILES;
  const miles = deliveryMiles(input);
  const milesNumber = miles ? milesToNumber(miles) : null;
  const etaMinutes = deliveryEtaMinutes(settings, input.durationInTrafficMinutes);

  if (input.isDeliverable === false) {
    trace.push(feeEntry(feeRule, false, 'the address could not be delivered to', 0));
    return {
      feeCents: 0,
      delivery: { miles: milesNumber, deliverable: false, feeCents: 0, maxDistanceInMiles, etaMinutes: null },
      blocker: { code: 'NOT_DELIVERABLE', message: message('ADDRESS_OUT_OF_RANGE'), path: '/deliveryAddress' },
    };
  }
  if (!miles) {
    trace.push(feeEntry(feeRule, false, 'no delivery distance yet', 0));
    return {
      feeCents: 0,
      delivery: { miles: null, deliverable: null, feeCents: 0, maxDistanceInMiles, etaMinutes: null },
      blocker: { code: 'ADDRESS_REQUIRED', message: message('ADDRESS_REQUIRED'), path: '/deliveryAddress' },
    };
  }
  const max = milesOf(maxDistanceInMiles) ?? { units: DEFAULT_MAX_MILES, scale: 0 };
  if (compareMiles(miles, max) >= 0) {
    trace.push(feeEntry(feeRule, false, `${milesNumber} miles is at or beyond the ${maxDistanceInMiles} mile maximum`, 0));
    return {
      feeCents: 0,
      delivery: { miles: milesNumber, deliverable: false, feeCents: 0, maxDistanceInMiles, etaMinutes: null },
      blocker: { code: 'NOT_DELIVERABLE', message: message('NOT_DELIVERABLE', { maxDistanceInMiles }), path: '/deliveryAddress' },
    };
  }
  const modelFee = feeRule ? ruleDeliveryFee(feeRule, miles) : legacyDeliveryFee(settings, miles);
  const model = feeRule ? `rule ${feeRule.model}` : `settings ${legacyModelName(settings)}`;
  const freeOver = feeRule?.freeOverSubtotalCents ?? settings.freeDeliveryQualifyingSubtotalInCents ?? 0;
  const free = freeOver > 0 && input.subtotalCents > freeOver;
  const feeCents = free ? 0 : modelFee;
  trace.push(feeEntry(
    feeRule,
    feeCents > 0,
    free ? `free: subtotal is above ${formatDollars(freeOver)} (${model} would charge ${formatDollars(modelFee)})` : `${model} at ${milesNumber} miles`,
    feeCents,
  ));
  if (free) {
    trace.push({
      step: 'free-delivery',
      ...(feeRule ? { ruleId: feeRule.id } : {}),
      fired: true,
      reason: `the subtotal ${formatDollars(input.subtotalCents)} is above ${formatDollars(freeOver)}, so the ${formatDollars(modelFee)} delivery fee is waived`,
      amountCents: modelFee,
    });
  }
  return { feeCents, delivery: { miles: milesNumber, deliverable: true, feeCents, maxDistanceInMiles, etaMinutes } };
}
