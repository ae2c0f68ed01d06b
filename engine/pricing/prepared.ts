/** What pricing needs from a profile, prepared once per profile object (profiles are not mutated once loaded). */
import type { DeliveryFeeRule, ServiceChargeRule } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { parseDecimal, type Decimal } from '../money.js';
import { compilePromotions, type CompiledPromotion } from '../promotions/index.js';

export interface PreparedPricing {
  readonly promotions: readonly CompiledPromotion[];
  /** The first enabled delivery-fee rule; the one pricing uses (the first that holds for the cart's order type) is in deliveryFeeRules. */
  readonly deliveryFeeRule: DeliveryFeeRule | undefined;
  /** Every enabled delivery-fee rule, in profile order. */
  readonly deliveryFeeRules: readonly DeliveryFeeRule[];
  /** settings.allServicePercentage, when above 0 (used only without service-charge rules). */
  readonly serviceFeePercent: Decimal | undefined;
  /** Every enabled service-charge rule, in profile order: the first that holds sets the service fee. */
  readonly serviceChargeRules: readonly ServiceChargeRule[];
  readonly defaultTaxPercent: Decimal;
  /** Item tax percents (decimal text) parsed once. */
  readonly taxPercents: Map<string, Decimal | undefined>;
}

/** The spec's default sales tax when the shop's setting is not numeric (section 9). */
export const DEFAULT_TAX_PERCENT: Decimal = { units: 95n, scale: 1 };

const prepared = new WeakMap<LoadedProfile, PreparedPricing>();

function nonNegative(d: Decimal | undefined): Decimal | undefined {
  return d && d.units >= 0n ? d : undefined;
}

/** The pricing preparation of a profile (built on first use, then cached). */
export function preparePricing(profile: LoadedProfile): PreparedPricing {
  let p = prepared.get(profile);
  if (!p) {
    const rules = profile.rules;
    const deliveryFeeRules = rules.filter((r): r is DeliveryFeeRule => r.kind === 'delivery-fee' && r.enabled !== false);
    const service = nonNegative(parseDecimal(profile.settings.allServicePercentage));
    p = {
      promotions: compilePromotions(rules, profile.identity.timeZone, profile.schedules),
      deliveryFeeRule: deliveryFeeRules[0],
      deliveryFeeRules,
      serviceFeePercent: service && service.units > 0n ? service : undefined,
      serviceChargeRules: rules.filter((r): r is ServiceChargeRule => r.kind === 'service-charge' && r.enabled !== false),
      defaultTaxPercent: nonNegative(parseDecimal(profile.settings.taxPercentage)) ?? DEFAULT_TAX_PERCENT,
      taxPercents: new Map(),
    };
    prepared.set(profile, p);
  }
  return p;
}

/** An item's tax percent text parsed (cached per profile); undefined when not numeric. */
export function itemTaxPercent(p: PreparedPricing, text: string): Decimal | undefined {
  if (p.taxPercents.has(text)) return p.taxPercents.get(text);
  const d = nonNegative(parseDecimal(text));
  p.taxPercents.set(text, d);
  return d;
}
