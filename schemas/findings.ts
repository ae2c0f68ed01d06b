/**
 * Findings: what the loader (schema checks) and the profile lint (semantic checks) report.
 * One shape everywhere, so `shopctl lint`, the server and editors print them the same way.
 */

/** How bad a finding is: errors make a profile unusable, warnings are probably mistakes. */
export type Severity = 'error' | 'warning';

/** One problem, located in a file. */
export interface Finding {
  readonly severity: Severity;
  /** Permanent SCREAMING_SNAKE code (see FINDING_CODES). */
  readonly code: string;
  /** The file the finding points into ('<inline>' when the input had no file name). */
  readonly file: string;
  /** JSON pointer into that file, e.g. /settings/taxPercentage ('' is the whole document). */
  readonly path: string;
  /** 1-based line in the file's text; 0 when the input was a value with no text. */
  readonly line: number;
  /** 1-based column in the file's text; 0 when the input was a value with no text. */
  readonly column: number;
  /** What happened, in plain English. */
  readonly message: string;
  /** How to fix it. */
  readonly hint: string;
}

/** Where a finding points: file, JSON pointer and 1-based line/column (0 when unknown). */
export interface SourceLocation {
  readonly file: string;
  readonly path: string;
  readonly line: number;
  readonly column: number;
}

/** Maps a JSON pointer into a loaded profile to where it came from (profile file, menu file, ...). */
export type Locate = (path: string, options?: { readonly key?: boolean }) => SourceLocation;

/**
 * Every finding code with its default severity and a one-line meaning. Codes are permanent:
 * add new ones, never rename or reuse one.
 */
export const FINDING_CODES = {
  // Schema (loader) findings.
  BAD_JSON: { severity: 'error', meaning: 'The text is not valid JSON.' },
  DUPLICATE_KEY: { severity: 'warning', meaning: 'An object names the same key twice; the last one wins.' },
  UNKNOWN_KEY: { severity: 'error', meaning: 'A key the schema does not allow (often a typo).' },
  MISSING_FIELD: { severity: 'error', meaning: 'A required field is missing.' },
  WRONG_TYPE: { severity: 'error', meaning: 'A value has the wrong JSON type.' },
  BAD_VALUE: { severity: 'error', meaning: 'A value is outside the allowed set, pattern or range.' },
  DUPLICATE_ITEM: { severity: 'error', meaning: 'A list that must hold distinct values repeats one.' },
  UNKNOWN_RULE_KIND: { severity: 'error', meaning: 'A rule names a kind that does not exist.' },
  UNKNOWN_EFFECT_TYPE: { severity: 'error', meaning: 'A promotion effect names a type that does not exist.' },
  SCHEMA_VIOLATION: { severity: 'error', meaning: 'The value breaks another schema constraint.' },
  UNKNOWN_ALLERGEN: { severity: 'error', meaning: 'An allergen id (a product\'s or option\'s allergens) is not one of the fixed list (the US major nine and the EU fourteen).' },
  UNKNOWN_DIETARY_LABEL: { severity: 'error', meaning: 'A product\'s dietary label is not one of the fixed list (vegetarian, vegan, gluten-free, dairy-free, nut-free, halal, kosher, spicy).' },
  UNKNOWN_PRESET: { severity: 'error', meaning: '`extends` names a preset that does not exist.' },
  UNKNOWN_MESSAGE_RULE: { severity: 'error', meaning: '`messages` names a rule id that is not in the profile or its presets.' },
  MESSAGE_NOT_SHOWN: { severity: 'error', meaning: '`messages` names a rule whose kind shows customers no message.' },
  MENU_NOT_LOADED: { severity: 'error', meaning: 'The profile points at a menu file or URL that was not read.' },
  MENU_FILE_UNREADABLE: { severity: 'error', meaning: 'The menu file beside the profile cannot be read.' },
  MENU_FETCH_FAILED: { severity: 'error', meaning: 'The remote menu could not be fetched (warning when a cached copy is used).' },
  BAD_DAYS: { severity: 'error', meaning: 'Weekdays are not written as names (mon..sun), ranges (mon-fri) or a list of them.' },
  BAD_TIME: { severity: 'error', meaning: 'A time is not written as "HH:mm" (or legacy milliseconds after midnight).' },
  BAD_PERCENT: { severity: 'error', meaning: 'A percent is not a number from 0 to 100.' },
  EMPTY_TIME_RANGE: { severity: 'error', meaning: 'An opening-hours range (weekly or on a special date) opens and closes at the same time, an empty window like a schedule whose from equals its to.' },
  UNKNOWN_TIME_ZONE: { severity: 'error', meaning: 'identity.timeZone is not an IANA time zone the platform knows ("Mars/Olympus"), so no hour, menu or slot can be read on the shop\'s clock.' },
  CONFLICTING_FIELDS: { severity: 'error', meaning: 'Two fields that say the same thing in different units are both given (day and days, factor and percentOff, match and effect.match), or a promotion gives when and conditions.when with different values.' },
  FILE_UNREADABLE: { severity: 'error', meaning: 'A profile or preset file cannot be read.' },
  // Semantic (lint) findings.
  SHOW_IF_DANGLING: { severity: 'error', meaning: 'A modifier group showIf names no modifier of its product.' },
  PRICE_IF_DANGLING: { severity: 'error', meaning: 'A priceIf entry names no modifier of its product.' },
  DUPLICATE_CATEGORY_ID: { severity: 'error', meaning: 'Two categories share an id.' },
  DUPLICATE_PRODUCT_ID: { severity: 'error', meaning: 'Two products in the menu share an id.' },
  DUPLICATE_MODGROUP_ID: { severity: 'error', meaning: 'Two modifier groups of one product share an id.' },
  DUPLICATE_MODIFIER_ID: { severity: 'error', meaning: 'Two modifiers of one product share an id.' },
  DUPLICATE_RULE_ID: { severity: 'error', meaning: 'Two rules share an id.' },
  RULE_MATCHES_NOTHING: { severity: 'warning', meaning: "A rule's selector matches nothing in the menu." },
  SCHEDULE_NEVER_OPEN: { severity: 'error', meaning: 'A schedule can never be open (from equals to, or dateFrom after dateTo).' },
  SCHEDULE_UNDEFINED: { severity: 'error', meaning: 'A rule or page names a schedule that is not defined.' },
  PROMO_CODE_CONFLICT: { severity: 'error', meaning: 'Two promo codes are equal ignoring case and one is exclusive.' },
  PROMO_CODE_DUPLICATE: { severity: 'warning', meaning: 'Two promotions use the same code.' },
  PERCENT_OUT_OF_RANGE: { severity: 'error', meaning: 'A percentage is below 0 or above 100.' },
  BAD_DATE: { severity: 'error', meaning: 'A special date is not a real calendar date (YYYY-MM-DD), or names no date; or a promotion\'s validFrom / validUntil is not a real date and time.' },
  DATE_RANGE_REVERSED: { severity: 'error', meaning: 'A special date range ends (dateTo) before it starts (dateFrom).' },
  SPECIAL_HOURS_OVERLAP: { severity: 'error', meaning: 'Two special dates cover the same day, so one of them would never apply.' },
  DELIVERY_BANDS_NOT_INCREASING: { severity: 'error', meaning: 'Delivery bands upToMiles do not strictly increase.' },
  DELIVERY_CATCH_ALL_NOT_LAST: { severity: 'error', meaning: 'A delivery band without upToMiles is not the last band.' },
  DELIVERY_BAND_BEYOND_MAX_DISTANCE: { severity: 'warning', meaning: 'A delivery band ends at or past settings.delivery.maxDistanceInMiles, where nothing is delivered, so its end (or the whole band) is never used.' },
  DISCOUNT_OVER_100_PERCENT: { severity: 'error', meaning: 'A discount takes off more than 100%.' },
  DEAL_PRICE_MISMATCH: { severity: 'error', meaning: "A fixed-price deal's dealPriceCents (shown) is not the matched price minus its discountCents (charged)." },
  DEAL_DISCOUNT_EXCEEDS_PRICE: { severity: 'warning', meaning: "A fixed-price deal's discount is above a matched product's price." },
  PRICE_UNPARSEABLE: { severity: 'error', meaning: 'A price is neither numeric nor a market-price marker.' },
  PRICE_TOO_LARGE: { severity: 'error', meaning: 'A menu price is above the largest price an order can charge ($1,000,000.00).' },
  PRICE_MISSING: { severity: 'warning', meaning: 'A product has no price (missing, null or blank), so it is sold as a market-price item: priced 0, paid in person.' },
  MODGROUP_MIN_OVER_MAX: { severity: 'error', meaning: 'A modifier group needs more picks than it allows.' },
  MODGROUP_LIBRARY_UNKNOWN: { severity: 'error', meaning: 'A { "use": id } names no group of the menu\'s modgroupLibrary.' },
  MODGROUP_LIBRARY_UNUSED: { severity: 'warning', meaning: 'A group of the menu\'s modgroupLibrary is used by no product.' },
  MODGROUP_NESTED_TOO_DEEP: { severity: 'error', meaning: 'A group opened by an option sits more than 3 levels deep, so it is never shown.' },
  NESTED_GROUP_SHOW_IF: { severity: 'error', meaning: 'A group opened by an option has its own showIf; its option is its condition.' },
  MODGROUP_DEFAULT_UNKNOWN: { severity: 'error', meaning: 'A use entry\'s defaults names no option of its library group.' },
  MODGROUP_DEFAULTS_OVER_MAX: { severity: 'error', meaning: 'A group starts with more options picked (default) than it allows.' },
  PORTION_FACTOR_OUT_OF_RANGE: { severity: 'error', meaning: 'A portionFactor is not an exact decimal above 0 and at most 1.' },
  PORTION_FACTOR_UNUSED: { severity: 'warning', meaning: 'A group sets portionFactor but offers no halves (not pizza, no portions: true).' },
  DUPLICATE_COMBO_SLOT_ID: { severity: 'error', meaning: 'Two slots of one combo share an id.' },
  COMBO_SLOT_EMPTY: { severity: 'error', meaning: 'A combo slot offers no product of the menu, so the combo can never be ordered.' },
  COMBO_NESTED: { severity: 'error', meaning: 'A combo slot offers a combo (never chosen inside a combo; a warning when a tag or category brings it in).' },
  COMBO_UPCHARGE_UNUSED: { severity: 'warning', meaning: 'A combo slot has an upcharge for a product the slot does not offer.' },
  DIETARY_CONFLICT: { severity: 'error', meaning: 'A product\'s dietary label is contradicted by what it contains (vegan with milk or eggs, vegetarian with fish, gluten-free with wheat, ...), its own allergens or an option that starts picked.' },
  ALLERGENS_PARTLY_LISTED: { severity: 'warning', meaning: 'The menu lists allergens for some products but not for this one, so its "No ..." filters leave it out and its page says nothing about allergens.' },
  RETAIL_NAME_TAXED: { severity: 'warning', meaning: 'A category named like retail goods (not RETAIL in capitals) has no "retail" field, so it is taxed.' },
  LOCATION_WITHOUT_PROFILE: { severity: 'error', meaning: 'A location names a shopId that has no profile.' },
  DEFAULT_SHOP_WITHOUT_PROFILE: { severity: 'error', meaning: 'site.defaultShopId names a shopId that has no profile.' },
  PAGE_CATEGORY_UNKNOWN: { severity: 'error', meaning: "A page's categoryId names no category of the menu." },
  MENU_SETTINGS_UNKNOWN_PRODUCT: { severity: 'warning', meaning: 'settings.menuSettings names a product id the menu does not have, so the setting does nothing.' },
  LEGACY_DELIVERY_FLAGS_WITH_RULE: { severity: 'warning', meaning: 'Legacy delivery step flags are set and a delivery-fee rule also exists.' },
  PROMO_VALID_UNTIL_NOT_AFTER_FROM: { severity: 'error', meaning: "A promotion's limits.validUntil is at or before its validFrom, so the code can never be used." },
  PROMO_LIMIT_WITHOUT_CODE: { severity: 'error', meaning: 'A promotion without a code has a limit that only a code can have (oncePerCustomer, firstOrderOnly, maxUses).' },
  PROMO_MAX_USES_NEGATIVE: { severity: 'error', meaning: "A promotion's limits.maxUses is below 0." },
  RULE_WITHOUT_CONDITION: { severity: 'error', meaning: 'A show-only rule has neither `when` nor `cartTypes`, so it never hides anything.' },
  CART_TYPES_NEVER_APPLY: { severity: 'warning', meaning: "A rule's cartTypes name only order types the shop does not take (or a delivery-fee rule leaves out DELIVERY), so it never applies." },
  CART_TYPES_CONTRADICT_REASON: { severity: 'error', meaning: 'An unavailable rule with reason DINE_IN_ONLY also holds for DINEIN carts.' },
  SERVICE_SETTING_WITH_RULE: { severity: 'warning', meaning: 'settings.allServicePercentage is set and service-charge rules, which replace it, also exist.' },
  TIP_DEFAULT_NOT_A_CHOICE: { severity: 'error', meaning: "The pre-selected tip (settings.tips.defaultPercent or defaultAmountCents) is not one of the offered choices." },
  TIP_CHOICE_NEGATIVE: { severity: 'error', meaning: 'A tip choice, default or threshold in settings.tips is below 0.' },
  TIP_CHOICE_TOO_LARGE: { severity: 'error', meaning: 'A tip choice is over 100% or over the tip cap (settings.tipCap.cents), so checkout would refuse it.' },
  TIP_CHOICE_DUPLICATE: { severity: 'warning', meaning: 'settings.tips lists the same choice twice.' },
} as const satisfies Record<string, { severity: Severity; meaning: string }>;

/** A code listed in FINDING_CODES. */
export type FindingCode = keyof typeof FINDING_CODES;

/** True when any finding is an error. */
export function hasErrors(findings: readonly Finding[]): boolean {
  return findings.some((f) => f.severity === 'error');
}

/** Findings ordered by file, line, column, then code (a stable order for printing and tests). */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort(
    (a, b) =>
      a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.path.localeCompare(b.path) || a.code.localeCompare(b.code),
  );
}

/** Escapes one JSON pointer segment (RFC 6901). */
export function escapePointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Builds a JSON pointer from segments: ['settings', 'taxPercentage'] -> /settings/taxPercentage. */
export function pointerOf(segments: readonly (string | number)[]): string {
  return segments.map((s) => '/' + escapePointerSegment(s)).join('');
}

/** Splits a JSON pointer into unescaped segments ('' -> []). */
export function segmentsOf(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** A finding at a source location, with the code's default severity unless given. */
export function finding(
  where: SourceLocation,
  code: FindingCode,
  message: string,
  hint: string,
  severity: Severity = FINDING_CODES[code].severity,
): Finding {
  return { severity, code, file: where.file, path: where.path, line: where.line, column: where.column, message, hint };
}
