/**
 * Lint checks over the menu: dangling showIf/priceIf, duplicate ids, prices, min/max picks,
 * retail names, and the modifier group library, nested groups, halves and defaults.
 */
import { dollarsToCents, isPriceMissing, parseDecimal } from '../money.js';
import { textOf } from '../match.js';
import { MAX_NESTED_DEPTH } from '../menu/expand.js';
import { LEGACY_RETAIL_MARKER } from '../menu/retail.js';
import type { Modgroup, ModgroupUse, PriceIf } from '../../schemas/generated/types.js';
import { groupsOf, isLibraryContent, LIBRARY_PATH, modifiersOf, writtenGroups, type LintContext } from './context.js';

/** A pointer for a finding about `field` of an expanded group: where it is written, or the product's `use` entry for library content. */
function fieldAt(g: { readonly path: string; readonly at: string; readonly productAt: string; readonly use?: ModgroupUse }, field: string): string {
  if (g.use && (g.use as unknown as Record<string, unknown>)[field] !== undefined) return `${g.at}/${field}`;
  return g.path.startsWith(`${LIBRARY_PATH}/`) ? g.productAt : `${g.path}/${field}`;
}

/**
 * showIf and priceIf must name a modifier of the same product. Library content is shared: its
 * priceIf (a price by size) may name options that only some products have, so it is reported,
 * where it is written, only when no product using it has that option.
 */
export function checkDanglingModifierRefs(ctx: LintContext): void {
  type Ref = { readonly match: string; readonly path: string; readonly what: 'showIf' | 'priceIf'; readonly group: string };
  // Library refs: pointer -> the ref, and the ids of every product that uses it.
  const shared = new Map<string, { ref: Ref; known: Set<string> }>();
  const hint = (ids: ReadonlySet<string>, what: string): string =>
    `${what === 'showIf' ? 'Set showIf to' : 'Use'} the id of one of this product's modifiers${ids.size > 0 ? ` (${[...ids].slice(0, 8).join(', ')})` : ''}, or remove ${what === 'showIf' ? 'it' : 'the entry'}.`;
  const report = (ref: Ref, name: string, ids: ReadonlySet<string>): void => {
    if (ref.what === 'showIf') {
      ctx.report(
        'SHOW_IF_DANGLING',
        ref.path,
        `The modifier group "${ref.group}" of "${name}" shows only when modifier "${ref.match}" is picked, but "${name}" has no such modifier, so the group never shows.`,
        hint(ids, 'showIf'),
      );
    } else {
      ctx.report('PRICE_IF_DANGLING', ref.path, `priceIf names the modifier "${ref.match}", which "${name}" does not have, so this price can never apply.`, hint(ids, 'priceIf'));
    }
  };
  for (const entry of ctx.products) {
    const ids = new Set(modifiersOf(ctx, entry).map((m) => m.modifier.id));
    const name = textOf(entry.product.name);
    const refs: { ref: Ref; library: boolean }[] = [];
    const priceIfs = (list: PriceIf | undefined, at: string, group: string, library: boolean): void =>
      (list ?? []).forEach((e, i) => refs.push({ ref: { match: e.match, path: `${at}/priceIf/${i}/match`, what: 'priceIf', group }, library }));
    for (const g of groupsOf(ctx, entry).groups) {
      const library = isLibraryContent(g);
      const groupName = textOf(g.group.name);
      // A nested group's showIf is its option (always a modifier of the product).
      if (g.parentModifierId === undefined && g.group.showIf !== undefined) {
        const own = g.use?.showIf !== undefined;
        refs.push({ ref: { match: g.group.showIf, path: own ? `${g.at}/showIf` : `${g.path}/showIf`, what: 'showIf', group: groupName }, library: library && !own });
      }
      const ownPriceIf = g.use?.priceIf !== undefined;
      priceIfs(g.group.priceIf, ownPriceIf ? g.at : g.path, groupName, library && !ownPriceIf);
      (g.group.modifiers ?? []).forEach((m, mi) => {
        const at = `${g.path}/modifiers/${mi}`;
        priceIfs(m.priceIf, at, groupName, library);
        for (const level of ['light', 'extra', 'onSide'] as const) {
          const l = m.levels?.[level];
          if (l !== undefined && typeof l === 'object' && l !== null) priceIfs(l.priceIf, `${at}/levels/${level}`, groupName, library);
        }
      });
    }
    for (const { ref, library } of refs) {
      if (!library) {
        if (!ids.has(ref.match)) report(ref, name, ids);
        continue;
      }
      const seen = shared.get(ref.path) ?? { ref, known: new Set<string>() };
      if (ids.has(ref.match)) seen.known.add(ref.match);
      shared.set(ref.path, seen);
    }
  }
  for (const { ref, known } of shared.values()) {
    if (known.has(ref.match)) continue;
    const what = ref.what === 'showIf' ? 'shows only when' : 'prices by';
    ctx.report(
      ref.what === 'showIf' ? 'SHOW_IF_DANGLING' : 'PRICE_IF_DANGLING',
      ref.path,
      `The shared group "${ref.group}" ${what} modifier "${ref.match}", which no product using it has, so ${ref.what === 'showIf' ? 'it never shows' : 'this price can never apply'}.`,
      'Use the id of a modifier of the products that use this group (a size they offer, for a price by size), or remove the entry.',
    );
  }
}

function reportDuplicates<T>(ctx: LintContext, items: readonly { id: string; path: string; item: T }[], code: Parameters<LintContext['report']>[0], what: string, scope: string): void {
  const first = new Map<string, string>();
  for (const { id, path } of items) {
    const seen = first.get(id);
    if (seen === undefined) first.set(id, path);
    else ctx.report(code, `${path}/id`, `The ${what} id "${id}" is used twice ${scope} (first at ${ctx.written(seen)}).`, `Give each ${what} ${scope} its own id.`);
  }
}

/** Ids must be unique: categories, products across the menu, groups and modifiers within a product. */
export function checkDuplicateMenuIds(ctx: LintContext): void {
  reportDuplicates(ctx, ctx.profile.menu.subMenus.map((c, i) => ({ id: c.id, path: `/menu/subMenus/${i}`, item: c })), 'DUPLICATE_CATEGORY_ID', 'category', 'in the menu');
  reportDuplicates(ctx, ctx.products.map((p) => ({ id: p.product.id, path: p.path, item: p })), 'DUPLICATE_PRODUCT_ID', 'product', 'in the menu');
  reportDuplicates(ctx, (ctx.profile.menu.modgroupLibrary ?? []).map((g, i) => ({ id: g.id, path: `${LIBRARY_PATH}/${i}`, item: g })), 'DUPLICATE_MODGROUP_ID', 'modifier group', 'in the modifier group library');
  for (const entry of ctx.products) {
    const { product } = entry;
    const groups = groupsOf(ctx, entry).groups;
    // Library content is reported at the product's use entry (the line that brings it in).
    reportDuplicates(ctx, groups.map((g) => ({ id: g.group.id, path: isLibraryContent(g) ? (g.use?.id !== undefined ? g.at : g.productAt) : g.path, item: g })), 'DUPLICATE_MODGROUP_ID', 'modifier group', `in product "${product.id}"`);
    reportDuplicates(ctx, modifiersOf(ctx, entry).map((m) => ({ id: m.modifier.id, path: m.at, item: m })), 'DUPLICATE_MODIFIER_ID', 'modifier', `in product "${product.id}"`);
  }
}

const MARKET_PRICE = /^(mp|m\.p\.|market|market price|mkt)$/i;

/** Why a price is not usable, or undefined when it is numeric, empty or a market-price marker. */
export function priceProblem(price: unknown): string | undefined {
  if (price === null || price === undefined || typeof price === 'number') return undefined;
  if (typeof price !== 'string') return 'it is not a price';
  const text = price.trim();
  if (text === '' || MARKET_PRICE.test(text)) return undefined;
  if (!dollarsToCents(text).market) return undefined;
  return /^-/.test(text) ? 'it is negative' : 'it is neither a number nor a market-price marker';
}

/** '"$12.95" is not a price: write "12.95"' when the dollars can be read under a sign or commas; else how prices are written. */
function priceHint(price: unknown): string {
  const how = 'or "MP" / "Market Price" for a market-price item';
  if (typeof price === 'string') {
    const digits = price.trim().replace(/^\$\s*/, '').replace(/^(\d{1,3}(?:,\d{3})+)(\.\d+)?$/, (_, whole: string, frac = '') => whole.replace(/,/g, '') + frac).replace(/^(\d+),(\d{2})$/, '$1.$2');
    if (/^\d+(\.\d+)?$/.test(digits)) return `${JSON.stringify(price)} is not a price: write "${digits}" (dollars: digits and one decimal point, no $ or commas), ${how}.`;
  }
  return `${JSON.stringify(price)} is not a price: write the dollars as a number (e.g. 12.5 or "12.50"), ${how}.`;
}

/** Prices must parse: a number, a numeric string, or an explicit market-price marker. */
export function checkPrices(ctx: LintContext): void {
  const check = (price: unknown, path: string, whose: string): void => {
    const problem = priceProblem(price);
    if (problem) {
      ctx.report(
        'PRICE_UNPARSEABLE',
        path,
        `The price ${JSON.stringify(price)} of ${whose} cannot be read: ${problem}.`,
        priceHint(price),
      );
    }
  };
  for (const { product, path } of ctx.products) {
    check(product.price, `${path}/price`, `"${textOf(product.name)}"`);
    if (isPriceMissing(product.price)) {
      const given = product.price !== undefined;
      ctx.report(
        'PRICE_MISSING',
        given ? `${path}/price` : path,
        `The product "${textOf(product.name)}" (${product.id}) has ${given ? `the price ${JSON.stringify(product.price)}` : 'no price'}, so it is sold at market price: priced $0.00 in the cart, paid in person (a prepaid card order with it is refused).`,
        `Give it a price in dollars, e.g. "price": "12.95"; to sell it at market price on purpose, write "price": "MP".`,
      );
    }
  }
  // Groups and options are checked where they are written (a library group once, however many products use it).
  const { groups, uses } = writtenGroups(ctx);
  for (const { group: g, path } of groups) {
    const whose = `the group "${textOf(g.name)}"`;
    (g.priceIf ?? []).forEach((e, i) => check(e.price, `${path}/priceIf/${i}/price`, whose));
    (g.modifiers ?? []).forEach((m, mi) => {
      const at = `${path}/modifiers/${mi}`;
      const mine = `the modifier "${textOf(m.name)}" of ${whose}`;
      check(m.price, `${at}/price`, mine);
      (m.priceIf ?? []).forEach((e, i) => check(e.price, `${at}/priceIf/${i}/price`, mine));
      for (const level of ['light', 'extra', 'onSide'] as const) {
        const l = m.levels?.[level];
        if (l === undefined) continue;
        if (typeof l === 'object' && l !== null) {
          check(l.price, `${at}/levels/${level}/price`, `${mine} (${level})`);
          (l.priceIf ?? []).forEach((e, i) => check(e.price, `${at}/levels/${level}/priceIf/${i}/price`, `${mine} (${level})`));
        } else check(l, `${at}/levels/${level}`, `${mine} (${level})`);
      }
    });
  }
  for (const { use, path } of uses) {
    (use.priceIf ?? []).forEach((e, i) => check(e.price, `${path}/priceIf/${i}/price`, `the group using "${use.use}"`));
  }
}

/** A group cannot need more picks than it allows (a product's changes to a library group included). */
export function checkModgroupCounts(ctx: LintContext): void {
  const reported = new Set<string>();
  for (const entry of ctx.products) {
    for (const g of groupsOf(ctx, entry).groups) {
      const { minCount, maxCount, name } = g.group;
      if (minCount === undefined || maxCount === undefined || minCount <= maxCount) continue;
      const path = fieldAt(g, g.use?.minCount !== undefined || g.use?.maxCount === undefined ? 'minCount' : 'maxCount');
      if (reported.has(path)) continue;
      reported.add(path);
      ctx.report(
        'MODGROUP_MIN_OVER_MAX',
        path,
        `The modifier group "${textOf(name)}" of "${textOf(entry.product.name)}" needs at least ${minCount} picks but allows at most ${maxCount}, so it can never be satisfied.`,
        'Lower minCount or raise maxCount so that minCount <= maxCount.',
      );
    }
  }
}

/**
 * The modifier group library and nested groups: a use of an unknown library id, a library group
 * nobody uses, groups nested deeper than 3, a nested group with its own showIf, defaults naming
 * no option.
 */
export function checkModgroupLibrary(ctx: LintContext): void {
  const library = ctx.profile.menu.modgroupLibrary ?? [];
  const libraryIds = library.map((g) => g.id);
  const used = new Set<string>();
  const reported = new Set<string>();
  const once = (key: string): boolean => {
    if (reported.has(key)) return false;
    reported.add(key);
    return true;
  };
  for (const entry of ctx.products) {
    const expansion = groupsOf(ctx, entry);
    for (const g of expansion.groups) if (g.libraryId !== undefined) used.add(g.libraryId);
    for (const p of expansion.problems) {
      if (p.kind === 'unknown-library' && once(`${p.at}/use`)) {
        const guess = ctx.options.closestMatch?.(p.use ?? '', libraryIds);
        ctx.report(
          'MODGROUP_LIBRARY_UNKNOWN',
          `${p.at}/use`,
          `"${textOf(entry.product.name)}" uses the library group "${p.use}", but the menu's modgroupLibrary has no group with that id, so the product does not offer it.`,
          guess !== undefined
            ? `Did you mean "${guess}"? Library ids: ${libraryIds.slice(0, 8).join(', ')}.`
            : libraryIds.length > 0
              ? `Use one of the library's ids (${libraryIds.slice(0, 8).join(', ')}), or add a group with this id to modgroupLibrary.`
              : 'Add a group with this id to the menu\'s top-level "modgroupLibrary" list, or write the group in place.',
        );
      }
      if (p.kind === 'too-deep' && once(p.at)) {
        ctx.report(
          'MODGROUP_NESTED_TOO_DEEP',
          p.at,
          `This modifier group of "${textOf(entry.product.name)}" sits ${p.depth} options deep; groups nest at most ${MAX_NESTED_DEPTH} deep, so it is never shown.`,
          'Move the group up a level (into the product, or under an option of a shallower group), or split the product.',
        );
      }
    }
  }
  library.forEach((g, i) => {
    if (used.has(g.id)) return;
    ctx.report(
      'MODGROUP_LIBRARY_UNUSED',
      `${LIBRARY_PATH}/${i}/id`,
      `The library group "${g.id}" ("${textOf(g.name)}") is used by no product, so customers never see it.`,
      `Add { "use": "${g.id}" } to the modgroups of the products that offer it, or remove it from modgroupLibrary.`,
    );
  });
  const { groups, uses } = writtenGroups(ctx);
  for (const { group, path, nested } of groups) {
    if (nested && group.showIf !== undefined) reportNestedShowIf(ctx, `${path}/showIf`, textOf(group.name));
  }
  const libraryById = new Map(library.map((g) => [g.id, g] as const));
  for (const { use, path, nested } of uses) {
    if (nested && use.showIf !== undefined) reportNestedShowIf(ctx, `${path}/showIf`, use.use);
    const lib = libraryById.get(use.use);
    if (!lib || use.defaults === undefined) continue;
    const options = (lib.modifiers ?? []).map((m) => m.id);
    use.defaults.forEach((id, k) => {
      if (options.includes(id)) return;
      const guess = ctx.options.closestMatch?.(id, options);
      ctx.report(
        'MODGROUP_DEFAULT_UNKNOWN',
        `${path}/defaults/${k}`,
        `defaults names "${id}", which is no option of the library group "${use.use}", so nothing starts picked in its place.`,
        guess !== undefined ? `Did you mean "${guess}"?` : `Use ids of the group's options${options.length > 0 ? ` (${options.slice(0, 8).join(', ')})` : ''}.`,
      );
    });
  }
}

function reportNestedShowIf(ctx: LintContext, path: string, name: string): void {
  ctx.report(
    'NESTED_GROUP_SHOW_IF',
    path,
    `The group "${name}" is opened by an option, so it shows while that option is picked; its own showIf is not read.`,
    'Remove showIf here. To show it only after another pick, move the group under that pick\'s option instead.',
  );
}

/** Halves and defaults: a portionFactor out of range or with no halves to price, more defaults than the group allows. */
export function checkPortionsAndDefaults(ctx: LintContext): void {
  const { groups, uses } = writtenGroups(ctx);
  const factors: { factor: Modgroup['portionFactor']; path: string }[] = [
    ...groups.map((g) => ({ factor: g.group.portionFactor, path: `${g.path}/portionFactor` })),
    ...uses.map((u) => ({ factor: u.use.portionFactor, path: `${u.path}/portionFactor` })),
  ];
  for (const { factor, path } of factors) {
    if (factor === undefined) continue;
    const d = parseDecimal(factor);
    if (d && d.units > 0n && d.units <= 10n ** BigInt(d.scale)) continue;
    ctx.report(
      'PORTION_FACTOR_OUT_OF_RANGE',
      path,
      `The portionFactor ${JSON.stringify(factor)} is not a share of the price above 0 and at most 1, so a half is priced at 0.5 instead.`,
      'Write the share a left or right half costs as an exact decimal, e.g. "0.5" (half) or "0.6".',
    );
  }
  const reported = new Set<string>();
  for (const entry of ctx.products) {
    for (const g of groupsOf(ctx, entry).groups) {
      const group = g.group;
      const halves = group.portions ?? group.type === 'pizza';
      if (group.portionFactor !== undefined && !halves) {
        const path = fieldAt(g, 'portionFactor');
        if (!reported.has(path)) {
          reported.add(path);
          ctx.report(
            'PORTION_FACTOR_UNUSED',
            path,
            `The group "${textOf(group.name)}" of "${textOf(entry.product.name)}" sets portionFactor but offers no halves (its type is ${group.type ?? 'multiple'}), so the factor is never used.`,
            'Add "portions": true to offer whole / left / right per option, or remove portionFactor.',
          );
        }
      }
      const defaults = (group.modifiers ?? []).filter((m) => m.default === true).length;
      const max = group.type === 'single' ? Math.min(group.maxCount ?? 1, 1) : group.maxCount;
      if (max !== undefined && defaults > max) {
        const path = g.use?.defaults !== undefined ? `${g.at}/defaults` : isLibraryContent(g) ? g.productAt : `${g.path}/modifiers`;
        if (reported.has(path)) continue;
        reported.add(path);
        ctx.report(
          'MODGROUP_DEFAULTS_OVER_MAX',
          path,
          `The group "${textOf(group.name)}" of "${textOf(entry.product.name)}" starts with ${defaults} options picked but allows at most ${max}, so the product cannot be added as it opens.`,
          `Mark at most ${max} of its options "default": true${max === 0 ? ' (none)' : ''}, or raise maxCount.`,
        );
      }
    }
  }
}

/**
 * A category named "Retail ..." (not in capitals) without a `retail` field is taxed: the legacy
 * name rule is case-sensitive, so the name alone probably does not do what its author meant.
 */
export function checkRetailNames(ctx: LintContext): void {
  ctx.profile.menu.subMenus.forEach((c, i) => {
    const name = textOf(c.name);
    if (c.retail !== undefined || name.includes(LEGACY_RETAIL_MARKER) || !/retail/i.test(name)) return;
    ctx.report(
      'RETAIL_NAME_TAXED',
      `/menu/subMenus/${i}/name`,
      `The category "${name}" looks like retail goods, but it is taxed: only RETAIL in capitals in a name makes a category retail without the "retail" field.`,
      'Write "retail": true on the category to make its products untaxed, or "retail": false to keep them taxed.',
    );
  });
}
