/** Lint checks over the menu: dangling showIf/priceIf, duplicate ids, prices, min/max picks, retail names. */
import { dollarsToCents } from '../money.js';
import { textOf } from '../match.js';
import { LEGACY_RETAIL_MARKER } from '../menu/retail.js';
import type { PriceIf } from '../../schemas/generated/types.js';
import { modifiersOf, type LintContext } from './context.js';

/** showIf and priceIf must name a modifier of the same product. */
export function checkDanglingModifierRefs(ctx: LintContext): void {
  for (const { product, path } of ctx.products) {
    const mods = modifiersOf(product, path);
    const ids = new Set(mods.map((m) => m.modifier.id));
    const name = textOf(product.name);
    const checkPriceIf = (priceIf: PriceIf | undefined, at: string): void =>
      (priceIf ?? []).forEach((entry, i) => {
        if (!ids.has(entry.match)) {
          ctx.report(
            'PRICE_IF_DANGLING',
            `${at}/priceIf/${i}/match`,
            `priceIf names the modifier "${entry.match}", which "${name}" does not have, so this price can never apply.`,
            `Use the id of one of this product's modifiers${ids.size > 0 ? ` (${[...ids].slice(0, 8).join(', ')})` : ''}, or remove the entry.`,
          );
        }
      });
    (product.modgroups ?? []).forEach((group, gi) => {
      const at = `${path}/modgroups/${gi}`;
      if (group.showIf !== undefined && !ids.has(group.showIf)) {
        ctx.report(
          'SHOW_IF_DANGLING',
          `${at}/showIf`,
          `The modifier group "${textOf(group.name)}" of "${name}" shows only when modifier "${group.showIf}" is picked, but "${name}" has no such modifier, so the group never shows.`,
          `Set showIf to the id of one of this product's modifiers${ids.size > 0 ? ` (${[...ids].slice(0, 8).join(', ')})` : ''}, or remove it.`,
        );
      }
      checkPriceIf(group.priceIf, at);
    });
    for (const m of mods) checkPriceIf(m.modifier.priceIf, m.path);
  }
}

function reportDuplicates<T>(ctx: LintContext, items: readonly { id: string; path: string; item: T }[], code: Parameters<LintContext['report']>[0], what: string, scope: string): void {
  const first = new Map<string, string>();
  for (const { id, path } of items) {
    const seen = first.get(id);
    if (seen === undefined) first.set(id, path);
    else ctx.report(code, `${path}/id`, `The ${what} id "${id}" is used twice ${scope} (first at ${seen}).`, `Give each ${what} ${scope} its own id.`);
  }
}

/** Ids must be unique: categories, products across the menu, groups and modifiers within a product. */
export function checkDuplicateMenuIds(ctx: LintContext): void {
  reportDuplicates(ctx, ctx.profile.menu.subMenus.map((c, i) => ({ id: c.id, path: `/menu/subMenus/${i}`, item: c })), 'DUPLICATE_CATEGORY_ID', 'category', 'in the menu');
  reportDuplicates(ctx, ctx.products.map((p) => ({ id: p.product.id, path: p.path, item: p })), 'DUPLICATE_PRODUCT_ID', 'product', 'in the menu');
  for (const { product, path } of ctx.products) {
    reportDuplicates(ctx, (product.modgroups ?? []).map((g, i) => ({ id: g.id, path: `${path}/modgroups/${i}`, item: g })), 'DUPLICATE_MODGROUP_ID', 'modifier group', `in product "${product.id}"`);
    reportDuplicates(ctx, modifiersOf(product, path).map((m) => ({ id: m.modifier.id, path: m.path, item: m })), 'DUPLICATE_MODIFIER_ID', 'modifier', `in product "${product.id}"`);
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
    const name = `"${textOf(product.name)}"`;
    check(product.price, `${path}/price`, name);
    (product.modgroups ?? []).forEach((g, gi) => (g.priceIf ?? []).forEach((e, i) => check(e.price, `${path}/modgroups/${gi}/priceIf/${i}/price`, `${name}'s group "${textOf(g.name)}"`)));
    for (const m of modifiersOf(product, path)) {
      check(m.modifier.price, `${m.path}/price`, `the modifier "${textOf(m.modifier.name)}" of ${name}`);
      (m.modifier.priceIf ?? []).forEach((e, i) => check(e.price, `${m.path}/priceIf/${i}/price`, `the modifier "${textOf(m.modifier.name)}" of ${name}`));
    }
  }
}

/** A group cannot need more picks than it allows. */
export function checkModgroupCounts(ctx: LintContext): void {
  for (const { product, path } of ctx.products) {
    (product.modgroups ?? []).forEach((g, gi) => {
      if (g.minCount !== undefined && g.maxCount !== undefined && g.minCount > g.maxCount) {
        ctx.report(
          'MODGROUP_MIN_OVER_MAX',
          `${path}/modgroups/${gi}/minCount`,
          `The modifier group "${textOf(g.name)}" of "${textOf(product.name)}" needs at least ${g.minCount} picks but allows at most ${g.maxCount}, so it can never be satisfied.`,
          'Lower minCount or raise maxCount so that minCount <= maxCount.',
        );
      }
    });
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
