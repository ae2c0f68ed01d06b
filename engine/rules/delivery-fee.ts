/** `delivery-fee`: the delivery fee by distance bands or base-plus-per-mile, optionally free over a subtotal. */
import type { LoadedSettings } from '../../schemas/profile-types.js';
import { DEFAULT_MAX_MILES, legacyDeliveryBands, legacyModelName } from '../delivery/index.js';
import type { LintContext } from '../lint/context.js';
import { formatDollars } from '../money.js';
import { bandsText, miles } from './explain-text.js';
import { noSchedules } from './targeted.js';
import type { RuleKindDef } from './types.js';

/** Delivery bands: upToMiles strictly increasing, and the catch-all band (no upToMiles) last. */
export function checkDeliveryBands(ctx: LintContext): void {
  ctx.profile.rules.forEach((rule, i) => {
    if (rule.kind !== 'delivery-fee' || rule.model !== 'bands' || !rule.bands) return;
    let last: number | undefined;
    rule.bands.forEach((band, b) => {
      if (band.upToMiles === undefined) {
        if (b !== rule.bands!.length - 1) {
          ctx.report('DELIVERY_CATCH_ALL_NOT_LAST', `/rules/${i}/bands/${b}`, `Band ${b + 1} of rule "${rule.id}" has no upToMiles (it catches every distance), but bands follow it, so they are never used.`, 'Move the band without upToMiles to the end, or give it an upToMiles.');
        }
        return;
      }
      if (last !== undefined && band.upToMiles <= last) {
        ctx.report('DELIVERY_BANDS_NOT_INCREASING', `/rules/${i}/bands/${b}/upToMiles`, `Band ${b + 1} of rule "${rule.id}" goes up to ${band.upToMiles} miles, not beyond the previous band's ${last} miles, so it is never used.`, 'Order the bands by upToMiles, smallest first, each larger than the one before.');
      }
      last = last === undefined ? band.upToMiles : Math.max(last, band.upToMiles);
    });
  });
}

/**
 * Bands against the maximum distance: nothing is delivered at or beyond
 * settings.delivery.maxDistanceInMiles, so a band ending exactly there never serves its end, a band
 * ending past it serves only the part below it, and a band starting at or past it is never used.
 */
export function checkBandsWithinMaxDistance(ctx: LintContext): void {
  const max = ctx.profile.settings.delivery?.maxDistanceInMiles ?? DEFAULT_MAX_MILES;
  const setting = 'settings.delivery.maxDistanceInMiles';
  ctx.profile.rules.forEach((rule, i) => {
    if (rule.kind !== 'delivery-fee' || rule.model !== 'bands' || !rule.bands) return;
    let start = 0;
    rule.bands.forEach((band, b) => {
      const label = `Band ${b + 1} of rule "${rule.id}"`;
      if (start >= max && b > 0) {
        ctx.report(
          'DELIVERY_BAND_BEYOND_MAX_DISTANCE',
          `/rules/${i}/bands/${b}`,
          `${label} starts at ${miles(start)}, but nothing is delivered at or beyond ${miles(max)} (${setting}), so it is never used.`,
          `Remove the band, or raise ${setting} above ${start} miles if the shop delivers that far.`,
        );
      } else if (band.upToMiles !== undefined && band.upToMiles === max) {
        ctx.report(
          'DELIVERY_BAND_BEYOND_MAX_DISTANCE',
          `/rules/${i}/bands/${b}/upToMiles`,
          `${label} goes up to and including ${miles(max)}, but nothing is delivered at or beyond ${miles(max)} (${setting}), so an address at exactly ${miles(max)} is refused instead of charged this band.`,
          `To deliver at exactly ${miles(max)}, raise ${setting} above ${max} (e.g. ${max + 0.5}). To stop before ${miles(max)}, make this the last band and remove its upToMiles: it then covers every distance below the maximum.`,
        );
      } else if (band.upToMiles !== undefined && band.upToMiles > max) {
        ctx.report(
          'DELIVERY_BAND_BEYOND_MAX_DISTANCE',
          `/rules/${i}/bands/${b}/upToMiles`,
          `${label} goes up to ${miles(band.upToMiles)}, past the maximum distance of ${miles(max)} (${setting}): nothing at or beyond ${miles(max)} is delivered, so the band only serves distances below it.`,
          `Raise ${setting} above ${band.upToMiles} (e.g. ${band.upToMiles + 0.5}) to deliver as far as this band goes, or lower its upToMiles below ${max}.`,
        );
      }
      if (band.upToMiles !== undefined) start = Math.max(start, band.upToMiles);
    });
  });
}

const LEGACY_STEP_FLAGS = ['useStepFunction', 'fiveOverFour', 'threeOverThree', 'fiveOverThree', 'useUberEatsStep'] as const;

/** Legacy step flags and a delivery-fee rule are two fee models at once. */
export function checkLegacyDeliveryFlags(ctx: LintContext): void {
  const rule = ctx.profile.rules.findIndex((r) => r.kind === 'delivery-fee' && r.enabled !== false);
  if (rule < 0) return;
  const delivery = ctx.profile.settings.delivery;
  for (const flag of LEGACY_STEP_FLAGS) {
    if (delivery[flag] === true) {
      ctx.report('LEGACY_DELIVERY_FLAGS_WITH_RULE', `/settings/delivery/${flag}`, `settings.delivery.${flag} is set and the delivery-fee rule "${ctx.profile.rules[rule]!.id}" also sets the fee; the rule wins and the flag is ignored.`, `Remove ${flag} (the rule already describes the fee).`);
    }
  }
}

/** The delivery fee the legacy settings give, when the profile has no delivery-fee rule, in one sentence. */
export function explainSettingsDelivery(d: LoadedSettings['delivery']): string {
  if (d.disableDelivery === true) return 'No delivery: a delivery cart is refused (DELIVERY_DISABLED) while settings.delivery.disableDelivery is on.';
  const bands = legacyDeliveryBands(d);
  const model = bands
    ? `by distance (${legacyModelName(d)}): ${bandsText(bands)}`
    : `${formatDollars(d.baseFeeInCents ?? 0)} plus ${formatDollars(d.feeInCentsPerMile ?? 0)} per mile beyond ${miles(d.baseFeeMiles ?? 0)}`;
  const free = (d.freeDeliveryQualifyingSubtotalInCents ?? 0) > 0 ? `; free when the subtotal is over ${formatDollars(d.freeDeliveryQualifyingSubtotalInCents ?? 0)}` : '';
  return `Delivery fee ${model}${free}; not delivered at or beyond ${miles(d.maxDistanceInMiles ?? DEFAULT_MAX_MILES)} (from the shop settings).`;
}

export const deliveryFee: RuleKindDef<'delivery-fee'> = {
  kind: 'delivery-fee',
  title: 'Delivery fee',
  selectors: () => [],
  schedules: noSchedules,
  explain: (r, context) => {
    const model =
      r.model === 'bands'
        ? `by distance: ${bandsText(r.bands ?? [])}`
        : `${formatDollars(r.baseFeeInCents ?? 0)} plus ${formatDollars(r.feeInCentsPerMile ?? 0)} per mile beyond ${miles(r.baseFeeMiles ?? 0)}`;
    // As the fee is charged (engine/delivery/quote-delivery.ts): the rule's own threshold, else the settings'.
    const own = r.freeOverSubtotalCents !== undefined;
    const freeOver = r.freeOverSubtotalCents ?? context?.freeDeliveryOverCents ?? 0;
    const free = freeOver > 0 ? `; free when the subtotal is over ${formatDollars(freeOver)}${own ? '' : ' (settings.delivery.freeDeliveryQualifyingSubtotalInCents)'}` : '';
    return `Delivery fee ${model}${free}; not delivered at or beyond ${miles(context?.maxDistanceInMiles ?? DEFAULT_MAX_MILES)} (settings.delivery.maxDistanceInMiles).`;
  },
  lint: [checkDeliveryBands, checkBandsWithinMaxDistance, checkLegacyDeliveryFlags],
};
