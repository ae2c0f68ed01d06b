/**
 * Selector matching: which menu entities (category, product, modifier group, modifier) a rule's
 * `match` selects. Every rule kind goes through these four functions.
 *
 * Semantics:
 * - Every field given in the selector must match (AND); within a list field, any entry may match (OR).
 *   An empty selector (which the schema forbids) matches everything.
 * - `ids`: the entity's own id is one of the list.
 * - `tags`: whole keywords, compared case-insensitively. A category's `tag` is free text split on
 *   whitespace and commas; a product's `tags` is an array (each entry split the same way) or a string.
 *   For a category target `tags` tests the category's tag, for a product target the product's tags,
 *   for a modifier-group or modifier target the owning product's tags.
 * - `tagContains`: a case-sensitive substring of the raw tag text (the legacy `tag.includes('hide')`
 *   check); which tag text follows the same rule as `tags`. A product's tag array is joined with spaces.
 * - `nameContains` / `nameEquals`: the entity's own English name (a name is a string or `{ en }`),
 *   case-sensitive substring / exact match.
 * - `categoryIds` / `categoryTags` / `categoryNameContains`: the owning category (for a category
 *   target, the category itself).
 * - `productIds` / `productTags` / `productNameContains`: the owning product (for a product target,
 *   the product itself). A category has no owning product, so these never match a category.
 * - `modgroupIds` / `modgroupNameContains`: the owning modifier group (for a modgroup target, the
 *   group itself). Categories and products have none, so these never match them.
 *
 * Selectors are compiled once (cached per selector object) and tag keyword sets are cached per
 * entity, because pricing calls these for every product and modifier of every rule.
 */
import type { LocalizedText, Selector } from '../schemas/generated/types.js';

/** A name as the menu format writes it: a plain string or `{ en, kr }`. */
export type NameOrLocalized = string | LocalizedText | null | undefined;

/** A product's or category's tag text as the menu format writes it. */
export type TagText = string | readonly string[] | null | undefined;

/** The fields of a category that selectors look at. */
export interface CategoryLike {
  readonly id: string;
  readonly name?: NameOrLocalized;
  readonly tag?: string | null | undefined;
}

/** The fields of a product that selectors look at. */
export interface ProductLike {
  readonly id: string;
  readonly name?: NameOrLocalized;
  readonly tags?: TagText;
}

/** The fields of a modifier group that selectors look at. */
export interface ModgroupLike {
  readonly id: string;
  readonly name?: NameOrLocalized;
}

/** The fields of a modifier that selectors look at. */
export interface ModifierLike {
  readonly id: string;
  readonly name?: NameOrLocalized;
}

/** The English text of a name that may be a string or `{ en }` (empty string when absent). */
export function textOf(name: NameOrLocalized): string {
  if (typeof name === 'string') return name;
  if (name && typeof name === 'object' && typeof name.en === 'string') return name.en;
  return '';
}

const KEYWORD_SEPARATOR = /[\s,]+/;

/** The keywords of a tag text: split on whitespace and commas, empty pieces dropped, order kept. */
export function keywordsOf(tag: TagText): string[] {
  if (tag === null || tag === undefined) return [];
  const pieces = typeof tag === 'string' ? [tag] : tag;
  const out: string[] = [];
  for (const piece of pieces) {
    if (typeof piece !== 'string') continue;
    for (const word of piece.split(KEYWORD_SEPARATOR)) if (word !== '') out.push(word);
  }
  return out;
}

/** The raw tag text (`tagContains` looks here): a tag array is joined with spaces. */
function rawTagText(tag: TagText): string {
  if (typeof tag === 'string') return tag;
  if (Array.isArray(tag)) return tag.filter((t) => typeof t === 'string').join(' ');
  return '';
}

// Keyword sets are cached per tag array (menus are not mutated once loaded) and per tag string.
const keywordSetByArray = new WeakMap<readonly string[], ReadonlySet<string>>();
const keywordSetByText = new Map<string, ReadonlySet<string>>();
const KEYWORD_TEXT_CACHE_LIMIT = 5000;
const EMPTY_SET: ReadonlySet<string> = new Set();

function lowerKeywordSet(tag: TagText): ReadonlySet<string> {
  return new Set(keywordsOf(tag).map((k) => k.toLowerCase()));
}

function keywordSetOfText(tag: string | null | undefined): ReadonlySet<string> {
  if (!tag) return EMPTY_SET;
  let set = keywordSetByText.get(tag);
  if (!set) {
    set = lowerKeywordSet(tag);
    if (keywordSetByText.size >= KEYWORD_TEXT_CACHE_LIMIT) keywordSetByText.clear();
    keywordSetByText.set(tag, set);
  }
  return set;
}

function categoryKeywords(category: CategoryLike): ReadonlySet<string> {
  return keywordSetOfText(category.tag);
}

function productKeywords(product: ProductLike): ReadonlySet<string> {
  const tags = product.tags;
  if (tags === null || tags === undefined) return EMPTY_SET;
  if (typeof tags === 'string') return keywordSetOfText(tags);
  let set = keywordSetByArray.get(tags);
  if (!set) {
    set = lowerKeywordSet(tags);
    keywordSetByArray.set(tags, set);
  }
  return set;
}

type Level = 'category' | 'product' | 'modgroup' | 'modifier';

/** What a compiled selector is tested against: the entity and its owners. */
interface Subject {
  readonly level: Level;
  readonly self: { readonly id: string; readonly name?: NameOrLocalized };
  readonly category: CategoryLike;
  readonly product: ProductLike | undefined;
  readonly modgroup: ModgroupLike | undefined;
}

type Test = (s: Subject) => boolean;

function anyIn(wanted: ReadonlySet<string>, have: ReadonlySet<string>): boolean {
  for (const w of wanted) if (have.has(w)) return true;
  return false;
}

/** Tag keywords of the entity `tags` looks at: the category for a category, else the product. */
function ownTagSet(s: Subject): ReadonlySet<string> {
  return s.level === 'category' || !s.product ? categoryKeywords(s.category) : productKeywords(s.product);
}

function ownTagText(s: Subject): string {
  return s.level === 'category' || !s.product ? rawTagText(s.category.tag) : rawTagText(s.product.tags);
}

function compile(selector: Selector): Test {
  const tests: Test[] = [];
  if (selector.ids) {
    const ids = new Set(selector.ids);
    tests.push((s) => ids.has(s.self.id));
  }
  if (selector.tags) {
    const tags = new Set(selector.tags.map((t) => t.toLowerCase()));
    tests.push((s) => anyIn(tags, ownTagSet(s)));
  }
  if (selector.tagContains !== undefined) {
    const needle = selector.tagContains;
    tests.push((s) => ownTagText(s).includes(needle));
  }
  if (selector.nameContains !== undefined) {
    const needle = selector.nameContains;
    tests.push((s) => textOf(s.self.name).includes(needle));
  }
  if (selector.nameEquals !== undefined) {
    const name = selector.nameEquals;
    tests.push((s) => textOf(s.self.name) === name);
  }
  if (selector.categoryIds) {
    const ids = new Set(selector.categoryIds);
    tests.push((s) => ids.has(s.category.id));
  }
  if (selector.categoryTags) {
    const tags = new Set(selector.categoryTags.map((t) => t.toLowerCase()));
    tests.push((s) => anyIn(tags, categoryKeywords(s.category)));
  }
  if (selector.categoryNameContains !== undefined) {
    const needle = selector.categoryNameContains;
    tests.push((s) => textOf(s.category.name).includes(needle));
  }
  if (selector.productIds) {
    const ids = new Set(selector.productIds);
    tests.push((s) => s.product !== undefined && ids.has(s.product.id));
  }
  if (selector.productTags) {
    const tags = new Set(selector.productTags.map((t) => t.toLowerCase()));
    tests.push((s) => s.product !== undefined && anyIn(tags, productKeywords(s.product)));
  }
  if (selector.productNameContains !== undefined) {
    const needle = selector.productNameContains;
    tests.push((s) => s.product !== undefined && textOf(s.product.name).includes(needle));
  }
  if (selector.modgroupIds) {
    const ids = new Set(selector.modgroupIds);
    tests.push((s) => s.modgroup !== undefined && ids.has(s.modgroup.id));
  }
  if (selector.modgroupNameContains !== undefined) {
    const needle = selector.modgroupNameContains;
    tests.push((s) => s.modgroup !== undefined && textOf(s.modgroup.name).includes(needle));
  }
  if (tests.length === 1) return tests[0]!;
  return (s) => {
    for (const t of tests) if (!t(s)) return false;
    return true;
  };
}

const compiled = new WeakMap<Selector, Test>();

/** The compiled predicate of a selector (compiled on first use, then cached). */
function testOf(selector: Selector): Test {
  let test = compiled.get(selector);
  if (!test) {
    test = compile(selector);
    compiled.set(selector, test);
  }
  return test;
}

/** True when the selector matches this category. */
export function matchesCategory(selector: Selector, category: CategoryLike): boolean {
  return testOf(selector)({ level: 'category', self: category, category, product: undefined, modgroup: undefined });
}

/** True when the selector matches this product of `category`. */
export function matchesProduct(selector: Selector, product: ProductLike, category: CategoryLike): boolean {
  return testOf(selector)({ level: 'product', self: product, category, product, modgroup: undefined });
}

/** True when the selector matches this modifier group of `product` in `category`. */
export function matchesModgroup(
  selector: Selector,
  modgroup: ModgroupLike,
  product: ProductLike,
  category: CategoryLike,
): boolean {
  return testOf(selector)({ level: 'modgroup', self: modgroup, category, product, modgroup });
}

/** True when the selector matches this modifier of `modgroup` (of `product` in `category`). */
export function matchesModifier(
  selector: Selector,
  modifier: ModifierLike,
  modgroup: ModgroupLike,
  product: ProductLike,
  category: CategoryLike,
): boolean {
  return testOf(selector)({ level: 'modifier', self: modifier, category, product, modgroup });
}
