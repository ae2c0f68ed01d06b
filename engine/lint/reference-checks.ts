/**
 * Lint checks over the ids a profile names outside its rules: the site's default shop, a category
 * page's category, the products and options of `settings.menuSettings`.
 */
import { writtenGroups, type LintContext } from './context.js';

/** One JSON pointer segment (RFC 6901): a product id may hold "/" or "~". */
const segment = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** 'Did you mean "x"? ' when a known id is close to the one written, else ''. */
function guessOf(ctx: LintContext, id: string, known: readonly string[]): string {
  const guess = ctx.options.closestMatch?.(id, known);
  return guess !== undefined ? `Did you mean "${guess}"? ` : '';
}

/** Up to `n` ids as a quoted list, with how many more. */
function someOf(ids: readonly string[], n = 8): string {
  const shown = ids.slice(0, n).map((id) => `"${id}"`).join(', ');
  return ids.length > n ? `${shown} and ${ids.length - n} more` : shown;
}

/**
 * site.defaultShopId must name a shop that has a profile, as a location's shopId must
 * (LOCATION_WITHOUT_PROFILE): the site's home page and its links open that shop.
 */
export function checkDefaultShop(ctx: LintContext): void {
  const id = ctx.profile.site?.defaultShopId;
  if (id === undefined || id === ctx.profile.shopId || !ctx.options.knownShopIds) return;
  const known = new Set(ctx.options.knownShopIds);
  if (known.has(id)) return;
  const siteShops = [ctx.profile.shopId, ...(ctx.profile.identity.locations ?? []).map((l) => l.shopId)].filter((s, i, all) => known.has(s) && all.indexOf(s) === i);
  const candidates = siteShops.length > 0 ? siteShops : [ctx.profile.shopId];
  ctx.report(
    'DEFAULT_SHOP_WITHOUT_PROFILE',
    '/site/defaultShopId',
    `site.defaultShopId names the shop "${id}", which has no profile, so the site opens on another of its shops instead.`,
    `${guessOf(ctx, id, [...known])}Name one of the site's shops (${someOf(candidates)}), or add a profile with "shopId": "${id}".`,
  );
}

/** A category page shows one category of the menu: its categoryId must name one. */
export function checkPageCategories(ctx: LintContext): void {
  const ids = ctx.profile.menu.subMenus.map((c) => c.id);
  const have = new Set(ids);
  (ctx.profile.presentation.pages ?? []).forEach((page, i) => {
    const at = `/presentation/pages/${i}`;
    if (page.categoryId === undefined) {
      if (page.kind === 'category') {
        ctx.report('PAGE_CATEGORY_UNKNOWN', at, `The category page ${page.path} names no category (categoryId), so it shows no items and tells customers it is not on right now.`,
          `Add "categoryId" with the id of the menu category the page shows${ids.length > 0 ? ` (${someOf(ids)})` : ''}.`);
      }
      return;
    }
    if (have.has(page.categoryId)) return;
    ctx.report(
      'PAGE_CATEGORY_UNKNOWN',
      `${at}/categoryId`,
      `The page ${page.path} shows the category "${page.categoryId}", which is not in the menu, so it shows no items and tells customers it is not on right now.`,
      `${guessOf(ctx, page.categoryId, ids)}Use the id of a menu category${ids.length > 0 ? ` (${someOf(ids)})` : ''}.`,
    );
  });
}

/** Each key of settings.menuSettings names a product or option of the menu (the engine looks them up by id). */
export function checkMenuSettings(ctx: LintContext): void {
  const entries = Object.keys(ctx.profile.settings.menuSettings ?? {});
  if (entries.length === 0) return;
  const products = ctx.products.map((p) => p.product.id);
  const options = writtenGroups(ctx).groups.flatMap((g) => (g.group.modifiers ?? []).map((m) => m.id));
  const have = new Set([...products, ...options]);
  const known = [...new Set([...products, ...options])];
  for (const id of entries) {
    if (have.has(id)) continue;
    ctx.report(
      'MENU_SETTINGS_UNKNOWN_PRODUCT',
      `/settings/menuSettings/${segment(id)}`,
      `settings.menuSettings names "${id}", which is not a product or option id of the menu, so its setting does nothing.`,
      `${guessOf(ctx, id, known)}Key each entry by the id of a product (or option) in the menu, or remove the entry.`,
      { key: true },
    );
  }
}
