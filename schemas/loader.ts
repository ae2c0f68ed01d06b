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
import { schemaFindings } from './ajv-findings.js';
import { closestMatch } from './did-you-mean.js';
import { locateIn, parseJsonText } from './json-text.js';
import { CART_ID, MENU_ID, OPERATIONS_ID, PRESET_ID, PROFILE_ID, QUOTE_ID } from './schema-ids.js';
import profileSchema from './shop-profile.schema.json' with { type: 'json' };
import cartSchema from './cart.schema.json' with { type: 'json' };
import quoteSchema from './quote.schema.json' with { type: 'json' };
import presetSchema from './preset.schema.json' with { type: 'json' };
import menuSchema from './menu.schema.json' with { type: 'json' };
import { normalizeDocument, normalizeMenu } from './normalize.js';

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

/** The result of loadProfile. */
export type LoadProfileResult = LoadedProfileResult | { readonly ok: false; readonly findings: Finding[] };

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

/** Validates a menu (the spec's menu format) with its own file for findings; fills defaults. */
export function loadMenu(input: JsonInput): { ok: true; menu: Menu; findings: Finding[]; locate: Locate } | { ok: false; findings: Finding[] } {
  const read = readJson(input);
  if ('failed' in read) return { ok: false, findings: read.findings };
  const locate = locateIn(read.file, read.text);
  const value = clone(read.value);
  const findings = [...read.findings, ...schemaFindings(MENU_ID, value, locate)];
  if (findings.some((f) => f.severity === 'error')) return { ok: false, findings };
  findings.push(...normalizeMenu(value, locate));
  if (findings.some((f) => f.severity === 'error')) return { ok: false, findings };
  return { ok: true, menu: value as Menu, findings, locate };
}

/** Validates a preset (shops/presets/*.json). */
export function loadPreset(input: JsonInput): { ok: true; preset: Preset; findings: Finding[] } | { ok: false; findings: Finding[] } {
  const read = readJson(input);
  if ('failed' in read) return { ok: false, findings: read.findings };
  const value = clone(read.value);
  const locate = locateIn(read.file, read.text);
  const findings = [...read.findings, ...schemaFindings(PRESET_ID, value, locate)];
  if (findings.some((f) => f.severity === 'error')) return { ok: false, findings };
  // Human units (weekday names, percentOff, a top-level promotion match) into the engine's forms.
  findings.push(...normalizeDocument(value, locate));
  if (findings.some((f) => f.severity === 'error')) return { ok: false, findings };
  return { ok: true, preset: value as Preset, findings };
}

/**
 * Loads a shop profile: parse, fill missing settings/presentation with {}, validate (filling
 * schema defaults), merge `extends` presets (their rules first, their schedules under the
 * profile's), and put the menu inline (a {file} or {url} menu must be passed as `menu`).
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
  const findings: Finding[] = [...read.findings, ...schemaFindings(PROFILE_ID, value, locateProfile)];
  if (findings.some((f) => f.severity === 'error')) return { ok: false, findings };
  // Human units (hours, weekday names, percentOff, a top-level promotion match) into the engine's forms.
  findings.push(...normalizeDocument(value, locateProfile));
  if (findings.some((f) => f.severity === 'error')) return { ok: false, findings };
  const profile = value as ShopProfile;

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
          locateProfile(pointerOf(['extends', i])),
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
  ownRules.forEach((_, index) => ruleSources.push({ index }));
  const rules = withMessages([...presetRules, ...ownRules], profile.messages ?? {}, (key) => locateProfile(pointerOf(['messages', key])), findings);

  // Menu: inline, or read by the caller and validated on its own (findings point into its file).
  let menu: Menu | undefined;
  let locateMenu: Locate | undefined;
  const source = profile.menu;
  if ('subMenus' in source) {
    menu = source;
  } else if (input.menu) {
    const menuInput: JsonInput = isJsonInput(input.menu) ? input.menu : { value: input.menu, file: 'file' in source ? source.file : source.url };
    const loaded = loadMenu(menuInput);
    findings.push(...loaded.findings);
    if (loaded.ok) {
      menu = loaded.menu;
      locateMenu = loaded.locate;
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
  if (findings.some((f) => f.severity === 'error') || !menu) return { ok: false, findings };

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
        const loc = locateProfile(pointerOf(['extends', k]));
        return { ...loc, path: loc.path };
      }
      if (presetCount > 0) return locateProfile(pointerOf(['rules', i - presetCount, ...segs.slice(2)]), options);
    }
    return locateProfile(path, options);
  };

  const loaded: LoadedProfile = {
    ...(profile as Omit<ShopProfile, 'menu' | 'rules' | 'settings' | 'presentation'>),
    schedules,
    menu,
    rules,
    settings: profile.settings as LoadedProfile['settings'],
    presentation: profile.presentation ?? {},
    source: read.file,
  };
  return { ok: true, profile: loaded, findings, locate, ruleSources };
}

/** Rule kinds whose customers see a `message` that the profile's `messages` may replace. */
const KINDS_WITH_MESSAGE: ReadonlySet<string> = new Set(['quantity-limit', 'refuse-age-restricted']);

/**
 * The rules with the profile's `messages` put in place of their own (copies: preset rules are
 * shared between profiles). A key naming no rule, or a rule that shows no message, is an error.
 */
function withMessages(rules: readonly Rule[], messages: Readonly<Record<string, string | undefined>>, locate: (key: string) => SourceLocation, findings: Finding[]): Rule[] {
  const ids = rules.map((r) => r.id);
  for (const [key, text] of Object.entries(messages)) {
    if (text === undefined) continue;
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
