/** Lint checks over rules and schedules: ids, selectors, schedules, promo codes, bands, deals. */
import { dollarsToCents, formatDollars } from '../money.js';
import { matchesCategory, matchesModgroup, matchesModifier, matchesProduct } from '../match.js';
import type { Rule, Schedule, Selector } from '../../schemas/generated/types.js';
import type { LintContext } from './context.js';

type Target = 'category' | 'product' | 'modgroup' | 'modifier';

/** The selectors of a rule with what they select, and their pointers relative to the rule. */
export function selectorsOf(rule: Rule): { selector: Selector; target: Target; at: string }[] {
  switch (rule.kind) {
    case 'promotion':
      return rule.effect.match ? [{ selector: rule.effect.match, target: 'product', at: '/effect/match' }] : [];
    case 'quantity-limit':
    case 'tax-rate':
      return [{ selector: rule.match, target: 'product', at: '/match' }];
    case 'delivery-fee':
      return [];
    default:
      return [{ selector: rule.match, target: rule.target, at: '/match' }];
  }
}

/** True when the selector matches at least one entity of the target level in the menu. */
export function selectsAnything(ctx: LintContext, selector: Selector, target: Target): boolean {
  for (const category of ctx.profile.menu.subMenus) {
    if (target === 'category') {
      if (matchesCategory(selector, category)) return true;
      continue;
    }
    for (const product of category.products) {
      if (target === 'product') {
        if (matchesProduct(selector, product, category)) return true;
        continue;
      }
      for (const group of product.modgroups ?? []) {
        if (target === 'modgroup') {
          if (matchesModgroup(selector, group, product, category)) return true;
          continue;
        }
        // Auto-generated groups get their modifiers at menu time: assume they may match.
        if (group.autoGenFromTag !== undefined) return true;
        for (const modifier of group.modifiers ?? []) if (matchesModifier(selector, modifier, group, product, category)) return true;
      }
    }
  }
  return false;
}

/** Every id of the target level in the menu. */
function idsAt(ctx: LintContext, target: Target): string[] {
  const ids: string[] = [];
  for (const category of ctx.profile.menu.subMenus) {
    if (target === 'category') ids.push(category.id);
    else
      for (const product of category.products) {
        if (target === 'product') ids.push(product.id);
        else
          for (const group of product.modgroups ?? []) {
            if (target === 'modgroup') ids.push(group.id);
            else for (const modifier of group.modifiers ?? []) ids.push(modifier.id);
          }
      }
  }
  return [...new Set(ids)];
}

/** 'Did you mean' for each id of the selector the menu does not have, when one is close. */
function idGuesses(ctx: LintContext, selector: Selector, target: Target): string {
  const closest = ctx.options.closestMatch;
  if (closest === undefined || selector.ids === undefined) return '';
  const known = idsAt(ctx, target);
  const have = new Set(known);
  return selector.ids
    .filter((id) => !have.has(id))
    .map((id) => [id, closest(id, known)] as const)
    .filter((pair): pair is readonly [string, string] => pair[1] !== undefined)
    .map(([id, guess]) => `"${id}" is not a ${target} id: did you mean "${guess}"? `)
    .join('');
}

/** Rule ids are unique across presets and the profile. */
export function checkDuplicateRuleIds(ctx: LintContext): void {
  const first = new Map<string, number>();
  ctx.profile.rules.forEach((rule, i) => {
    const seen = first.get(rule.id);
    if (seen === undefined) first.set(rule.id, i);
    else {
      const src = ctx.options.ruleSources?.[seen];
      const where = src?.preset !== undefined ? `the preset "${src.preset}"` : 'an earlier rule';
      ctx.report('DUPLICATE_RULE_ID', `/rules/${i}/id`, `The rule id "${rule.id}" is already used by ${where}.`, 'Give every rule its own id (explain and traces name rules by id).');
    }
  });
}

/** A profile rule whose selector matches nothing probably has a typo (preset rules are generic, so they are skipped). */
export function checkRulesMatchSomething(ctx: LintContext): void {
  ctx.profile.rules.forEach((rule, i) => {
    if (ctx.options.ruleSources?.[i]?.preset !== undefined) return;
    if (rule.enabled === false) return;
    for (const { selector, target, at } of selectorsOf(rule)) {
      if (!selectsAnything(ctx, selector, target)) {
        ctx.report(
          'RULE_MATCHES_NOTHING',
          `/rules/${i}${at}`,
          `The rule "${rule.id}" (${rule.kind}) matches no ${target} in the current menu, so it does nothing.`,
          `${idGuesses(ctx, selector, target)}Check the ids, tags and names in its selector against the menu (tags are whole keywords; *Contains is case-sensitive).`,
        );
      }
    }
  });
}

type When = NonNullable<Extract<Rule, { kind: 'hide' }>['when']>;

function checkSchedule(ctx: LintContext, schedule: Schedule, path: string, label: string): void {
  if (schedule.from !== undefined && schedule.to !== undefined && schedule.from === schedule.to) {
    ctx.report('SCHEDULE_NEVER_OPEN', `${path}/to`, `${label} runs from ${schedule.from} to ${schedule.to}, an empty time window, so it is never open.`, 'Make "to" differ from "from" (a "to" before "from" runs past midnight), or drop both for all day.');
  }
  if (schedule.dateFrom !== undefined && schedule.dateTo !== undefined && schedule.dateFrom > schedule.dateTo) {
    ctx.report('SCHEDULE_NEVER_OPEN', `${path}/dateTo`, `${label} ends on ${schedule.dateTo}, before it starts on ${schedule.dateFrom}, so it is never open.`, 'Swap dateFrom and dateTo, or fix the dates.');
  }
}

function checkWhen(ctx: LintContext, when: When | undefined, path: string, label: string): void {
  if (when === undefined) return;
  const entries = Array.isArray(when) ? when.map((w, i) => ({ w, p: `${path}/${i}` })) : [{ w: when, p: path }];
  for (const { w, p } of entries) {
    if (typeof w === 'string') {
      if (!ctx.profile.schedules?.[w]) {
        const known = Object.keys(ctx.profile.schedules ?? {});
        ctx.report('SCHEDULE_UNDEFINED', p, `${label} uses the schedule "${w}", which is not defined.`, known.length > 0 ? `Define "${w}" under "schedules" or use one of: ${known.join(', ')}.` : `Define "${w}" under "schedules".`);
      }
    } else checkSchedule(ctx, w, p, label);
  }
}

/** Schedules that can never open, and names of schedules that do not exist. */
export function checkSchedules(ctx: LintContext): void {
  for (const [name, schedule] of Object.entries(ctx.profile.schedules ?? {})) if (schedule) checkSchedule(ctx, schedule, `/schedules/${name}`, `The schedule "${name}"`);
  ctx.profile.rules.forEach((rule, i) => {
    if ('when' in rule) checkWhen(ctx, rule.when, `/rules/${i}/when`, `The rule "${rule.id}"`);
    if (rule.kind === 'promotion') checkWhen(ctx, rule.conditions?.when, `/rules/${i}/conditions/when`, `The rule "${rule.id}"`);
  });
  (ctx.profile.presentation.banners ?? []).forEach((b, i) => checkWhen(ctx, b.when, `/presentation/banners/${i}/when`, `The banner "${b.id}"`));
  (ctx.profile.presentation.pages ?? []).forEach((p, i) => checkWhen(ctx, p.when, `/presentation/pages/${i}/when`, `The page ${p.path}`));
}

/** Codes are matched case-insensitively: two equal codes are ambiguous, and an error when one is exclusive. */
export function checkPromoCodes(ctx: LintContext): void {
  const byCode = new Map<string, { index: number; exclusive: boolean; code: string; id: string }>();
  ctx.profile.rules.forEach((rule, i) => {
    if (rule.kind !== 'promotion' || rule.code === undefined) return;
    const key = rule.code.toLowerCase();
    const prev = byCode.get(key);
    const exclusive = rule.exclusive === true;
    if (!prev) {
      byCode.set(key, { index: i, exclusive, code: rule.code, id: rule.id });
      return;
    }
    if (prev.exclusive || exclusive) {
      ctx.report('PROMO_CODE_CONFLICT', `/rules/${i}/code`, `The promo code "${rule.code}" of rule "${rule.id}" equals "${prev.code}" of rule "${prev.id}" (codes ignore case), and one of them is exclusive, so which applies depends on order.`, 'Give each promotion its own code, or merge the two rules.');
    } else {
      ctx.report('PROMO_CODE_DUPLICATE', `/rules/${i}/code`, `The promo code "${rule.code}" of rule "${rule.id}" is also used by rule "${prev.id}" (codes ignore case); both apply when it is entered.`, 'Use one code per promotion unless both discounts are meant to apply together.');
    }
  });
}

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
 * A fixed-price deal whose discount is above a matched product's price takes more off than the
 * item costs; one whose shown dealPriceCents is not the price minus the charged discountCents
 * advertises a price the customer does not pay.
 */
export function checkDeals(ctx: LintContext): void {
  ctx.profile.rules.forEach((rule, i) => {
    if (rule.kind !== 'promotion' || rule.effect.type !== 'fixed-price-deal') return;
    const { match, discountCents, dealPriceCents } = rule.effect;
    if (match === undefined || discountCents === undefined) return;
    for (const { product, category } of ctx.products) {
      if (!matchesProduct(match, product, category)) continue;
      const { cents, market } = dollarsToCents(product.price);
      if (!market && dealPriceCents !== undefined && cents - discountCents !== dealPriceCents) {
        ctx.report('DEAL_PRICE_MISMATCH', `/rules/${i}/effect/dealPriceCents`, `The deal "${rule.id}" shows ${formatDollars(dealPriceCents)} for "${product.id}", but charges ${formatDollars(cents)} - ${formatDollars(discountCents)} = ${formatDollars(cents - discountCents)}.`, `Remove discountCents (it is then worked out from dealPriceCents), or make dealPriceCents ${cents - discountCents}.`);
        return;
      }
      if (!market && cents < discountCents) {
        ctx.report('DEAL_DISCOUNT_EXCEEDS_PRICE', `/rules/${i}/effect/discountCents`, `The deal "${rule.id}" takes ${discountCents} cents off each matched item, but "${product.id}" costs only ${cents} cents.`, 'Lower discountCents to at most the cheapest matched price, or narrow the match.');
        return;
      }
    }
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

/** Every location must point at a shop that has a profile. */
export function checkLocations(ctx: LintContext): void {
  if (!ctx.options.knownShopIds) return;
  const known = new Set(ctx.options.knownShopIds);
  (ctx.profile.identity.locations ?? []).forEach((loc, i) => {
    if (!known.has(loc.shopId)) {
      ctx.report('LOCATION_WITHOUT_PROFILE', `/identity/locations/${i}/shopId`, `The location "${loc.label}" points at the shop "${loc.shopId}", which has no profile.`, `Add a profile with "shopId": "${loc.shopId}", or fix the shopId.`);
    }
  });
}
