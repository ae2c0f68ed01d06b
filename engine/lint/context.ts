/** The shared state of one lint run: the profile, where things are, and the findings so far. */
import type { Finding, FindingCode, Locate, Severity } from '../../schemas/findings.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import type { Modgroup, Modifier, Product, SubMenu } from '../../schemas/generated/types.js';

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
}

/** Default severities (kept in step with schemas/findings.ts FINDING_CODES). */
const WARNINGS: ReadonlySet<string> = new Set([
  'RULE_MATCHES_NOTHING',
  'PROMO_CODE_DUPLICATE',
  'DEAL_DISCOUNT_EXCEEDS_PRICE',
  'LEGACY_DELIVERY_FLAGS_WITH_RULE',
  'DELIVERY_BAND_BEYOND_MAX_DISTANCE',
  'RETAIL_NAME_TAXED',
  'COMBO_UPCHARGE_UNUSED',
  'CART_TYPES_NEVER_APPLY',
  'SERVICE_SETTING_WITH_RULE',
  'TIP_CHOICE_DUPLICATE',
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
  };
  return { ctx, findings };
}

/** Every modifier of a product, with its group and pointer. */
export function modifiersOf(product: Product, productPath: string): { group: Modgroup; modifier: Modifier; path: string }[] {
  const out: { group: Modgroup; modifier: Modifier; path: string }[] = [];
  (product.modgroups ?? []).forEach((group, gi) =>
    (group.modifiers ?? []).forEach((modifier, mi) => out.push({ group, modifier, path: `${productPath}/modgroups/${gi}/modifiers/${mi}` })),
  );
  return out;
}
