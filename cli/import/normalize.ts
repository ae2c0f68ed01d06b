/**
 * Schema-guided clean-up of legacy JSON: walks a value alongside a JSON Schema node of
 * shop-profile.schema.json or menu.schema.json and changes only what the schema cannot accept,
 * recording a note for every change. Anything it cannot repair is left as is, for lint to report.
 */
import profileSchema from '../../schemas/shop-profile.schema.json' with { type: 'json' };
import menuSchema from '../../schemas/menu.schema.json' with { type: 'json' };
import { NoteBook } from './notes.js';

type SchemaNode = Readonly<Record<string, unknown>>;
type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';

const PROFILE_FILE = 'shop-profile.schema.json';

/** A schema with its local references (`#/...`) written out with its file name, so a node found in one file still resolves after a jump to another. */
function qualified(schema: unknown, file: string): unknown {
  if (Array.isArray(schema)) return schema.map((s) => qualified(s, file));
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#') ? `${file}${v}` : qualified(v, file)]),
  );
}

const DOCUMENTS: Readonly<Record<string, unknown>> = {
  [PROFILE_FILE]: qualified(profileSchema, PROFILE_FILE),
  'menu.schema.json': qualified(menuSchema, 'menu.schema.json'),
};

/**
 * The schema node at a `$ref`: `#/$defs/Settings` (in the profile schema), `menu.schema.json`
 * or `shop-profile.schema.json#/$defs/Percent`.
 */
export function schemaAt(ref: string): SchemaNode {
  const hash = ref.indexOf('#');
  const file = hash === 0 ? PROFILE_FILE : hash < 0 ? ref : ref.slice(0, hash);
  const pointer = hash < 0 ? '' : ref.slice(hash + 1);
  let node: unknown = DOCUMENTS[file];
  if (node === undefined) throw new Error(`only the repository's schemas can be referenced: ${ref}`);
  for (const part of pointer.split('/').slice(1)) {
    node = (node as Record<string, unknown> | undefined)?.[part];
  }
  if (!node || typeof node !== 'object') throw new Error(`schema reference not found: ${ref}`);
  return node as SchemaNode;
}

/** Follows `$ref` until a node with its own keywords remains. */
function resolve(node: SchemaNode): SchemaNode {
  let current = node;
  for (let depth = 0; typeof current.$ref === 'string' && depth < 20; depth++) {
    current = schemaAt(current.$ref);
  }
  return current;
}

function typeOfValue(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

function branchesOf(node: SchemaNode): SchemaNode[] | undefined {
  const list = (node.anyOf ?? node.oneOf) as SchemaNode[] | undefined;
  if (Array.isArray(list)) return list.map(resolve);
  // An if/then/else admits both shapes; pickContainerBranch lets the value choose.
  if (isNode(node.then) && isNode(node.else)) return [resolve(node.then), resolve(node.else)];
  return undefined;
}

function isNode(v: unknown): v is SchemaNode {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The JSON types a (resolved) leaf or branch node admits. */
function typesOf(node: SchemaNode): Set<JsonType> {
  const branches = branchesOf(node);
  if (branches) {
    const out = new Set<JsonType>();
    for (const b of branches) for (const t of typesOf(b)) out.add(t);
    return out;
  }
  if ('const' in node) return new Set([typeOfValue(node.const)]);
  if (Array.isArray(node.enum)) return new Set((node.enum as unknown[]).map(typeOfValue));
  const t = node.type;
  if (typeof t === 'string') return new Set([t as JsonType]);
  if (Array.isArray(t)) return new Set(t as JsonType[]);
  if (node.properties) return new Set(['object']);
  return new Set(['null', 'boolean', 'integer', 'number', 'string', 'array', 'object']);
}

function admitsType(types: Set<JsonType>, t: JsonType): boolean {
  return types.has(t) || (t === 'integer' && types.has('number'));
}

/** True when a leaf value satisfies a (resolved, branch-free) node's type, enum, pattern and bounds. */
function leafAccepts(node: SchemaNode, value: unknown): boolean {
  const branches = branchesOf(node);
  if (branches) return branches.some((b) => leafAccepts(b, value));
  if (!admitsType(typesOf(node), typeOfValue(value))) return false;
  if ('const' in node && node.const !== value) return false;
  if (Array.isArray(node.enum) && !(node.enum as unknown[]).includes(value)) return false;
  if (typeof value === 'string' && typeof node.pattern === 'string' && !new RegExp(node.pattern, 'u').test(value)) {
    return false;
  }
  if (typeof value === 'number') {
    if (typeof node.minimum === 'number' && value < node.minimum) return false;
    if (typeof node.maximum === 'number' && value > node.maximum) return false;
    if (typeof node.exclusiveMinimum === 'number' && value <= node.exclusiveMinimum) return false;
  }
  return true;
}

/** The branch to descend into for a container value, or the node itself. */
function pickContainerBranch(node: SchemaNode, value: unknown): SchemaNode | undefined {
  // if { required: [...] } then A else B: an object with those keys takes A (a menu's { "use": id }).
  if (isNode(node.if) && isNode(node.then) && isNode(node.else) && isNode(value)) {
    const keys = Array.isArray(node.if.required) ? (node.if.required as string[]) : [];
    return resolve(keys.every((k) => Object.hasOwn(value, k)) ? node.then : node.else);
  }
  const branches = branchesOf(node);
  if (!branches) return node;
  const t = typeOfValue(value);
  return branches.find((b) => typesOf(b).has(t as JsonType));
}

/** Decimal text as JavaScript's Number() reads it: a sign, digits around at most one point, an exponent. */
const JS_DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,3}))?$/;

/**
 * Numeric text the legacy storefront read as a number (it used JavaScript's Number():
 * Number(".99") is 0.99, Number("5.") is 5, Number("+5") is 5), as plain decimal text: ".99" ->
 * "0.99", "5." -> "5", "+5" -> "5", "-0" -> "0", "1e2" -> "100". Undefined for anything else,
 * including hexadecimal ("0x10"), which is surely no price.
 */
export function legacyDecimalText(text: string): string | undefined {
  const m = JS_DECIMAL.exec(text.trim());
  if (!m) return undefined;
  const [, sign, whole = '', frac = '', exp = '0'] = m;
  if ((whole === '' && frac === '') || Math.abs(Number(exp)) > 20) return undefined;
  const digits = whole + frac;
  const point = whole.length + Number(exp);
  let body =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  body = body.replace(/^0+(?=\d)/, '');
  if (/^[0.]*$/.test(body)) return '0';
  return (sign === '-' ? '-' : '') + body;
}

/** True for a schema node that is a legacy menu price (a number, or text that may be a market-price marker). */
function isLegacyPrice(node: SchemaNode): boolean {
  return typeof node.$ref === 'string' && node.$ref.endsWith('#/$defs/LegacyPrice');
}

/** A legacy price as the engine reads prices: digits and at most one point. */
const PLAIN_PRICE = /^\d+(\.\d+)?$/;

function show(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

/** What became of a value: kept (possibly changed) or removed from its parent object. */
export type Outcome = { readonly keep: true; readonly value: unknown } | { readonly keep: false };

/**
 * Normalises `value` against `node` (a property's schema, so its `default` is at hand).
 * `path` is a display path such as settings.delivery.baseFeeInCents.
 */
export function normalizeValue(value: unknown, node: SchemaNode, path: string, notes: NoteBook): Outcome {
  const resolved = resolve(node);
  const t = typeOfValue(value);

  if (t === 'object' || t === 'array') {
    const branch = pickContainerBranch(resolved, value);
    if (branch) {
      return t === 'object'
        ? { keep: true, value: normalizeObject(value as Record<string, unknown>, branch, path, notes) }
        : { keep: true, value: normalizeArray(value as unknown[], branch, path, notes) };
    }
    return { keep: true, value }; // no shape to follow: lint reports it
  }

  if (typeof value === 'string' && isLegacyPrice(node) && !PLAIN_PRICE.test(value.trim())) {
    // Any text is a valid price (text that is not numeric marks a market-price item), so numeric
    // text in another form (".99") would be sold at $0: written as the number the legacy storefront read.
    const decimal = legacyDecimalText(value);
    if (decimal !== undefined && !decimal.startsWith('-')) {
      notes.add('price-text', path, `${path}: the price ${show(value)} became ${show(decimal)}, the number the legacy storefront read from it.`);
      return { keep: true, value: decimal };
    }
  }
  if (leafAccepts(resolved, value)) return { keep: true, value };
  return repairLeaf(value, node, resolved, path, notes);
}

/** A leaf the schema does not accept: convert, fall back to the default, or drop, with a note. */
function repairLeaf(value: unknown, node: SchemaNode, resolved: SchemaNode, path: string, notes: NoteBook): Outcome {
  const types = typesOf(resolved);
  const fallback = 'default' in node ? node.default : resolved.default;
  const hasFallback = 'default' in node || 'default' in resolved;

  if (typeof value === 'string') {
    const text = value.trim();
    const decimal = legacyDecimalText(text);
    if ((types.has('number') || types.has('integer')) && decimal !== undefined) {
      const n = Number(decimal);
      if (leafAccepts(resolved, n)) {
        notes.add('numeric-string', path, `${path}: the text ${show(value)} became the number ${n}.`);
        return { keep: true, value: n };
      }
    }
    if (types.has('boolean') && /^(true|false)$/i.test(text)) {
      const b = text.toLowerCase() === 'true';
      notes.add('boolean-string', path, `${path}: the text ${show(value)} became ${b}.`);
      return { keep: true, value: b };
    }
    if (types.has('string') && text !== value && leafAccepts(resolved, text)) {
      notes.add('trimmed', path, `${path}: surrounding spaces removed from ${show(value)}.`);
      return { keep: true, value: text };
    }
    // An allowed value written in another case ("Single" for "single") keeps its meaning.
    const allowed = Array.isArray(resolved.enum) ? (resolved.enum as unknown[]) : [];
    const sameWord = allowed.find((a) => typeof a === 'string' && a.toLowerCase() === text.toLowerCase());
    if (typeof sameWord === 'string' && leafAccepts(resolved, sameWord)) {
      notes.add('enum-case', path, `${path}: ${show(value)} read as ${show(sameWord)}.`);
      return { keep: true, value: sameWord };
    }
  }
  if (typeof value === 'number' && types.has('string') && !types.has('number') && !types.has('integer')) {
    const s = String(value);
    if (leafAccepts(resolved, s)) {
      notes.add('number-to-text', path, `${path}: the number ${s} became the text ${show(s)}.`);
      return { keep: true, value: s };
    }
  }
  if (types.has('boolean') && !types.has('string') && (value === null || value === '' || value === 0 || value === 1)) {
    // The legacy storefront tested these flags for truthiness, so null, '' and 0 meant off.
    const b = value === 1;
    notes.add('falsy-flag', path, `${path}: ${show(value)} read as ${b}, as the legacy storefront did.`);
    return { keep: true, value: b };
  }
  if (hasFallback && (value === null || typeof value === 'string')) {
    notes.add(
      'default',
      path,
      `${path}: ${show(value)} is not a valid value here; replaced by the default ${show(fallback)}.`,
    );
    return { keep: true, value: fallback };
  }
  if (value === null || value === '') {
    notes.add('dropped-empty', path, `${path}: empty value ${show(value)} removed.`);
    return { keep: false };
  }
  return { keep: true, value }; // lint reports it with the schema's own message
}

function normalizeObject(
  value: Readonly<Record<string, unknown>>,
  node: SchemaNode,
  path: string,
  notes: NoteBook,
): Record<string, unknown> {
  const properties = (node.properties ?? {}) as Record<string, SchemaNode>;
  const extra = node.additionalProperties;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    const childNode = Object.hasOwn(properties, key)
      ? properties[key]
      : typeof extra === 'object' && extra !== null
        ? (extra as SchemaNode)
        : undefined;
    if (!childNode || key === '__proto__') {
      if (extra === false || key === '__proto__') {
        notes.add(`unknown-key:${key}`, childPath, `${childPath}: dropped the unknown key ${show(key)}.`);
        continue;
      }
      out[key] = child;
      continue;
    }
    if (child === undefined) continue;
    const outcome = normalizeValue(child, childNode, childPath, notes);
    if (outcome.keep) out[key] = outcome.value;
  }
  const required = Array.isArray(node.required) ? (node.required as string[]) : [];
  for (const key of required) {
    if (key in out) continue;
    const childNode = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (!childNode) continue;
    const childTypes = typesOf(resolve(childNode));
    const childPath = path ? `${path}.${key}` : key;
    if (childTypes.has('array') && childTypes.size === 1) {
      notes.add(`missing:${key}`, childPath, `${childPath}: missing; set to an empty list.`);
      out[key] = [];
    } else if (key === 'name' && childTypes.has('string')) {
      notes.add(`missing:${key}`, childPath, `${childPath}: missing; set to an empty name.`);
      out[key] = '';
    }
  }
  return out;
}

function normalizeArray(value: readonly unknown[], node: SchemaNode, path: string, notes: NoteBook): unknown[] {
  const items = node.items as SchemaNode | undefined;
  if (!items || typeof items !== 'object') return [...value];
  const out: unknown[] = [];
  value.forEach((item, i) => {
    const outcome = normalizeValue(item, items, `${path}[${i}]`, notes);
    if (outcome.keep) out.push(outcome.value);
  });
  return out;
}
