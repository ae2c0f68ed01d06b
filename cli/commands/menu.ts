/** shopctl menu: the menu a customer sees at an instant (categories, prices, availability, badges, options). */
import { CART_TYPES, LEVEL_WORDS, allergensText, productBadges, resolveMenu, shopStatus, type CartType, type ResolvedMenu, type ResolvedModgroup, type ResolvedProduct } from '../../engine/index.js';
import { EXIT, UsageError, type Command } from '../command.js';
import { dollars, heading, renderTable, type Row } from '../format/index.js';
import { AT_OPTION, JSON_OPTION, OPERATIONS_OPTION, SHOP_OPTION, checkAtSyntax, instantOf, loadShop, readOperations, requireOption } from './shop-input.js';

function priceText(p: ResolvedProduct): string {
  if (p.marketPrice) return 'Market Price';
  return p.originalPriceCents !== undefined && p.originalPriceCents !== p.priceCents
    ? `${dollars(p.priceCents)} (was ${dollars(p.originalPriceCents)})`
    : dollars(p.priceCents);
}

/** "Size (single, required): 12in Medium, 16in Large +$6.00" */
function modgroupSummary(g: ResolvedModgroup): string {
  const rules: string[] = [g.type];
  if (g.required) rules.push('required');
  if (g.minCount !== undefined && g.minCount > 0) rules.push(`min ${g.minCount}`);
  if (g.maxCount !== undefined) rules.push(`max ${g.maxCount}`);
  if (g.minPriceCents !== undefined && g.minPriceCents > 0) rules.push(`at least ${dollars(g.minPriceCents)}`);
  if (g.showIf !== undefined) rules.push(`shown when ${g.showIf} is picked`);
  if (g.portionFactor !== undefined) rules.push(`halves at ${g.portionFactor}`);
  const shown = g.modifiers.slice(0, 6).map((m) => {
    let t = m.name;
    if (m.marketPrice) t += ' (market price)';
    else if (m.priceCents !== 0) t += ` +${dollars(m.priceCents)}`;
    if (m.priceIf && m.priceIf.length > 0) t += ' (price depends on picks)';
    if (m.levels) {
      const levels = (Object.entries(m.levels) as [keyof typeof LEVEL_WORDS, { priceCents: number }][]).map(([l, v]) => `${LEVEL_WORDS[l].toLowerCase()}${v.priceCents !== 0 ? ` +${dollars(v.priceCents)}` : ''}`);
      t += ` (also ${levels.join(', ')})`;
    }
    if (m.allergens && m.allergens.length > 0) t += ` (adds ${allergensText(m.allergens)})`;
    if (m.default) t += ' [starts picked]';
    if (!m.available && m.label) t += ` ${m.label}`;
    return t;
  });
  const more = g.modifiers.length > 6 ? `, … ${g.modifiers.length - 6} more` : '';
  return `${g.name} (${rules.join(', ')}): ${shown.join(', ')}${more}`;
}

/** The resolved menu as text: one table per visible category. */
export function formatMenu(menu: ResolvedMenu, shopName: string): string {
  let out = `${shopName} (${menu.shopId}): menu at ${menu.at} (${menu.timeZone}) for ${menu.cartType}\n`;
  if (menu.categories.length === 0) return out + '\nNo category is visible at this time.\n';
  for (const c of menu.categories) {
    const flags = [...c.badges, ...(c.disableOrder ? ['view only'] : [])];
    out += '\n' + heading(`${c.name}${flags.length > 0 ? ` [${flags.join(', ')}]` : ''}`, 2);
    const rows: Row[] = [];
    for (const p of c.products) {
      // Every badge the storefront draws (dietary labels, badge rules, 21+), then what it contains as it opens.
      const contains = p.contains === undefined ? [] : [p.contains.length === 0 ? 'contains no major allergen' : `contains ${allergensText(p.contains)}`];
      const notes = [...(p.label !== undefined && !p.available ? [p.label] : []), ...productBadges(p).map((b) => `[${b.label}]`), ...contains];
      rows.push([p.id, p.name, priceText(p), notes.join(' ')]);
      // A group opened by an option is indented under the groups above it.
      for (const g of p.modgroups) rows.push({ text: `    ${'  '.repeat(g.depth ?? 0)}${modgroupSummary(g)}` });
    }
    out += renderTable([{ header: 'Id' }, { header: 'Product' }, { header: 'Price', align: 'right' }, { header: 'Notes' }], rows);
    if (c.totalProducts > c.products.length) out += `(${c.totalProducts - c.products.length} more not listed: the list shows ${menu.cap} per category)\n`;
  }
  const products = menu.categories.reduce((n, c) => n + c.totalProducts, 0);
  out += `\n${menu.categories.length} categories, ${products} products visible.\n`;
  return out;
}

export const menuCommand: Command = {
  name: 'menu',
  summary: 'Show the menu a customer sees at an instant: prices, availability, badges and options.',
  help: [
    'Resolves the profile\'s menu at --at (default: now) with every rule applied: categories visible at',
    'that instant with their products, the price after price rules (and the original price when it is',
    "discounted), availability labels ('*OUT OF STOCK', '*not availalbe online'), badges and a summary of",
    "each modifier group (with the allergens an option adds), every badge ([Vegan], [Halal], a badge rule's",
    "label, [21+] on an age-restricted product) and what a product contains as it opens ('contains Milk,",
    "Gluten and Wheat', when the menu lists its allergens). --cart-type PICKUP (default), DELIVERY",
    "or DINEIN resolves it for that order type: an item for dine-in only reads 'Dine-in only' in a pickup",
    'menu. --json prints the ResolvedMenu object. --operations <file> marks what the',
    "shop's live operations put out of stock ('*OUT OF STOCK'), and a paused or closed shop is said first.",
    '',
    'Exit code: 0 on success, 1 when the profile has errors, 2 on bad usage.',
    '',
    'Examples:',
    '  shopctl menu --shop shops/test/test.profile.json',
    '  shopctl menu --shop shops/test/test.profile.json --cart-type DINEIN',
    '  shopctl menu --shop shops/wingtheory/wingtheory-noho.profile.json --at 2026-03-11T12:00:00-07:00 --json',
  ].join('\n'),
  options: [SHOP_OPTION, AT_OPTION, { flags: '--cart-type <type>', description: 'the order type to resolve for: PICKUP (default), DELIVERY or DINEIN' }, OPERATIONS_OPTION, JSON_OPTION],
  async run({ options }, deps) {
    const shopFile = requireOption(options, 'shop', '--shop', 'menu', 'the shop profile file');
    const at = checkAtSyntax(options['at']);
    const cartType = options['cartType'];
    if (cartType !== undefined && !(CART_TYPES as readonly unknown[]).includes(cartType)) {
      throw new UsageError(`--cart-type must be PICKUP, DELIVERY or DINEIN, not ${JSON.stringify(cartType)}.`);
    }
    const operations = await readOperations(deps, options['operations']);
    const shop = await loadShop(deps, shopFile);
    if (!shop) return EXIT.FINDINGS;
    const now = instantOf(at, shop.profile.identity.timeZone, deps);
    const menu = resolveMenu(shop.profile, now, operations, cartType as CartType | undefined);
    const status = shopStatus(shop.profile, now, operations);
    deps.stdout(options['json'] === true ? JSON.stringify(menu, null, 2) + '\n' : (status.message ? `${status.message}\n` : '') + formatMenu(menu, shop.profile.identity.name));
    return EXIT.OK;
  },
};
