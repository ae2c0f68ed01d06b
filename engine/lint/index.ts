/**
 * Semantic lint of a loaded profile: what the schema cannot say (dangling references, duplicate
 * ids, rules that match nothing, schedules that never open, conflicting codes, bad bands, prices
 * that do not parse, ...). Pure: positions come from the `locate` callback the loader returns.
 */
import type { Finding, Locate } from '../../schemas/findings.js';
import type { Menu } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import type { LoadProfileResult } from '../../schemas/loader.js';
import { checkAllergensListed, checkDietaryLabels } from './allergen-checks.js';
import { checkCombos } from './combo-checks.js';
import { createContext, type LintContext, type LintOptions } from './context.js';
import {
  checkDanglingModifierRefs,
  checkDuplicateMenuIds,
  checkModgroupCounts,
  checkModgroupLibrary,
  checkPortionsAndDefaults,
  checkPrices,
  checkRetailNames,
} from './menu-checks.js';
import { checkCartTypesApply, checkDuplicateRuleIds, checkLocations, checkRuleKinds, checkRulesMatchSomething, checkSchedules } from './rule-checks.js';
import { checkDefaultShop, checkMenuSettings, checkPageCategories } from './reference-checks.js';
import { checkPercentages, checkTips } from './settings-checks.js';
import { checkSpecialHours } from './special-hours-checks.js';

export type { LintOptions, LintRuleSource } from './context.js';
export { priceProblem } from './menu-checks.js';

/** The checks that read the menu alone, so a menu file can be linted without its profile. */
const MENU_CHECKS: readonly ((ctx: LintContext) => void)[] = [
  checkDuplicateMenuIds,
  checkDanglingModifierRefs,
  checkPrices,
  checkModgroupCounts,
  checkModgroupLibrary,
  checkPortionsAndDefaults,
  checkRetailNames,
  checkCombos,
  checkDietaryLabels,
  checkAllergensListed,
];

/** Every lint check, in reporting order. */
const CHECKS: readonly ((ctx: LintContext) => void)[] = [
  ...MENU_CHECKS,
  checkPercentages,
  checkTips,
  checkSpecialHours,
  checkDuplicateRuleIds,
  checkRulesMatchSomething,
  checkSchedules,
  checkCartTypesApply,
  // Each rule kind's own checks (promo codes, deals, delivery bands, ...): engine/rules/<kind>.ts.
  checkRuleKinds,
  checkLocations,
  checkDefaultShop,
  checkPageCategories,
  checkMenuSettings,
];

/**
 * Every finding of one load in one run: the loader's (schema, units, presets, messages, menu) and
 * the semantic checks, which run on the valid part (`partial`) when the profile has errors and
 * keep only the findings that cannot come from the parts left out.
 */
export function lintLoadResult(result: LoadProfileResult, options: Omit<LintOptions, 'locate' | 'ruleSources'> = {}): Finding[] {
  if (result.ok) return [...result.findings, ...lintProfile(result.profile, { ...options, locate: result.locate, ruleSources: result.ruleSources })];
  const partial = result.partial;
  if (!partial) return [...result.findings];
  return [...result.findings, ...partial.keep(lintProfile(partial.profile, { ...options, locate: partial.locate, ruleSources: partial.ruleSources }))];
}

/** Lints a loaded profile; findings use the same shape as the loader's. */
export function lintProfile(profile: LoadedProfile, options: LintOptions = {}): Finding[] {
  const { ctx, findings } = createContext(profile, options);
  for (const check of CHECKS) check(ctx);
  return findings;
}

/**
 * Lints a menu on its own (a menu file): the menu checks, with paths into the menu file.
 * `locate` is the loader's locate for that file (loadMenu returns it).
 */
export function lintMenu(menu: Menu, options: { readonly file?: string; readonly locate?: Locate; readonly closestMatch?: LintOptions['closestMatch'] } = {}): Finding[] {
  const file = options.file ?? '<inline>';
  const inMenu = options.locate ?? ((path: string) => ({ file, path, line: 0, column: 0 }));
  // The checks point into a profile (/menu/...): drop that first segment to point into the file.
  const locate: Locate = (path, opts) => inMenu(path.startsWith('/menu/') ? path.slice('/menu'.length) : '', opts);
  // MENU_CHECKS read only `menu` of the profile.
  const profile = { menu, rules: [] } as unknown as LoadedProfile;
  const { ctx, findings } = createContext(profile, options.closestMatch ? { file, locate, closestMatch: options.closestMatch } : { file, locate });
  for (const check of MENU_CHECKS) check(ctx);
  return findings;
}
