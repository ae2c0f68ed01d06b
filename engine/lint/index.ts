/**
 * Semantic lint of a loaded profile: what the schema cannot say (dangling references, duplicate
 * ids, rules that match nothing, schedules that never open, conflicting codes, bad bands, prices
 * that do not parse, ...). Pure: positions come from the `locate` callback the loader returns.
 */
import type { Finding } from '../../schemas/findings.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { createContext, type LintContext, type LintOptions } from './context.js';
import { checkDanglingModifierRefs, checkDuplicateMenuIds, checkModgroupCounts, checkPrices } from './menu-checks.js';
import {
  checkDeals,
  checkDeliveryBands,
  checkDuplicateRuleIds,
  checkLegacyDeliveryFlags,
  checkLocations,
  checkPromoCodes,
  checkRulesMatchSomething,
  checkSchedules,
} from './rule-checks.js';
import { checkPercentages } from './settings-checks.js';

export type { LintOptions, LintRuleSource } from './context.js';
export { priceProblem } from './menu-checks.js';

/** Every lint check, in reporting order. */
const CHECKS: readonly ((ctx: LintContext) => void)[] = [
  checkDuplicateMenuIds,
  checkDanglingModifierRefs,
  checkPrices,
  checkModgroupCounts,
  checkPercentages,
  checkDuplicateRuleIds,
  checkRulesMatchSomething,
  checkSchedules,
  checkPromoCodes,
  checkDeliveryBands,
  checkDeals,
  checkLegacyDeliveryFlags,
  checkLocations,
];

/** Lints a loaded profile; findings use the same shape as the loader's. */
export function lintProfile(profile: LoadedProfile, options: LintOptions = {}): Finding[] {
  const { ctx, findings } = createContext(profile, options);
  for (const check of CHECKS) check(ctx);
  return findings;
}
