/** The shared state of one lint run: the profile, where things are, and the findings so far. */
import type { Finding, FindingCode, Locate, Severity } from '../../schemas/findings.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import type { Modgroup, ModgroupUse, Modifier, Product, SubMenu } from '../../schemas/generated/types.js';
import { expandModgroups, isModgroupUse, type ExpandedModgroup, type Expansion } from '../menu/expand.js';

/** Where a rule of the loaded profile was written (mirrors the loader's RuleSource). */
export interface LintRuleSource {
  readonly preset?: string;
  readonly index: number;
}

/** Options of lintProfile. */
export interface LintOptions {
  /** File name used when there is no `locate` ('<inline>' by default). */
  readonly file?: string;
  /** Maps a pointer into the loaded profile to file/line/column (the loader returns one). */
  readonly locate?: Locate;
  /** Where each rule came from (the loader returns these); preset rules are not reported as matching nothing. */
  readonly ruleSources?: readonly LintRuleSource[];
  /** Every shopId that has a profile; enables LOCATION_WITHOUT_PROFILE. */
  readonly knownShopIds?: Iterable<string>;
  /** The closest known word to a mistyped one (the loader's closestMatch); enables 'Did you mean' hints for ids. */
  readonly closestMatch?: (word: string, candidates: readonly string[]) => string | undefined;
}

/** One product with its place in the menu. */
export interface ProductEntry {
  readonly category: SubMenu;
  readonly product: Product;
  readonly path: string;
}

/** The lint run state passed to every check. */
export interface LintContext {
  readonly profile: LoadedProfile;
  readonly options: LintOptions;
  readonly products: readonly ProductEntry[];
  report(code: FindingCode, path: string, message: string, hint: string, extra?: { severity?: Severity; key?: boolean }): void;
  /** A pointer into the loaded profile as a finding shows it: where it is written (in a menu file of its own, its path there). */
  written(path: string): string;
}

/** Default severities (kept in step with schemas/findings.ts FINDING_CODES). */
const WARNINGS: ReadonlySet<string> = new Set([
  'RULE_MATCHES_NOTHING',
  'PROMO_CODE_DUPLICATE',
  'DEAL_DISCOUNT_EXCEEDS_PRICE',
  'LEGACY_DELIVERY_FLAGS_WITH_RULE',
  'DELIVERY_BAND_BEYOND_MAX_DISTANCE',
  'RETAIL_NAME_TAXED',
  'MODGROUP_LIBRARY_UNUSED',
  'PORTION_FACTOR_UNUSED',
  'COMBO_UPCHARGE_UNUSED',
  'CART_TYPES_NEVER_APPLY',
  'SERVICE_SETTING_WITH_RULE',
  'TIP_CHOICE_DUPLICATE',
  'ALLERGENS_PARTLY_LISTED',
  'PRICE_MISSING',
  'MENU_SETTINGS_UNKNOWN_PRODUCT',
]);

/** Builds the context and the list its findings go to. */
export function createContext(profile: LoadedProfile, options: LintOptions): { ctx: LintContext; findings: Finding[] } {
  const findings: Finding[] = [];
  const file = options.file ?? profile.source ?? '<inline>';
  const locate: Locate = options.locate ?? ((path) => ({ file, path, line: 0, column: 0 }));
  const products: ProductEntry[] = [];
  profile.menu.subMenus.forEach((category, ci) =>
    category.products.forEach((product, pi) => products.push({ category, product, path: `/menu/subMenus/${ci}/products/${pi}` })),
  );
  const ctx: LintContext = {
    profile,
    options,
    products,
    report(code, path, message, hint, extra) {
      const where = locate(path, extra?.key ? { key: true } : undefined);
      findings.push({
        severity: extra?.severity ?? (WARNINGS.has(code) ? 'warning' : 'error'),
        code,
        file: where.file,
        path: where.path,
        line: where.line,
        column: where.column,
        message,
        hint,
      });
    },
    written(path) {
      return locate(path).path;
    },
  };
  return { ctx, findings };
}

const expansions = new WeakMap<ProductEntry, Expansion>();

/**
 * A product's groups as the engine reads them: library uses resolved, nested groups after their
 * option's group (engine/menu/expand.ts), with pointers into the profile.
 */
export function groupsOf(ctx: LintContext, entry: ProductEntry): Expansion {
  let e = expansions.get(entry);
  if (!e) {
    e = expandModgroups(entry.product, ctx.profile.menu.modgroupLibrary, entry.path, LIBRARY_PATH);
    expansions.set(entry, e);
  }
  return e;
}

/** Where the menu's modifier group library sits in a profile. */
export const LIBRARY_PATH = '/menu/modgroupLibrary';

/** One modifier of a product as the engine reads it. */
export interface ProductModifier {
  readonly group: Modgroup;
  readonly modifier: Modifier;
  /** Where the modifier is written (in the product, or in the library). */
  readonly path: string;
  /** Where the product brings it in: `path`, or the product's `use` entry for library content. */
  readonly at: string;
  readonly expanded: ExpandedModgroup;
}

/** True when the group's content is written in the library rather than in the product. */
export function isLibraryContent(g: ExpandedModgroup): boolean {
  return g.path.startsWith(`${LIBRARY_PATH}/`);
}

/** Every modifier of a product (library and nested groups included), with its group and pointers. */
export function modifiersOf(ctx: LintContext, entry: ProductEntry): ProductModifier[] {
  const out: ProductModifier[] = [];
  for (const expanded of groupsOf(ctx, entry).groups) {
    (expanded.group.modifiers ?? []).forEach((modifier, mi) => {
      const path = `${expanded.path}/modifiers/${mi}`;
      out.push({ group: expanded.group, modifier, path, at: isLibraryContent(expanded) ? expanded.productAt : path, expanded });
    });
  }
  return out;
}

/** One group as written in the menu file (in a product, under an option, or in the library), `use` entries left out. */
export interface WrittenGroup {
  readonly group: Modgroup;
  readonly path: string;
  /** Written under an option (its `modgroups`). */
  readonly nested: boolean;
}

/** Every group written in the menu, each once, with the `use` entries beside them. */
export function writtenGroups(ctx: LintContext): { groups: WrittenGroup[]; uses: { use: ModgroupUse; path: string; nested: boolean }[] } {
  const groups: WrittenGroup[] = [];
  const uses: { use: ModgroupUse; path: string; nested: boolean }[] = [];
  const walk = (list: readonly (Modgroup | ModgroupUse)[] | undefined, listPath: string, nested: boolean, seen: number): void => {
    // Written groups nest as deep as the file does; the bound only guards against a cyclic value.
    if (!list || seen > 32) return;
    list.forEach((entry, i) => {
      const path = `${listPath}/${i}`;
      if (isModgroupUse(entry)) {
        uses.push({ use: entry, path, nested });
        return;
      }
      groups.push({ group: entry, path, nested });
      (entry.modifiers ?? []).forEach((m, mi) => walk(m.modgroups, `${path}/modifiers/${mi}/modgroups`, true, seen + 1));
    });
  };
  walk(ctx.profile.menu.modgroupLibrary, LIBRARY_PATH, false, 0);
  for (const { product, path } of ctx.products) walk(product.modgroups, `${path}/modgroups`, false, 0);
  return { groups, uses };
}
