/**
 * Quantity limits (spec section 5, "Quantity limits by name marker"), from `quantity-limit`
 * rules: cart = all matching lines together; per-name = lines with the same product name;
 * per-customer-day = each matching product on its own: its lines plus today's earlier orders of it
 * ('You cannot have more than 10 {name}s ordered on the same day' names one product);
 * maxDistinctProducts = at most that many different matching products in the cart;
 * maxLines = at most that many cart lines in the group ('pw2': one line of that name).
 */
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { holdsForCartType, type CartType } from '../cart-types.js';
import { compileProfile } from '../compile.js';
import type { CompiledProduct, CompiledProfile, RuleOf } from '../compile.js';
import { matchesProduct } from '../match.js';
import type { Issue } from './validate-item.js';
import { normalizeQuantity } from './validate-item.js';

/** A cart line as the limits see it. */
export interface LimitLine {
  readonly productId: string;
  readonly name: string;
  readonly quantity: number;
}

/** The customer's earlier orders today, by product id (the server fills it from its database). */
export interface OrderHistory {
  readonly orderedTodayByProductId: Readonly<Record<string, number>>;
}

type LimitRule = RuleOf<'quantity-limit'>;

// Per compiled product: which of the profile's quantity-limit rules match it (by position in
// rulesByKind['quantity-limit']), worked out on first use; the menu and rules never change under it.
const limitMatches = new WeakMap<CompiledProduct, readonly boolean[]>();

function matchingLimits(compiled: CompiledProfile, p: CompiledProduct): readonly boolean[] {
  let out = limitMatches.get(p);
  if (!out) {
    out = compiled.rulesByKind['quantity-limit'].map((rule) => matchesProduct(rule.match, p.src, p.category.src));
    limitMatches.set(p, out);
  }
  return out;
}

/** The product name as the message shows it: the rule's name marker removed ('Tamales (limit 10)' → 'Tamales'). */
export function displayName(name: string, rule: LimitRule): string {
  const marker = rule.match.nameContains;
  const stripped = marker ? name.split(marker).join(' ') : name;
  return stripped.replace(/\s+/g, ' ').trim();
}

/**
 * The plural of a product name as a limit message writes it ('{name}s'): names already plural or
 * ending in s stay ('Fries', 'Tamales'), -y after a consonant becomes -ies, -x/-z/-ch/-sh take -es.
 */
export function pluralName(name: string): string {
  if (/s$/i.test(name)) return name;
  if (/[^aeiou]y$/i.test(name)) return `${name.slice(0, -1)}ies`;
  if (/(x|z|ch|sh)$/i.test(name)) return `${name}es`;
  return `${name}s`;
}

/** Names joined for a sentence: 'A', 'A and B', 'A, B and C'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** What the cart broke: too many items, too many different products, or too many lines. */
type Breach = 'count' | 'distinct' | 'lines';

/**
 * The message when the rule has none of its own (or the profile's `messages` gives none): it
 * names the products and the cap in the shop's own product names, for any shop.
 */
function defaultMessage(rule: LimitRule, breach: Breach, names: readonly string[]): string {
  const one = names.length === 1;
  const them = one ? pluralName(names[0]!) : joinNames(names);
  if (breach === 'distinct') return `You can choose only ${rule.maxDistinctProducts} of ${joinNames(names)} in one order.`;
  if (breach === 'lines') return `Put all your ${them} on ${rule.maxLines === 1 ? 'one line' : `at most ${rule.maxLines} lines`} of your cart.`;
  const what = one ? (rule.max === 1 ? names[0]! : them) : `of ${them} together`;
  const where = rule.scope === 'per-customer-day' ? 'ordered on the same day' : 'in your cart';
  return `You cannot have more than ${rule.max} ${what} ${where}.`;
}

/**
 * The rule's message with {name}s (a plural, or the name itself when the cap is 1), {name},
 * {names} (every matching product in the cart) and {max} filled in; a message for any shop when
 * the rule has none.
 */
export function limitMessage(rule: LimitRule, name: string, breach: Breach = 'count', names: readonly string[] = [displayName(name, rule)]): string {
  const shown = displayName(name, rule);
  if (rule.message === undefined) return defaultMessage(rule, breach, names);
  const fills: Readonly<Record<string, string>> = {
    '{name}s': rule.max === 1 ? shown : pluralName(shown),
    '{names}': joinNames(names),
    '{name}': shown,
    '{max}': String(rule.max),
  };
  // One pass with a function: a name holding `$'` or `{max}` is put in as it is, never expanded.
  return rule.message.replace(/\{name\}s|\{names\}|\{name\}|\{max\}/g, (slot) => fills[slot] ?? slot);
}

function check(
  rule: LimitRule,
  lines: readonly LimitLine[],
  indexes: readonly number[],
  earlier: number,
  limits: { readonly max: number; readonly maxDistinct: number | undefined; readonly maxLines?: number | undefined },
): Issue | undefined {
  if (indexes.length === 0) return undefined;
  let count = earlier;
  const distinct = new Set<string>();
  for (const i of indexes) {
    count += normalizeQuantity(lines[i]!.quantity);
    distinct.add(lines[i]!.productId);
  }
  const tooMany = count > limits.max;
  const tooVaried = limits.maxDistinct !== undefined && distinct.size > limits.maxDistinct;
  const tooManyLines = limits.maxLines !== undefined && indexes.length > limits.maxLines;
  if (!tooMany && !tooVaried && !tooManyLines) return undefined;
  const last = indexes[indexes.length - 1]!;
  // {name} is the line the issue points at, the last of the group: the item just added on a
  // product page, the line checkout offers to change, so a message never names another product.
  const name = lines[last]!.name;
  const names = [...new Set(indexes.map((i) => displayName(lines[i]!.name, rule)))];
  const breach: Breach = tooMany ? 'count' : tooVaried ? 'distinct' : 'lines';
  return {
    code: 'QUANTITY_LIMIT',
    message: limitMessage(rule, name, breach, names),
    path: `/products/${last}`,
    params: {
      ruleId: rule.id,
      max: rule.max,
      count,
      name: displayName(name, rule),
      ...(rule.maxDistinctProducts === undefined ? {} : { maxDistinctProducts: rule.maxDistinctProducts, distinctProducts: distinct.size }),
      ...(limits.maxLines === undefined ? {} : { maxLines: limits.maxLines, lines: indexes.length }),
    },
  };
}

/** Line indexes grouped by a key, groups in order of first appearance. */
function groupBy(indexes: readonly number[], keyOf: (i: number) => string): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const i of indexes) {
    const key = keyOf(i);
    const list = groups.get(key);
    if (list) list.push(i);
    else groups.set(key, [i]);
  }
  return groups;
}

/**
 * Issues (code QUANTITY_LIMIT) for every quantity-limit rule the cart breaks (the rules that hold
 * for its order type, default the cart's default); one issue per rule
 * (per name for per-name rules), pointing at the last matching line. Lines whose product is not
 * on the menu are not counted. Paths are `/products/{index}` into the cart. `products`, when
 * given, is each line's compiled product as pricing already found it (undefined: not on the menu).
 */
export function checkQuantityLimits(
  profile: LoadedProfile,
  lines: readonly LimitLine[],
  history?: OrderHistory,
  cartType?: CartType,
  products?: readonly (CompiledProduct | undefined)[],
): Issue[] {
  const compiled = compileProfile(profile);
  const type = cartType ?? compiled.defaultCartType;
  const issues: Issue[] = [];
  const rules = compiled.rulesByKind['quantity-limit'];
  if (rules.length === 0) return issues;
  const matched = new Array<readonly boolean[] | undefined>(lines.length);
  for (let i = 0; i < lines.length; i++) {
    const p = products ? products[i] : compiled.productsById.get(lines[i]!.productId);
    matched[i] = p === undefined ? undefined : matchingLimits(compiled, p);
  }
  for (let r = 0; r < rules.length; r++) {
    const rule = rules[r]!;
    if (!holdsForCartType(rule, type)) continue;
    const indexes: number[] = [];
    for (let i = 0; i < lines.length; i++) if (matched[i]?.[r] === true) indexes.push(i);
    if (indexes.length === 0) continue;
    if (rule.scope === 'cart') {
      const issue = check(rule, lines, indexes, 0, { max: rule.max, maxDistinct: rule.maxDistinctProducts, maxLines: rule.maxLines });
      if (issue) issues.push(issue);
      continue;
    }
    // per-name groups lines by name; per-customer-day by product, adding today's earlier orders of it.
    const perDay = rule.scope === 'per-customer-day';
    for (const [key, group] of groupBy(indexes, (i) => (perDay ? lines[i]!.productId : lines[i]!.name))) {
      const n = perDay ? (history?.orderedTodayByProductId[key] ?? 0) : 0;
      const earlier = Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
      const issue = check(rule, lines, group, earlier, { max: rule.max, maxDistinct: undefined, maxLines: rule.maxLines });
      if (issue) issues.push(issue);
    }
    // One flavour per order still looks across the groups.
    if (rule.maxDistinctProducts !== undefined) {
      const issue = check(rule, lines, indexes, 0, { max: Number.POSITIVE_INFINITY, maxDistinct: rule.maxDistinctProducts });
      if (issue) issues.push(issue);
    }
  }
  return issues;
}
