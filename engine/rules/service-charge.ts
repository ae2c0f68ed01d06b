/**
 * `service-charge`: a percent of the subtotal after discounts (pricing step 5), for the order
 * types in `cartTypes` and while `when` holds: a 5% service charge on dine-in orders only. The
 * first service-charge rule that holds sets it; a profile with service-charge rules does not use
 * settings.allServicePercentage (the legacy setting for every order).
 */
import { cartTypesSuffix, holdsForCartType, type CartType } from '../cart-types.js';
import type { LintContext } from '../lint/context.js';
import { compareDecimal, decimalOfInteger, parseDecimal } from '../money.js';
import { isWhenActiveAt, type LocalParts, type NamedSchedules } from '../schedule.js';
import { whenSuffix } from './explain-text.js';
import { ownSchedule } from './targeted.js';
import type { RuleKindDef, RuleOf } from './types.js';

/** The first enabled service-charge rule that holds for this order type at this time, if any. */
export function serviceChargeRuleFor(
  rules: readonly RuleOf<'service-charge'>[],
  cartType: CartType,
  parts: () => LocalParts,
  schedules: NamedSchedules,
): RuleOf<'service-charge'> | undefined {
  return rules.find((r) => r.enabled !== false && holdsForCartType(r, cartType) && (r.when === undefined || isWhenActiveAt(r.when, parts(), schedules)));
}

const HUNDRED = decimalOfInteger(100);

/** A percent outside 0..100; the legacy setting beside rules, which the rules replace. */
function checkServiceCharges(ctx: LintContext): void {
  let first: { index: number; id: string } | undefined;
  ctx.profile.rules.forEach((rule, i) => {
    if (rule.kind !== 'service-charge') return;
    const d = parseDecimal(rule.percent);
    if (d !== undefined && compareDecimal(d, HUNDRED) > 0) {
      ctx.report('PERCENT_OUT_OF_RANGE', `/rules/${i}/percent`, `The service-charge rule "${rule.id}" charges ${String(rule.percent)}%, over 100.`, 'Write the percent from 0 to 100 (5 = 5% of the subtotal after discounts).');
    }
    if (rule.enabled !== false) first ??= { index: i, id: rule.id };
  });
  const setting = parseDecimal(ctx.profile.settings.allServicePercentage);
  if (first && setting !== undefined && setting.units > 0n) {
    ctx.report('SERVICE_SETTING_WITH_RULE', '/settings/allServicePercentage',
      `settings.allServicePercentage is ${String(ctx.profile.settings.allServicePercentage)}, but the profile has service-charge rules (first "${first.id}"), which replace it: an order no rule holds for has no service charge.`,
      'Remove allServicePercentage, or add a last service-charge rule without cartTypes with that percent for the other orders.');
  }
}

export const serviceCharge: RuleKindDef<'service-charge'> = {
  kind: 'service-charge',
  title: 'Service charges',
  selectors: () => [],
  schedules: ownSchedule,
  explainsCartTypes: true,
  explain: (r, context) => `A service charge of ${r.percent}% of the subtotal after discounts${cartTypesSuffix(r) || ' on every order'}${whenSuffix(r.when, context)}.`,
  lint: [checkServiceCharges],
};
