/**
 * Lint checks over rules and schedules that hold for every kind: ids, selectors, schedules,
 * every kind's own checks (engine/rules/<kind>.ts) in registry order, locations.
 */
import { cartTypeWords, offeredCartTypes } from '../cart-types.js';
import { keywordsOf, matchesCategory, matchesModgroup, matchesModifier, matchesProduct } from '../match.js';
import { RULE_KIND_DEFS, RULE_KINDS, ruleKindDef } from '../rules/index.js';
import type { RuleSelector, SelectorTarget } from '../rules/index.js';
import type { Modgroup, Product, Rule, Schedule, Selector } from '../../schemas/generated/types.js';
import { productModgroups } from '../menu/expand.js';
import type { LintContext } from './context.js';

type Target = SelectorTarget;

/** The selectors of a rule with what they select, and their pointers relative to the rule. */
export function selectorsOf(rule: Rule): readonly RuleSelector[] {
  return ruleKindDef(rule).selectors(rule);
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
      for (const group of productModgroups(ctx.profile.menu, product)) {
        if (target === 'modgroup') {
          if (matchesModgroup(selector, group, product, category)) return true;
          continue;
        }
        for (const modifier of optionsOf(ctx, group)) if (matchesModifier(selector, modifier, group, product, category)) return true;
      }
    }
  }
  return false;
}

/**
 * The products of the menu carrying `tag` as a whole keyword (case-insensitive), each id once:
 * the options an auto-generated group (`autoGenFromTag`) offers, as engine/compile.ts makes them.
 */
function productsTagged(ctx: LintContext, tag: string): readonly Product[] {
  const wanted = tag.toLowerCase();
  let byTag = taggedByContext.get(ctx);
  if (!byTag) {
    byTag = new Map();
    taggedByContext.set(ctx, byTag);
  }
  let out = byTag.get(wanted);
  if (!out) {
    const seen = new Set<string>();
    const found: Product[] = [];
    for (const { product } of ctx.products) {
      if (seen.has(product.id)) continue;
      seen.add(product.id);
      if (keywordsOf(product.tags).some((k) => k.toLowerCase() === wanted)) found.push(product);
    }
    byTag.set(wanted, found);
    out = found;
  }
  return out;
}

// Every selector of every rule asks for the same few tags: list each once per lint run.
const taggedByContext = new WeakMap<LintContext, Map<string, readonly Product[]>>();

/** A group's options as customers get them: those written, then (auto-generated groups) one per tagged product, by its id and name. */
function optionsOf(ctx: LintContext, group: Modgroup): { readonly id: string; readonly name?: Product['name'] }[] {
  const written = group.modifiers ?? [];
  if (!group.autoGenFromTag) return written;
  const ids = new Set(written.map((m) => m.id));
  return [...written, ...productsTagged(ctx, group.autoGenFromTag).filter((p) => !ids.has(p.id)).map((p) => ({ id: p.id, name: p.name }))];
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
          for (const group of productModgroups(ctx.profile.menu, product)) {
            if (target === 'modgroup') ids.push(group.id);
            else for (const modifier of optionsOf(ctx, group)) ids.push(modifier.id);
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
    for (const { when, at } of ruleKindDef(rule).schedules(rule)) checkWhen(ctx, when, `/rules/${i}${at}`, `The rule "${rule.id}"`);
  });
  (ctx.profile.presentation.banners ?? []).forEach((b, i) => checkWhen(ctx, b.when, `/presentation/banners/${i}/when`, `The banner "${b.id}"`));
  (ctx.profile.presentation.pages ?? []).forEach((p, i) => checkWhen(ctx, p.when, `/presentation/pages/${i}/when`, `The page ${p.path}`));
}

/** The lint checks of every rule kind, in registry order. */
export function checkRuleKinds(ctx: LintContext): void {
  for (const kind of RULE_KINDS) for (const check of RULE_KIND_DEFS[kind].lint) check(ctx);
}

/**
 * A profile rule whose cartTypes name only order types the shop does not take never applies; nor
 * does a delivery-fee rule that leaves out DELIVERY (only delivery orders have a delivery fee).
 */
export function checkCartTypesApply(ctx: LintContext): void {
  const offered = offeredCartTypes(ctx.profile.settings);
  ctx.profile.rules.forEach((rule, i) => {
    if (ctx.options.ruleSources?.[i]?.preset !== undefined || rule.enabled === false || rule.cartTypes === undefined) return;
    const types = rule.cartTypes;
    if (rule.kind === 'delivery-fee' && !types.includes('DELIVERY')) {
      ctx.report('CART_TYPES_NEVER_APPLY', `/rules/${i}/cartTypes`, `The delivery-fee rule "${rule.id}" holds only for ${cartTypeWords(types)} orders, which have no delivery fee, so it never applies.`,
        'A delivery fee is charged on delivery orders only: include "DELIVERY" in cartTypes, or leave cartTypes out.');
      return;
    }
    if (!types.some((t) => offered.includes(t))) {
      const why = types.map((t) => (t === 'DINEIN' ? 'settings.allowDineIn is false' : t === 'DELIVERY' ? 'settings.delivery.disableDelivery is true' : 'settings.deliveryOnly is true')).join('; ');
      ctx.report('CART_TYPES_NEVER_APPLY', `/rules/${i}/cartTypes`, `The rule "${rule.id}" holds only for ${cartTypeWords(types)} orders, which this shop does not take (${why}), so it never applies.`,
        `List an order type the shop takes (${cartTypeWords(offered)}), or change the settings that turn that order type off.`);
    }
  });
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
