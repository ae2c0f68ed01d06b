/**
 * The one loader: turns untrusted JSON (a profile, a preset, a menu, a cart, a quote) into a typed
 * value or findings: reads the input, validates it (schemas/ajv-findings.ts), normalises the
 * human forms and fills defaults. Findings carry file, JSON pointer and 1-based line/column taken
 * from the original text (schemas/json-text.ts).
 *
 * Browser-safe: no node:* imports (file and URL reading live in schemas/node.ts).
 */
import type { CartInput, Menu, Operations, Preset, Quote, Rule, Schedule, ShopProfile } from './generated/types.js';
import type { LoadedProfile } from './profile-types.js';
import { finding, pointerOf, segmentsOf, type Finding, type Locate, type SourceLocation } from './findings.js';
import { schemaFindings, schemaProblemPointers } from './ajv-findings.js';
import { pruneToValid, scopeOf, within, type Problem } from './prune.js';
import { closestMatch } from './did-you-mean.js';
import { locateIn, parseJsonText } from './json-text.js';
import { CART_ID, MENU_ID, OPERATIONS_ID, PRESET_ID, PROFILE_ID, QUOTE_ID } from './schema-ids.js';
import profileSchema from './shop-profile.schema.json' with { type: 'json' };
import cartSchema from './cart.schema.json' with { type: 'json' };
import quoteSchema from './quote.schema.json' with { type: 'json' };
import presetSchema from './preset.schema.json' with { type: 'json' };
import menuSchema from './menu.schema.json' with { type: 'json' };
import { normalizeDocument, normalizeMenu, writtenPointer, type PointerMove } from './normalize.js';

/** The JSON input of a load: text (preferred: findings get lines) or an already-parsed value. */
export interface JsonInput {
  readonly text?: string;
  readonly value?: unknown;
  /** File name for findings ('<inline>' when absent). */
  readonly file?: string;
}

/** What loadProfile accepts. */
export interface LoadProfileInput extends JsonInput {
  /** Presets by id, for `extends` (already loaded with loadPreset). */
  readonly presets?: Readonly<Record<string, Preset>>;
  /** The menu, when the profile's menu is a {file} or {url} source: a menu value, or JSON input with its own file name. */
  readonly menu?: Menu | JsonInput;
}

/** Where a rule of a loaded profile came from: a preset (by id) or the profile itself, and its index there. */
export interface RuleSource {
  readonly preset?: string;
  readonly index: number;
}

/** A successful load. */
export interface LoadedProfileResult {
  readonly ok: true;
  readonly profile: LoadedProfile;
  /** Warnings (and nothing worse). */
  readonly findings: Finding[];
  /** Maps a pointer into the loaded profile to its source file and position (for lint findings). */
  readonly locate: Locate;
  /** One entry per rule of `profile.rules`: where the rule was written. */
  readonly ruleSources: readonly RuleSource[];
}

/**
 * The valid part of a profile with errors, for the semantic checks: `shopctl lint` reports their
 * findings with the schema's in one run. The broken values are left out (schemas/prune.ts), and
 * `keep` drops the semantic findings that could come from leaving them out.
 */
export interface PartialProfile {
  readonly profile: LoadedProfile;
  readonly locate: Locate;
  readonly ruleSources: readonly RuleSource[];
  /** The semantic findings to report: not inside a rule, product, setting ... that was left out, nor resting on one. */
  keep(findings: readonly Finding[]): Finding[];
}

/** The result of loadProfile; a failed load carries the valid part when there is one. */
export type LoadProfileResult = LoadedProfileResult | { readonly ok: false; readonly findings: Finding[]; readonly partial?: PartialProfile };

/** The valid part of a menu with errors (see PartialProfile). */
export interface PartialMenu {
  readonly menu: Menu;
  readonly locate: Locate;
  /** Pointers into the menu file of the values left out. */
  readonly removed: readonly string[];
  keep(findings: readonly Finding[]): Finding[];
}

/** A locate that only echoes the pointer (for finding what to leave out). */
const bare: Locate = (path) => ({ file: '', path, line: 0, column: 0 });

const hasError = (findings: readonly Finding[]): boolean => findings.some((f) => f.severity === 'error');

/**
 * The unit-conversion findings (weekday names, times, percents) of a document that failed its
 * schema, so they come with the schema findings instead of after them: run on a copy, and only
 * where no schema finding already points (at the value or around it).
 */
function conversionFindings(value: unknown, schema: readonly Finding[], convert: (doc: unknown, locate: Locate) => Finding[], locate: Locate): Finding[] {
  let found: Finding[];
  try {
    found = convert(clone(value), locate);
  } catch {
    return [];
  }
  return found.filter((f) => !schema.some((s) => s.file === f.file && within(f.path, s.path)));
}

/** Pointers of what a candidate breaks: its schema first, then (once that passes) its unit conversions. */
function problemsOf(ref: string, convert: (doc: unknown, locate: Locate) => Finding[]): (candidate: unknown) => Problem[] {
  return (candidate) => {
    const schema = schemaProblemPointers(ref, candidate);
    if (schema.length > 0) return schema;
    return convert(candidate, bare).filter((f) => f.severity === 'error').map((f) => ({ pointer: f.path }));
  };
}

/** Fields the menu selectors read: leaving one out (or a whole entity) may make a rule match nothing. */
const SELECTOR_FIELDS: ReadonlySet<string> = new Set(['id', 'name', 'tag', 'tags', 'en', 'subMenus', 'products', 'modgroups', 'modifiers', 'autoGenFromTag']);

/** True when a removed menu value (a pointer inside the menu) may change what selectors or prices see. */
function menuGap(pointer: string, withPrices: boolean): boolean {
  const last = segmentsOf(pointer).pop() ?? '';
  return /^\d+$/.test(last) || SELECTOR_FIELDS.has(last) || (withPrices && /^(price|originalPrice)$/.test(last)) || pointer === '' || pointer === '/menu';
}

/**
 * The semantic findings a partial document can still report: none inside the scope of a value
 * taken out (scopeOf), none that rests on a part taken out (RESTS_ON, the menu's selectors and
 * prices). Unknown keys taken out change nothing. `menuRoot` is where the menu's categories sit.
 */
function keepFilter(file: string, removed: readonly string[], unknownKeys: readonly string[], menuRoot: string): (f: Finding) => boolean {
  const real = removed.filter((p) => !unknownKeys.includes(p));
  const scopes = real.map((p) => scopeOf(p, menuRoot));
  return (f) => {
    if (f.file !== file) return true;
    if (scopes.some((s) => within(f.path, s))) return false;
    // A showIf or priceIf names options of its product: an option taken out may be the one named.
    if ((f.code === 'SHOW_IF_DANGLING' || f.code === 'PRICE_IF_DANGLING') && real.some((p) => within(p, productOf(f.path, menuRoot)))) return false;
    const restsOn = RESTS_ON[f.code];
    return restsOn === undefined || !real.some(restsOn);
  };
}

/** The product a menu pointer is in ('' when it is not in one). */
function productOf(pointer: string, menuRoot: string): string {
  const segs = segmentsOf(pointer);
  const i = segs.indexOf('products', segmentsOf(menuRoot).length);
  return i >= 0 && segs[i + 1] !== undefined ? pointerOf(segs.slice(0, i + 2)) : pointer;
}

/**
 * Semantic finding codes that rest on another part of the profile: when something they read was
 * left out, the finding may come from the gap, so it is not reported. The menu ones rest on the
 * whole menu (inline or in its file).
 */
const RESTS_ON_MENU: ReadonlySet<string> = new Set(['RULE_MATCHES_NOTHING', 'PAGE_CATEGORY_UNKNOWN', 'MENU_SETTINGS_UNKNOWN_PRODUCT', 'DEAL_DISCOUNT_EXCEEDS_PRICE', 'DEAL_PRICE_MISMATCH']);
/** Those that rest on the menu's ids, tags and names (not its prices). */
const RESTS_ON_MENU_IDS: ReadonlySet<string> = new Set(['RULE_MATCHES_NOTHING', 'PAGE_CATEGORY_UNKNOWN', 'MENU_SETTINGS_UNKNOWN_PRODUCT']);
const RESTS_ON: Readonly<Record<string, (removed: string) => boolean>> = {
  // A schedule left out stays as an empty one; only the whole "schedules" object can leave names undefined.
  SCHEDULE_UNDEFINED: (p) => p === '/schedules',
  DELIVERY_BAND_BEYOND_MAX_DISTANCE: (p) => within(p, '/settings/delivery') || p === '/settings',
  LEGACY_DELIVERY_FLAGS_WITH_RULE: (p) => within(p, '/rules'),
};

interface ReadJson {
  readonly value: unknown;
  readonly text: string | undefined;
  readonly file: string;
  readonly findings: Finding[];
}

function readJson(input: JsonInput): ReadJson | { findings: Finding[]; failed: true } {
  const file = input.file ?? '<inline>';
  if (input.text !== undefined) {
    const parsed = parseJsonText(input.text, file);
    if (!parsed.ok) return { findings: parsed.findings, failed: true };
    const text = input.text.charCodeAt(0) === 0xfeff ? input.text.slice(1) : input.text;
    return { value: parsed.value, text, file, findings: parsed.findings };
  }
  return { value: input.value, text: undefined, file, findings: [] };
}

function clone<T>(value: T): T {
  return value === undefined ? value : (structuredClone(value) as T);
}

function isJsonInput(x: Menu | JsonInput): x is JsonInput {
  return !('subMenus' in x) && ('text' in x || 'value' in x || 'file' in x);
}

/**
 * Validates a menu (the legacy menu format) with its own file for findings; fills defaults. A menu
 * with errors comes with its valid part (`partial`) for the menu checks.
 */
export function loadMenu(input: JsonInput): { ok: true; menu: Menu; findings: Finding[]; locate: Locate } | { ok: false; findings: Finding[]; partial?: PartialMenu } {
  const read = readJson(input);
  if ('failed' in read) return { ok: false, findings: read.findings };
  const locate = locateIn(read.file, read.text);
  const value = clone(read.value);
  const written = clone(read.value);
  const schema = schemaFindings(MENU_ID, value, locate);
  const findings = [...read.findings, ...schema];
  if (hasError(schema)) findings.push(...conversionFindings(value, schema, normalizeMenu, locate));
  else findings.push(...normalizeMenu(value, locate));
  if (!hasError(findings)) return { ok: true, menu: value as Menu, findings, locate };
  const pruned = pruneToValid(written, problemsOf(MENU_ID, normalizeMenu));
  if (!pruned) return { ok: false, findings };
  const real = pruned.removed.filter((p) => !pruned.unknownKeys.includes(p));
  return {
    ok: false,
    findings,
    partial: {
      menu: pruned.value as Menu,
      locate: (path, options) => locate(pruned.toOriginal(path), options),
      removed: real,
      keep: (found) => found.filter(keepFilter(read.file, pruned.removed, pruned.unknownKeys, '')),
    },
  };
}

/** Validates a preset (shops/presets/*.json). */
export function loadPreset(input: JsonInput): { ok: true; preset: Preset; findings: Finding[] } | { ok: false; findings: Finding[] } {
  const read = readJson(input);
  if ('failed' in read) return { ok: false, findings: read.findings };
  const value = clone(read.value);
  const locate = locateIn(read.file, read.text);
  const schema = schemaFindings(PRESET_ID, value, locate);
  const findings = [...read.findings, ...schema];
  if (hasError(schema)) return { ok: false, findings: [...findings, ...conversionFindings(value, schema, normalizeDocument, locate)] };
  // Human units (weekday names, percentOff, a top-level promotion match) into the engine's forms.
  findings.push(...normalizeDocument(value, locate));
  if (findings.some((f) => f.severity === 'error')) return { ok: false, findings };
  return { ok: true, preset: value as Preset, findings };
}

/**
 * Loads a shop profile: parse, fill missing settings/presentation with {}, validate (filling
 * schema defaults), merge `extends` presets (their rules first, their schedules under the
 * profile's), and put the menu inline (a {file} or {url} menu must be passed as `menu`).
 *
 * Every check runs in one go: the unit conversions (weekday names, times, percents), the presets,
 * the messages and the menu are checked even when the schema finds errors, on what is valid. A
 * failed load carries that valid part as `partial` for the semantic checks.
 */
export function loadProfile(input: LoadProfileInput): LoadProfileResult {
  const read = readJson(input);
  if ('failed' in read) return { ok: false, findings: read.findings };
  const locateProfile = locateIn(read.file, read.text);
  const value = clone(read.value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const obj = value as Record<string, unknown>;
    // The schema's defaults for settings and presentation apply only when the objects exist.
    if (obj['settings'] === undefined) obj['settings'] = {};
    if (obj['presentation'] === undefined) obj['presentation'] = {};
  }
  const written = clone(value);
  const schema = schemaFindings(PROFILE_ID, value, locateProfile);
  const findings: Finding[] = [...read.findings, ...schema];
  // Human units (hours, weekday names, percentOff, a top-level promotion match) into the engine's forms,
  // with where each moved value is written (findings on the internal form point there).
  let moves: PointerMove[] = [];
  if (hasError(schema)) findings.push(...conversionFindings(value, schema, normalizeDocument, locateProfile));
  else findings.push(...normalizeDocument(value, locateProfile, moves));

  // With errors, go on with the valid part: broken values left out, pointers mapped back.
  let doc: unknown = value;
  let toOriginal = (p: string): string => writtenPointer(moves, p);
  let removed: readonly string[] = [];
  let unknownKeys: readonly string[] = [];
  if (hasError(findings)) {
    // A schedule left out stays as an empty one, so the names that use it still resolve.
    // Settings, presentation and a settings group left out come back empty, so their defaults apply.
    // A time zone left out reads as UTC, so the rest of the profile is still checked.
    const standIn = (p: string): unknown =>
      /^\/schedules\/[^/]+$/.test(p) || /^\/(settings|presentation)(\/[^/]+)?$/.test(p) ? {} : p === '/identity/timeZone' ? 'UTC' : undefined;
    // The last candidate converted is the valid part returned: keep its moves.
    const convert = (candidate: unknown, loc: Locate): Finding[] => {
      moves = [];
      return normalizeDocument(candidate, loc, moves);
    };
    // A menu taken out for its errors (already reported) leaves the profile without its required
    // "menu"; the rest is still checked: it is validated with an empty menu in its place.
    const check = problemsOf(PROFILE_ID, convert);
    const hadMenu = written !== null && typeof written === 'object' && Object.hasOwn(written, 'menu');
    const problems = (candidate: unknown): Problem[] => {
      const obj = candidate !== null && typeof candidate === 'object' && !Array.isArray(candidate) ? (candidate as Record<string, unknown>) : undefined;
      if (!hadMenu || !obj || Object.hasOwn(obj, 'menu')) return check(candidate);
      obj['menu'] = { subMenus: [] };
      try {
        return check(candidate);
      } finally {
        delete obj['menu'];
      }
    };
    const pruned = pruneToValid(written, problems, standIn);
    if (!pruned) return { ok: false, findings };
    doc = pruned.value;
    toOriginal = (p) => pruned.toOriginal(writtenPointer(moves, p));
    removed = pruned.removed;
    unknownKeys = pruned.unknownKeys;
  }
  const profile = doc as ShopProfile;
  const writtenRules = (written as { rules?: unknown } | null)?.rules;
  const removedRuleIds = new Set(
    removed
      .map((p) => /^\/rules\/(\d+)$/.exec(p)?.[1])
      .filter((i): i is string => i !== undefined)
      .map((i) => (Array.isArray(writtenRules) ? (writtenRules[Number(i)] as { id?: unknown } | undefined)?.id : undefined))
      .filter((id): id is string => typeof id === 'string'),
  );

  // Presets: their rules first, in `extends` order; their schedules under the profile's.
  const presetRules: Rule[] = [];
  const ruleSources: RuleSource[] = [];
  const schedules: Record<string, Schedule> = {};
  (profile.extends ?? []).forEach((id, i) => {
    const preset = input.presets?.[id];
    if (!preset) {
      const known = Object.keys(input.presets ?? {});
      const guess = closestMatch(id, known);
      findings.push(
        finding(
          locateProfile(toOriginal(pointerOf(['extends', i]))),
          'UNKNOWN_PRESET',
          `The preset "${id}" does not exist.`,
          known.length === 0
            ? 'No presets were found: put presets in shops/presets/<id>.json or remove this entry.'
            : `${guess ? `Did you mean "${guess}"? ` : ''}Known presets: ${known.join(', ')}.`,
        ),
      );
      return;
    }
    preset.rules.forEach((rule, index) => {
      presetRules.push(rule);
      ruleSources.push({ preset: id, index });
    });
    for (const [name, schedule] of Object.entries(preset.schedules ?? {})) if (schedule) schedules[name] = schedule;
  });
  for (const [name, schedule] of Object.entries(profile.schedules ?? {})) if (schedule) schedules[name] = schedule;
  const ownRules = profile.rules ?? [];
  // Each own rule with its index in the file (rules left out for their errors are skipped).
  ownRules.forEach((_, index) => ruleSources.push({ index: Number(segmentsOf(toOriginal(pointerOf(['rules', index])))[1]) }));
  const rules = withMessages([...presetRules, ...ownRules], profile.messages ?? {}, (key) => locateProfile(toOriginal(pointerOf(['messages', key]))), findings, removedRuleIds);
  findings.push(...leftOutRuleIdClashes(writtenRules, presetRules, ruleSources, removed, locateProfile));

  // Menu: inline, or read by the caller and validated on its own (findings point into its file).
  let menu: Menu | undefined;
  let locateMenu: Locate | undefined;
  let menuGaps = { selectors: false, prices: false };
  for (const p of removed) {
    if (!within(p, '/menu') || unknownKeys.includes(p)) continue;
    menuGaps = { selectors: menuGaps.selectors || menuGap(p, false), prices: menuGaps.prices || menuGap(p, true) };
  }
  let keepMenu = (found: readonly Finding[]): Finding[] => [...found];
  const source = profile.menu as ShopProfile['menu'] | undefined;
  if (source === undefined) {
    // Left out for its errors, which are already reported.
  } else if ('subMenus' in source) {
    menu = source;
  } else if (input.menu) {
    const menuInput: JsonInput = isJsonInput(input.menu) ? input.menu : { value: input.menu, file: 'file' in source ? source.file : source.url };
    const loaded = loadMenu(menuInput);
    findings.push(...loaded.findings);
    if (loaded.ok) {
      menu = loaded.menu;
      locateMenu = loaded.locate;
    } else if (loaded.partial) {
      menu = loaded.partial.menu;
      locateMenu = loaded.partial.locate;
      keepMenu = loaded.partial.keep;
      for (const p of loaded.partial.removed) menuGaps = { selectors: menuGaps.selectors || menuGap(p, false), prices: menuGaps.prices || menuGap(p, true) };
    }
  } else {
    const what = 'file' in source ? `the file ${source.file}` : `the URL ${source.url}`;
    findings.push(
      finding(
        locateProfile('/menu'),
        'MENU_NOT_LOADED',
        `The menu is in ${what}, which was not read.`,
        'Load the profile with loadProfileFile (schemas/node.ts), which reads menu files and URLs, or pass the menu in.',
      ),
    );
  }

  const presetCount = presetRules.length;
  const locate: Locate = (path, options) => {
    const segs = segmentsOf(path);
    if (segs[0] === 'menu' && locateMenu) {
      const loc = locateMenu(pointerOf(segs.slice(1)), options);
      return loc;
    }
    if (segs[0] === 'rules' && segs[1] !== undefined && /^\d+$/.test(segs[1])) {
      const i = Number(segs[1]);
      const src = ruleSources[i];
      if (src?.preset !== undefined) {
        // A preset's rule: point at the `extends` entry that brought it in.
        const k = (profile.extends ?? []).indexOf(src.preset);
        const loc = locateProfile(toOriginal(pointerOf(['extends', k])));
        return { ...loc, path: loc.path };
      }
      if (presetCount > 0) return locateProfile(toOriginal(pointerOf(['rules', i - presetCount, ...segs.slice(2)])), options);
    }
    return locateProfile(toOriginal(path), options);
  };

  const loaded: LoadedProfile = {
    ...(profile as Omit<ShopProfile, 'menu' | 'rules' | 'settings' | 'presentation'>),
    schedules,
    menu: menu ?? { subMenus: [] },
    rules,
    settings: profile.settings as LoadedProfile['settings'],
    presentation: profile.presentation ?? {},
    source: read.file,
  };
  if (!hasError(findings) && menu && removed.length === 0) return { ok: true, profile: loaded, findings, locate, ruleSources };

  // The semantic findings that cannot come from what was left out.
  if (!menu) menuGaps = { selectors: true, prices: true };
  const inProfile = keepFilter(read.file, removed, unknownKeys, '/menu');
  const keep = (found: readonly Finding[]): Finding[] =>
    keepMenu(found).filter((f) => {
      if (RESTS_ON_MENU_IDS.has(f.code) && menuGaps.selectors) return false;
      if (RESTS_ON_MENU.has(f.code) && !RESTS_ON_MENU_IDS.has(f.code) && menuGaps.prices) return false;
      return inProfile(f);
    });
  return { ok: false, findings, partial: { profile: loaded, locate, ruleSources, keep } };
}

/** Rule kinds whose customers see a `message` that the profile's `messages` may replace. */
const KINDS_WITH_MESSAGE: ReadonlySet<string> = new Set(['quantity-limit', 'refuse-age-restricted']);

/**
 * DUPLICATE_RULE_ID for a rule left out for another error (an unknown kind, a bad field) whose
 * id is fine: the lint check sees only the rules kept, so without this the clash would show only
 * once the other error is fixed. Reported where the lint check would not: at a left-out rule that
 * reuses an earlier id, and at a kept rule whose only earlier namesakes were left out.
 */
function leftOutRuleIdClashes(written: unknown, presetRules: readonly Rule[], sources: readonly RuleSource[], removed: readonly string[], locate: Locate): Finding[] {
  const leftOut = new Set(removed.map((p) => /^\/rules\/(\d+)$/.exec(p)?.[1]).filter((i): i is string => i !== undefined).map(Number));
  if (leftOut.size === 0 || !Array.isArray(written)) return [];
  const out: Finding[] = [];
  // Per id: who used it first (a preset or a rule of the file), and whether a kept rule used it.
  const first = new Map<string, { preset?: string }>();
  const kept = new Set<string>();
  presetRules.forEach((rule, k) => {
    if (!first.has(rule.id)) first.set(rule.id, { preset: sources[k]?.preset ?? '' });
    kept.add(rule.id);
  });
  written.forEach((rule: unknown, i) => {
    const id = rule !== null && typeof rule === 'object' ? (rule as { id?: unknown }).id : undefined;
    if (typeof id !== 'string' || removed.some((p) => within(p, `/rules/${i}/id`))) return;
    const earlier = first.get(id);
    const isLeftOut = leftOut.has(i);
    if (earlier !== undefined && (isLeftOut || !kept.has(id))) {
      const where = earlier.preset !== undefined ? `the preset "${earlier.preset}"` : 'an earlier rule';
      out.push(finding(locate(pointerOf(['rules', i, 'id'])), 'DUPLICATE_RULE_ID', `The rule id "${id}" is already used by ${where}.`, 'Give every rule its own id (explain and traces name rules by id).'));
    }
    if (earlier === undefined) first.set(id, {});
    if (!isLeftOut) kept.add(id);
  });
  return out;
}

/**
 * The rules with the profile's `messages` put in place of their own (copies: preset rules are
 * shared between profiles). A key naming no rule, or a rule that shows no message, is an error.
 */
function withMessages(rules: readonly Rule[], messages: Readonly<Record<string, string | undefined>>, locate: (key: string) => SourceLocation, findings: Finding[], removedRuleIds: ReadonlySet<string> = new Set()): Rule[] {
  const ids = rules.map((r) => r.id);
  for (const [key, text] of Object.entries(messages)) {
    // A rule left out for its errors cannot be judged here: its own findings say what to fix.
    if (text === undefined || removedRuleIds.has(key)) continue;
    const rule = rules.find((r) => r.id === key);
    if (rule === undefined) {
      const guess = closestMatch(key, ids);
      const withMessage = rules.filter((r) => KINDS_WITH_MESSAGE.has(r.kind)).map((r) => r.id);
      findings.push(finding(locate(key), 'UNKNOWN_MESSAGE_RULE', `messages names the rule "${key}", which is not in this profile or its presets.`,
        `${guess ? `Did you mean "${guess}"? ` : ''}${withMessage.length > 0 ? `Rules with a message: ${withMessage.join(', ')}.` : 'No rule here shows a message; remove this entry.'}`));
    } else if (!KINDS_WITH_MESSAGE.has(rule.kind)) {
      findings.push(finding(locate(key), 'MESSAGE_NOT_SHOWN', `The rule "${key}" is a ${rule.kind} rule, which shows customers no message, so "${text}" would never appear.`,
        `Only ${[...KINDS_WITH_MESSAGE].join(', ')} rules have messages; remove this entry.`));
    }
  }
  return rules.map((r) => {
    const text = messages[r.id];
    return text !== undefined && KINDS_WITH_MESSAGE.has(r.kind) ? ({ ...r, message: text } as Rule) : r;
  });
}

/** Validates a cart (request body or cart file): defaults filled, findings with JSON pointers. */
export function validateCart(value: unknown, options: { readonly file?: string; readonly text?: string } = {}): { ok: true; cart: CartInput; findings: Finding[] } | { ok: false; findings: Finding[] } {
  const copy = clone(value);
  const findings = schemaFindings(CART_ID, copy, locateIn(options.file ?? '<request>', options.text));
  if (findings.some((f) => f.severity === 'error')) return { ok: false, findings };
  return { ok: true, cart: copy as CartInput, findings };
}

/** Validates a shop's live operations (schemas/operations.schema.json): a pause, busy minutes, items out of stock. */
export function validateOperations(value: unknown, options: { readonly file?: string; readonly text?: string } = {}): { ok: true; operations: Operations; findings: Finding[] } | { ok: false; findings: Finding[] } {
  const copy = clone(value);
  const findings = schemaFindings(OPERATIONS_ID, copy, locateIn(options.file ?? '<operations>', options.text));
  if (findings.some((f) => f.severity === 'error')) return { ok: false, findings };
  return { ok: true, operations: copy as Operations, findings };
}

/** Validates a quote (output of pricing) against the quote schema. */
export function validateQuote(value: unknown, options: { readonly file?: string; readonly text?: string } = {}): { ok: true; quote: Quote; findings: Finding[] } | { ok: false; findings: Finding[] } {
  const copy = clone(value);
  const findings = schemaFindings(QUOTE_ID, copy, locateIn(options.file ?? '<quote>', options.text));
  if (findings.some((f) => f.severity === 'error')) return { ok: false, findings };
  return { ok: true, quote: copy as Quote, findings };
}

/** Parses and validates a cart given as JSON text (a cart file): BAD_JSON or schema findings with lines. */
export function parseCart(text: string, file = '<cart>'): { ok: true; cart: CartInput; findings: Finding[] } | { ok: false; findings: Finding[] } {
  const parsed = parseJsonText(text, file);
  if (!parsed.ok) return parsed;
  return validateCart(parsed.value, { file, text });
}

/** The raw JSON Schemas (for the OpenAPI document and editors). */
export const SCHEMAS = { profile: profileSchema, menu: menuSchema, cart: cartSchema, quote: quoteSchema, preset: presetSchema } as const;
