/**
 * Converts a legacy shop (settings and menu as the legacy endpoints returned them) into a shop
 * profile plus its menu file. Pure: no file system, no clock; the caller writes the result.
 */
import type { Identity, Menu, Rule, Settings, ShopProfile } from '../../schemas/generated/types.js';
import { DEFAULT_MAX_MILES } from '../../engine/delivery/index.js';
import { LEGACY_DELIVERY_FLAGS, bandsBeyondMaxDistance, describeBands, legacyDeliveryRule, legacyFlagsSet, winningLegacyFlag } from './legacy-delivery.js';
import { legacyDecimalText, normalizeValue, schemaAt } from './normalize.js';
import { NoteBook } from './notes.js';

export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';
export const DEFAULT_MENU_FILE = 'menu.json';
/** The legacy default tax rate when the setting is not numeric (spec section 9). */
export const LEGACY_DEFAULT_TAX_PERCENTAGE = 9.5;

/** What `importLegacyShop` needs. */
export interface LegacyImportInput {
  /** The settings endpoint's answer: `{ data: { text } }`, `{ text }` or the bare settings; `text` may be a JSON string. */
  readonly settings: unknown;
  /** The menu endpoint's answer: `{ data: { menu } }`, `{ menu }` or the bare menu (`{ subMenus }`). */
  readonly menu: unknown;
  readonly shopId: string;
  /** IANA zone; America/Los_Angeles when not given. */
  readonly timeZone?: string | undefined;
  /** The legacy shop record (name, phone, address_line_1, ...) when it came apart from the settings. */
  readonly shop?: unknown;
  /** Written as the profile's `$schema` (the relative path from the output folder). */
  readonly schemaRef?: string | undefined;
  /** The menu file name written beside the profile; menu.json when not given. */
  readonly menuFile?: string | undefined;
}

/** The imported profile (its menu points at `menuFile`), the menu to write there, and what changed. */
export interface LegacyImportResult {
  readonly profile: ShopProfile;
  readonly menu: Menu;
  readonly notes: string[];
}

/** Input that cannot be read as a legacy shop at all (not a recoverable oddity). */
export class LegacyImportError extends Error {
  constructor(
    readonly code: 'SETTINGS_NOT_AN_OBJECT' | 'SETTINGS_TEXT_NOT_JSON' | 'MENU_NOT_A_MENU' | 'MENU_TEXT_NOT_JSON',
    message: string,
  ) {
    super(message);
    this.name = 'LegacyImportError';
  }
}

/** Identity fields of the legacy shop record, copied under the same names. */
const IDENTITY_FIELDS = ['name', 'logo', 'phone', 'email', 'address_line_1', 'address_line_2', 'city', 'state', 'zip', 'description'] as const;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJsonText(text: string, code: LegacyImportError['code'], what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new LegacyImportError(code, `${what} is text but not JSON (${(e as Error).message}); pass the endpoint's JSON answer as it came.`);
  }
}

/** The settings object out of whichever wrapper the legacy endpoint used. */
export function unwrapLegacySettings(raw: unknown): Json {
  let value = raw;
  if (typeof value === 'string') value = parseJsonText(value, 'SETTINGS_TEXT_NOT_JSON', 'The settings');
  if (isObject(value) && isObject(value.data) && 'text' in value.data) value = value.data.text;
  else if (isObject(value) && 'text' in value && Object.keys(value).length <= 2) value = value.text;
  if (typeof value === 'string') value = parseJsonText(value, 'SETTINGS_TEXT_NOT_JSON', 'The settings data.text');
  if (!isObject(value)) {
    throw new LegacyImportError(
      'SETTINGS_NOT_AN_OBJECT',
      'The settings are not an object: expected the settings endpoint answer ({ "data": { "text": { ... } } }) or the settings object itself.',
    );
  }
  return value;
}

/** The menu object out of whichever wrapper the legacy endpoint used. */
export function unwrapLegacyMenu(raw: unknown): Json {
  let value = raw;
  if (typeof value === 'string') value = parseJsonText(value, 'MENU_TEXT_NOT_JSON', 'The menu');
  if (isObject(value) && isObject(value.data) && 'menu' in value.data) value = value.data.menu;
  else if (isObject(value) && isObject(value.menu) && !('subMenus' in value)) value = value.menu;
  if (typeof value === 'string') value = parseJsonText(value, 'MENU_TEXT_NOT_JSON', 'The menu data.menu');
  if (!isObject(value) || !Array.isArray(value.subMenus)) {
    throw new LegacyImportError(
      'MENU_NOT_A_MENU',
      'The menu has no subMenus list: expected the menu endpoint answer ({ "data": { "menu": { "subMenus": [...] } } }) or the menu itself.',
    );
  }
  return value;
}

/** A number from 0 to 100, or numeric text the legacy storefront read as one ("9.5", ".5"). */
function isPercent(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 && value <= 100;
  const decimal = typeof value === 'string' ? legacyDecimalText(value) : undefined;
  return decimal !== undefined && !decimal.startsWith('-') && Number(decimal) <= 100;
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (isObject(value) && typeof value.en === 'string') return value.en;
  return undefined;
}

/** Builds identity from the shop record (first) and identity fields found in the settings. */
function buildIdentity(
  shop: Json | undefined,
  settings: Json,
  menu: Json,
  input: LegacyImportInput,
  notes: NoteBook,
): Identity {
  const raw: Json = {};
  const moved: string[] = [];
  for (const field of IDENTITY_FIELDS) {
    if (shop && shop[field] !== undefined && shop[field] !== null && shop[field] !== '') {
      raw[field] = shop[field];
    } else if (settings[field] !== undefined && settings[field] !== null && settings[field] !== '') {
      raw[field] = settings[field];
      moved.push(field);
    }
  }
  // The juice shop's record spells its phone restuarantPhone.
  const oddPhone = shop?.restuarantPhone ?? settings.restuarantPhone;
  if (raw.phone === undefined && (typeof oddPhone === 'string' || typeof oddPhone === 'number')) {
    raw.phone = oddPhone;
    notes.say(`restuarantPhone: became identity.phone.`);
  }
  if (moved.length > 0) {
    notes.say(`settings: the shop record fields ${moved.join(', ')} moved to identity under the same names.`);
  }
  if (raw.name !== undefined && typeof raw.name !== 'string') {
    const text = textOf(raw.name);
    if (text !== undefined) raw.name = text;
  }
  if (typeof raw.name !== 'string' || raw.name.trim() === '') {
    const menuName = textOf(menu.name);
    if (menuName && menuName.trim() !== '') {
      raw.name = menuName;
      notes.add('identity', 'name', `identity.name: no shop name in the legacy record; took the menu's name ${JSON.stringify(menuName)}.`);
    } else {
      raw.name = input.shopId;
      notes.add('identity', 'name', `identity.name: no shop name in the legacy record or menu; used the shop id ${JSON.stringify(input.shopId)}. Edit it before going live.`);
    }
  }
  if (typeof raw.description === 'string') raw.description = { en: raw.description };
  if (input.timeZone) {
    raw.timeZone = input.timeZone;
  } else {
    raw.timeZone = DEFAULT_TIME_ZONE;
    notes.add('identity', 'timeZone', `identity.timeZone: the legacy shop has none; set to ${DEFAULT_TIME_ZONE} (pass --time-zone to choose another).`);
  }
  const outcome = normalizeValue(raw, schemaAt('#/$defs/Identity'), 'identity', notes);
  return (outcome.keep ? outcome.value : raw) as Identity;
}

/**
 * Turns a legacy shop into a profile: settings 1:1 under the same names (unknown keys dropped,
 * non-numeric tax to 9.5, numeric text to numbers), the legacy delivery flags as an explicit
 * `delivery-fee` rule, identity from the shop record, `extends: ['legacy-tags']`, and the menu
 * as a file beside the profile. Every change is explained in `notes`.
 */
const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** A legacy day as 0 (Sunday) .. 6: a number, numeric text, or a weekday name ('Mon', 'monday'). */
function legacyDay(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6) return value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  if (/^[0-6]$/.test(text)) return Number(text);
  const i = text.length >= 3 ? WEEKDAY_NAMES.findIndex((name) => name.startsWith(text)) : -1;
  return i >= 0 ? i : undefined;
}

/**
 * Opening hours in the profile's shape ({ day, timeRanges }) from the day lists the legacy settings
 * held: entries with a day (number, numeric text or weekday name), entries without one (their
 * place in the list is the day, Sunday first), or bare lists of ranges. Anything else is left for
 * the schema to report.
 */
function normalizeLegacyHours(hours: Json, notes: NoteBook): Json {
  const out: Json = { ...hours };
  for (const kind of ['pickUp', 'delivery']) {
    const list = hours[kind];
    if (!Array.isArray(list)) continue;
    out[kind] = list.map((written: unknown, index) => {
      const at = `settings.hours.${kind}[${index}]`;
      const entry = withDay(written, index, at, kind, notes);
      return isObject(entry) && Array.isArray(entry.timeRanges) ? { ...entry, timeRanges: legacyRanges(entry.timeRanges, `${at}.timeRanges`, kind, notes) } : entry;
    });
  }
  return out;
}

/** One legacy hours entry with its day: from the entry, its weekday name, or its place in the list. */
function withDay(entry: unknown, index: number, at: string, kind: string, notes: NoteBook): unknown {
  if (Array.isArray(entry)) {
    notes.add('hours-bare-list', kind, `${at}: a bare list of time ranges became day ${index} (${WEEKDAY_NAMES[index % 7]}), by its place in the list.`);
    return { day: index % 7, timeRanges: entry };
  }
  if (!isObject(entry)) return entry;
  if (entry.day === undefined) {
    notes.add('hours-no-day', kind, `${at}: no "day"; took ${index % 7} (${WEEKDAY_NAMES[index % 7]}) from its place in the list.`);
    return { ...entry, day: index % 7 };
  }
  const day = legacyDay(entry.day);
  if (day !== undefined && day !== entry.day) {
    notes.add('hours-day-text', kind, `${at}.day: ${JSON.stringify(entry.day)} became ${day} (${WEEKDAY_NAMES[day]}).`);
    return { ...entry, day };
  }
  return entry;
}

const DAY_MS = 86_400_000;

/** Milliseconds after midnight as a clock time: 7200000 -> "02:00". */
function clockOf(ms: number): string {
  const minutes = Math.floor(ms / 60_000) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A legacy time in milliseconds (a number or numeric text), or undefined. */
function msOf(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined;
}

/**
 * A day's legacy ranges as the profile reads them, with a note for the ones that need one: a
 * range whose `to` is below its `from` closes the next day (Saturday 17:00 to 02:00), as
 * "17:00"-"02:00" does; one that opens and closes at the same time offered nothing and is left out
 * (a profile refuses it as an empty window, EMPTY_TIME_RANGE).
 */
function legacyRanges(ranges: readonly unknown[], at: string, kind: string, notes: NoteBook): unknown[] {
  const out: unknown[] = [];
  ranges.forEach((range, r) => {
    const from = isObject(range) ? msOf(range.from) : undefined;
    const to = isObject(range) ? msOf(range.to) : undefined;
    if (from === undefined || to === undefined || from >= DAY_MS || to > from) {
      out.push(range);
      return;
    }
    if (to === from) {
      notes.add('hours-empty-range', kind, `${at}[${r}]: opens and closes at ${clockOf(from)}, so it was never open; left out.`);
      return;
    }
    notes.add('hours-past-midnight', kind, `${at}[${r}]: ${from} to ${to} is ${clockOf(from)} to ${clockOf(to)} the next day (a closing time before the opening one runs past midnight).`);
    out.push(range);
  });
  return out;
}

/**
 * Menu settings in the legacy form, product id to its outOfStock value
 * (`{"p-oos": "OUT_OF_STOCK"}`), as the profile writes them (`{"p-oos": {"outOfStock": "OUT_OF_STOCK"}}`).
 * Entries already in that form are kept; anything else is left for lint to report.
 */
function legacyMenuSettings(map: Json, notes: NoteBook): Json {
  return Object.fromEntries(
    Object.entries(map).map(([id, value]) => {
      if (typeof value !== 'string') return [id, value];
      const written = { outOfStock: value };
      notes.add('menu-settings-text', 'settings.menuSettings', `settings.menuSettings.${id}: the text ${JSON.stringify(value)} became ${JSON.stringify(written)} (the legacy form names only the outOfStock value).`);
      return [id, written];
    }),
  );
}

export function importLegacyShop(input: LegacyImportInput): LegacyImportResult {
  const notes = new NoteBook();
  const legacySettings = unwrapLegacySettings(input.settings);
  const legacyMenu = unwrapLegacyMenu(input.menu);
  const shop = isObject(input.shop) ? input.shop : undefined;

  const identity = buildIdentity(shop, legacySettings, legacyMenu, input, notes);

  // Identity fields and the shop id were read above; everything else must be a setting.
  const settingsIn: Json = {};
  const consumed = new Set<string>([...IDENTITY_FIELDS, 'restuarantPhone']);
  for (const [key, value] of Object.entries(legacySettings)) {
    if (consumed.has(key)) continue;
    if (key === '__proto__') {
      notes.add('unknown-key:__proto__', 'settings.__proto__', 'settings.__proto__: dropped the unknown key "__proto__".');
      continue;
    }
    if (key === 'shopId' || key === 'r_id') {
      if (value !== input.shopId) {
        notes.add('shop-id', key, `settings.${key}: the legacy id ${JSON.stringify(value)} differs from the shop id ${JSON.stringify(input.shopId)}; the profile uses ${JSON.stringify(input.shopId)}.`);
      }
      continue;
    }
    settingsIn[key] = value;
  }

  if ('taxPercentage' in settingsIn && !isPercent(settingsIn.taxPercentage)) {
    notes.say(
      `settings.taxPercentage: ${JSON.stringify(settingsIn.taxPercentage) ?? 'undefined'} is not numeric; set to the legacy default ${LEGACY_DEFAULT_TAX_PERCENTAGE}, as the legacy storefront charged.`,
    );
    settingsIn.taxPercentage = LEGACY_DEFAULT_TAX_PERCENTAGE;
  }
  if (isObject(settingsIn.hours)) settingsIn.hours = normalizeLegacyHours(settingsIn.hours, notes);
  if (isObject(settingsIn.menuSettings)) settingsIn.menuSettings = legacyMenuSettings(settingsIn.menuSettings, notes);
  if (!('enableCashback' in settingsIn)) {
    // Profiles have cashback off unless they say so; the legacy storefront had it on.
    settingsIn.enableCashback = true;
    notes.say('settings.enableCashback: not set; written as true, as the legacy storefront paid cashback by default.');
  }
  const settingsOutcome = normalizeValue(settingsIn, schemaAt('#/$defs/Settings'), 'settings', notes);
  const settings = (settingsOutcome.keep ? settingsOutcome.value : {}) as Settings & Json;

  const rules: Rule[] = [];
  const delivery = settings.delivery;
  if (delivery) {
    const flagsOn = legacyFlagsSet(delivery);
    const winner = winningLegacyFlag(delivery);
    const rule = legacyDeliveryRule(delivery);
    if (rule && winner) {
      rules.push(rule);
      if (flagsOn.length > 1) {
        notes.say(
          `settings.delivery: several legacy fee flags are set (${flagsOn.join(', ')}); only ${winner} took effect, so the rule ${rule.id} follows it.`,
        );
      }
      const beyond = bandsBeyondMaxDistance(delivery);
      for (const flag of LEGACY_DELIVERY_FLAGS) if (delivery[flag] === true) delivery[flag] = false;
      notes.say(
        `settings.delivery.${winner}: became the explicit rule ${rule.id} (${describeBands(rule.bands ?? [])}); ${flagsOn.join(', ')} now set to false.`,
      );
      if (beyond.length > 0) {
        const max = delivery.maxDistanceInMiles ?? DEFAULT_MAX_MILES;
        notes.say(
          `settings.delivery.maxDistanceInMiles: nothing is delivered at or beyond ${max} miles, so the rule ${rule.id} stops there and charges what the legacy table charged at every distance delivered; to deliver farther, raise maxDistanceInMiles and give the rule its farther bands back.`,
        );
      }
    }
  }

  const menuOutcome = normalizeValue(legacyMenu, schemaAt('menu.schema.json'), 'menu', notes);
  const menu = (menuOutcome.keep ? menuOutcome.value : legacyMenu) as Menu;

  // The legacy storefront said 'promo tacos' for every '(limit 5)' and '(limit 3)' product; the
  // preset's own message names the products, so a legacy shop keeps its words only here.
  const menuText = JSON.stringify(menu);
  const messages: Record<string, string> = {};
  for (const max of [5, 3]) {
    if (!menuText.includes(`(limit ${max})`)) continue;
    messages[`legacy-marker-limit-${max}`] = `You can not have more than ${max} promo tacos in your cart.`;
    notes.say(`messages.legacy-marker-limit-${max}: the menu has '(limit ${max})' products; kept the legacy message 'You can not have more than ${max} promo tacos in your cart.'`);
  }

  const menuFile = input.menuFile ?? DEFAULT_MENU_FILE;
  const profile: ShopProfile = {
    ...(input.schemaRef !== undefined ? { $schema: input.schemaRef } : {}),
    shopId: input.shopId,
    extends: ['legacy-tags'],
    ...(Object.keys(messages).length > 0 ? { messages } : {}),
    identity,
    settings,
    menu: { file: menuFile },
    rules,
  };
  return { profile, menu, notes: notes.lines() };
}
