/**
 * Regenerates the reference in docs/ from the JSON Schemas (run: npm run docs:gen):
 * - docs/profile.md (shop-profile and preset schemas), docs/menu.md (when schemas/menu.schema.json
 *   exists: docs/src/menu.md, then the schema), docs/cart-and-quote.md: every field with its path,
 *   type, default, whether it is required, its description and an example;
 * - docs/rules.md: docs/src/rules.md with every rule kind, its example and the sentence
 *   `shopctl explain` prints for it (run through the real command);
 * - docs/pricing.md: docs/src/pricing.md with the `shopctl price` output it quotes (run through the
 *   real command), checked to name every trace step of the quote schema.
 * tests/docs.test.ts fails when a committed doc differs from what this renders.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runShopctl } from '../cli/commands/testing.js';

type Schema = { readonly [key: string]: unknown };

/** A schema file and the doc it is written into. */
interface SchemaFile {
  readonly name: string;
  readonly id: string;
  readonly schema: Schema;
  readonly doc: string;
}

/** An example shown in the docs, with the schema location it must validate against. */
export interface DocExample {
  readonly schemaId: string;
  readonly pointer: string;
  readonly value: unknown;
  readonly where: string;
}

export interface RenderedDocs {
  /** Doc files by path relative to the repository root. */
  readonly files: ReadonlyMap<string, string>;
  readonly examples: readonly DocExample[];
}

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

function isObject(v: unknown): v is Schema {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function props(s: Schema): [string, Schema][] {
  return isObject(s['properties']) ? (Object.entries(s['properties']) as [string, Schema][]) : [];
}

function variants(s: Schema): Schema[] {
  const list = (s['oneOf'] ?? s['anyOf']) as Schema[] | undefined;
  if (Array.isArray(list)) return list;
  // An if/then/else chooses between two shapes (a menu's { "use": id } or a group written in place).
  return isObject(s['then']) && isObject(s['else']) ? [s['then'] as Schema, s['else'] as Schema] : [];
}

function types(s: Schema): string[] {
  const t = s['type'];
  return Array.isArray(t) ? (t as string[]) : typeof t === 'string' ? [t] : [];
}

/** GitHub's anchor for a heading. */
function anchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');
}

/** JSON as people write it: objects over lines, anything that fits in `width` on one line. */
export function formatJson(value: unknown, indent = 0, width = 100): string {
  const inline = (v: unknown): string => {
    if (Array.isArray(v)) return `[${v.map(inline).join(', ')}]`;
    if (isObject(v)) {
      const entries = Object.entries(v);
      return entries.length === 0 ? '{}' : `{ ${entries.map(([k, x]) => `${JSON.stringify(k)}: ${inline(x)}`).join(', ')} }`;
    }
    return JSON.stringify(v);
  };
  const flat = inline(value);
  if (indent + flat.length <= width || (!Array.isArray(value) && !isObject(value))) return flat;
  const pad = ' '.repeat(indent + 2);
  if (Array.isArray(value)) return `[\n${value.map((x) => pad + formatJson(x, indent + 2, width)).join(',\n')}\n${' '.repeat(indent)}]`;
  const entries = Object.entries(value);
  return `{\n${entries.map(([k, x]) => `${pad}${JSON.stringify(k)}: ${formatJson(x, indent + 2, width)}`).join(',\n')}\n${' '.repeat(indent)}}`;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function code(value: unknown): string {
  const text = JSON.stringify(value);
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

/** The schemas, documents and the examples found while rendering them. */
class Reference {
  readonly files = new Map<string, SchemaFile>();
  readonly examples: DocExample[] = [];

  constructor(readonly root: string) {
    const dir = join(root, 'schemas');
    const hasMenu = existsSync(join(dir, 'menu.schema.json'));
    const docOf: Record<string, string> = {
      'shop-profile.schema.json': 'profile.md',
      'preset.schema.json': 'profile.md',
      'cart.schema.json': 'cart-and-quote.md',
      'quote.schema.json': 'cart-and-quote.md',
      ...(hasMenu ? { 'menu.schema.json': 'menu.md' } : {}),
    };
    for (const [name, doc] of Object.entries(docOf)) {
      const schema = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Schema;
      this.files.set(name, { name, id: String(schema['$id']), schema, doc });
    }
  }

  /** The schema a `$ref` points at, and the file it is in. */
  resolve(ref: string, from: SchemaFile): { file: SchemaFile; pointer: string; schema: Schema } {
    const [fileName, fragment = ''] = ref.split('#');
    const file = fileName ? this.files.get(fileName) : from;
    if (!file) throw new Error(`${from.name}: $ref ${ref} names a schema that is not documented`);
    let node: unknown = file.schema;
    for (const part of fragment.split('/').slice(1)) node = (node as Schema)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    if (!isObject(node)) throw new Error(`${from.name}: $ref ${ref} points at nothing`);
    return { file, pointer: fragment, schema: node };
  }

  /** The definition name a `$ref` names (`#/$defs/Name`), or undefined for a deeper pointer. */
  defName(ref: string): string | undefined {
    return /#\/\$defs\/([^/]+)$/.exec(ref)?.[1];
  }

  link(name: string, target: SchemaFile, from: SchemaFile): string {
    return `[${name}](${target.doc === from.doc ? '' : target.doc}#${anchor(name)})`;
  }

  /** The type column: a link to a definition, or the type with its bounds. */
  typeText(s: Schema, file: SchemaFile): string {
    const ref = s['$ref'];
    if (typeof ref === 'string') {
      const target = this.resolve(ref, file);
      const name = this.defName(ref);
      return name ? this.link(name, target.file, file) : this.typeText(target.schema, target.file);
    }
    if ('const' in s) return `${code(s['const'])} (constant)`;
    let text: string;
    if (Array.isArray(s['enum'])) text = (s['enum'] as unknown[]).map(code).join(' or ');
    else if (types(s).length > 0) {
      text = types(s)
        .map((t) => {
          if (t === 'array' && isObject(s['items'])) return `array of ${this.typeText(s['items'], file)}`;
          if (t === 'object' && isObject(s['additionalProperties']) && props(s).length === 0) {
            return `object of ${this.typeText(s['additionalProperties'], file)} by key`;
          }
          return t;
        })
        .join(' or ');
    } else if (variants(s).length > 0) {
      text = variants(s)
        .map((v) => (props(v).length > 0 && !('$ref' in v) ? `{ ${props(v).map(([k]) => k).join(', ')} }` : this.typeText(v, file)))
        .join(' or ');
    } else text = 'any';
    const bounds: string[] = [];
    const min = s['minimum'] ?? s['exclusiveMinimum'];
    const max = s['maximum'] ?? s['exclusiveMaximum'];
    if (min !== undefined || max !== undefined) {
      const lo = min === undefined ? '' : `${String(min)}${s['exclusiveMinimum'] !== undefined ? ' (exclusive)' : ''}`;
      const hi = max === undefined ? '' : `${String(max)}${s['exclusiveMaximum'] !== undefined ? ' (exclusive)' : ''}`;
      bounds.push(`${lo}..${hi}`);
    }
    if (s['minLength'] !== undefined) bounds.push(`at least ${String(s['minLength'])} character(s)`);
    if (s['maxLength'] !== undefined) bounds.push(`at most ${String(s['maxLength'])} characters`);
    if (s['minItems'] !== undefined) bounds.push(`at least ${String(s['minItems'])} item(s)`);
    if (s['maxItems'] !== undefined) bounds.push(`at most ${String(s['maxItems'])} items`);
    if (s['uniqueItems'] === true) bounds.push('no repeats');
    if (typeof s['pattern'] === 'string') bounds.push(`matching \`${s['pattern']}\``);
    if (typeof s['format'] === 'string') bounds.push(`format ${s['format']}`);
    return bounds.length > 0 ? `${text}, ${bounds.join(', ')}` : text;
  }

  /** The schema's own description, else the description of the definition it references. */
  descriptionOf(s: Schema, file: SchemaFile): string {
    if (typeof s['description'] === 'string') return s['description'];
    if (typeof s['$ref'] === 'string') {
      const target = this.resolve(s['$ref'], file);
      return this.descriptionOf(target.schema, target.file);
    }
    return '';
  }

  /** An example value: the schema's `examples`, its constant, default or first allowed value, else one built from its type. */
  exampleOf(s: Schema, file: SchemaFile, where: string): unknown {
    if (Array.isArray(s['examples']) && s['examples'].length > 0) return s['examples'][0];
    if ('const' in s) return s['const'];
    const d = s['default'];
    // A switch's example is the value someone would write: the one that is not the default.
    if (typeof d === 'boolean') return !d;
    if (d !== undefined && d !== null && !(isObject(d) && Object.keys(d).length === 0) && !(Array.isArray(d) && d.length === 0)) return d;
    if (typeof s['$ref'] === 'string') {
      const target = this.resolve(s['$ref'], file);
      return this.exampleOf(target.schema, target.file, where);
    }
    if (Array.isArray(s['enum'])) return (s['enum'] as unknown[]).find((v) => v !== null);
    const t = types(s).find((x) => x !== 'null');
    if ((t === undefined || props(s).length === 0) && variants(s).length > 0) {
      const v = variants(s).find((x) => types(x).join() !== 'null') ?? variants(s)[0]!;
      return this.exampleOf(v, file, where);
    }
    switch (t) {
      case 'boolean':
        return true;
      case 'integer':
      case 'number': {
        if (typeof s['minimum'] === 'number') return s['minimum'] === 0 && s['maximum'] !== 0 ? 1 : s['minimum'];
        if (typeof s['exclusiveMinimum'] === 'number') return s['exclusiveMinimum'] + 1;
        return 1;
      }
      case 'string': {
        if (s['format'] === 'date') return '2026-03-10';
        if (s['format'] === 'uri') return 'https://example.com/menu.json';
        if (typeof s['pattern'] === 'string') {
          const re = new RegExp(s['pattern'], 'u');
          const found = ['example', 'lunch', 'A1', '12:00', '/order', '9.5', 'menu.json'].find((c) => re.test(c));
          if (found === undefined) throw new Error(`${where}: add "examples" to the schema (no example matches ${s['pattern']})`);
          return found;
        }
        return 'text';
      }
      case 'array': {
        const n = typeof s['minItems'] === 'number' ? s['minItems'] : 1;
        return isObject(s['items']) ? Array.from({ length: n }, () => this.exampleOf(s['items'] as Schema, file, `${where}[]`)) : [];
      }
      case 'object': {
        const required = new Set((s['required'] as string[] | undefined) ?? []);
        const out: Record<string, unknown> = {};
        for (const [k, p] of props(s)) if (required.has(k)) out[k] = this.exampleOf(p, file, `${where}.${k}`);
        if (Object.keys(out).length === 0 && typeof s['minProperties'] === 'number') {
          const first = props(s)[0];
          if (first) out[first[0]] = this.exampleOf(first[1], file, `${where}.${first[0]}`);
        }
        return out;
      }
      default:
        return 'text';
    }
  }

  /** Records an example for the test, which validates it against `pointer` of `file`. */
  keep(file: SchemaFile, pointer: string, value: unknown, where: string): unknown {
    this.examples.push({ schemaId: file.id, pointer, value, where });
    return value;
  }

  /** Table rows for the properties of an object schema, nested inline objects under their path. */
  rows(s: Schema, file: SchemaFile, pointer: string, prefix: string, out: string[][]): void {
    const required = new Set((s['required'] as string[] | undefined) ?? []);
    for (const [key, p] of props(s)) {
      const path = prefix ? `${prefix}.${key}` : key;
      const at = `${pointer}/properties/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      const example = this.exampleOf(p, file, `${file.name}${at}`);
      const shown = JSON.stringify(example);
      const exampleCell = shown.length <= 60 ? code(this.keep(file, at, example, `${file.doc} ${path}`)) : '';
      out.push([
        `\`${path}\``,
        this.typeText(p, file),
        'default' in p ? code(p['default']) : '',
        required.has(key) ? 'yes' : '',
        this.descriptionOf(p, file),
        exampleCell,
      ]);
      if ('$ref' in p) continue;
      if (props(p).length > 0) this.rows(p, file, at, path, out);
      if (isObject(p['items']) && !('$ref' in p['items']) && props(p['items']).length > 0) {
        this.rows(p['items'], file, `${at}/items`, `${path}[]`, out);
      }
      if (isObject(p['additionalProperties']) && props(p['additionalProperties']).length > 0) {
        this.rows(p['additionalProperties'], file, `${at}/additionalProperties`, `${path}.<key>`, out);
      }
      variants(p).forEach((v, i) => {
        if (!('$ref' in v) && props(v).length > 0) this.rows(v, file, `${at}/${p['oneOf'] ? 'oneOf' : 'anyOf'}/${i}`, path, out);
      });
    }
  }

  table(rows: readonly string[][]): string {
    const head = '| field | type | default | required | description | example |\n|---|---|---|---|---|---|\n';
    return head + rows.map((r) => `| ${r.map(cell).join(' | ')} |`).join('\n') + '\n';
  }

  exampleBlock(file: SchemaFile, pointer: string, s: Schema, where: string): string {
    const value = this.keep(file, pointer, this.exampleOf(s, file, where), where);
    return `Example:\n\n\`\`\`json\n${formatJson(value)}\n\`\`\`\n`;
  }

  /** One section: heading, description, then rows, variants or the value's type. */
  section(file: SchemaFile, pointer: string, heading: string, s: Schema, level: number): string {
    let out = `${'#'.repeat(level)} ${heading}\n\n`;
    const description = this.descriptionOf(s, file);
    if (description) out += `${description}\n\n`;
    if (props(s).length > 0) {
      const rows: string[][] = [];
      this.rows(s, file, pointer, '', rows);
      out += this.table(rows) + '\n' + this.exampleBlock(file, pointer, s, `${file.doc} ${heading}`);
      return out;
    }
    const vs = variants(s);
    if (vs.length > 0) {
      const kind = s['oneOf'] ? 'oneOf' : 'anyOf';
      out += 'One of:\n\n';
      const subsections: string[] = [];
      vs.forEach((v, i) => {
        if (!('$ref' in v) && props(v).length > 0) {
          const discriminator = props(v).find(([, p]) => 'const' in p);
          const first = ((v['required'] as string[] | undefined) ?? [])[0];
          const sub = `${heading}: ${discriminator ? String(discriminator[1]['const']) : (first ?? `variant ${i + 1}`)}`;
          out += `- [${sub}](#${anchor(sub)})\n`;
          subsections.push(this.section(file, `${pointer}/${kind}/${i}`, sub, v, level + 1));
        } else out += `- ${this.typeText(v, file)}${v['description'] ? `: ${String(v['description'])}` : ''}\n`;
      });
      out += '\n' + subsections.join('\n');
      if (subsections.length === 0) {
        out += `Example: ${code(this.keep(file, pointer, this.exampleOf(s, file, heading), `${file.doc} ${heading}`))}\n`;
      }
      return out;
    }
    out += `Type: ${this.typeText(s, file)}.`;
    if ('default' in s) out += ` Default: ${code(s['default'])}.`;
    out += ` Example: ${code(this.keep(file, pointer, this.exampleOf(s, file, heading), `${file.doc} ${heading}`))}\n`;
    return out;
  }

  /** A schema file's sections: the root, then every definition in schema order. */
  schemaSections(file: SchemaFile): string {
    const title = String(file.schema['title']);
    let out = this.section(file, '', title, file.schema, 2);
    const defs = isObject(file.schema['$defs']) ? (Object.entries(file.schema['$defs']) as [string, Schema][]) : [];
    for (const [name, def] of defs) out += '\n' + this.section(file, `/$defs/${name}`, name, def, 2);
    return out;
  }

  /** Every `settings.*` default of the profile, as one list. */
  settingsDefaults(file: SchemaFile): string {
    const settings = this.resolve('#/$defs/Settings', file).schema;
    const lines: string[] = [];
    const walk = (s: Schema, prefix: string): void => {
      for (const [k, p] of props(s)) {
        const path = `${prefix}.${k}`;
        if ('default' in p && !(isObject(p['default']) && props(p).length > 0)) lines.push(`| \`${path}\` | ${cell(code(p['default']))} |`);
        if (props(p).length > 0) walk(p, path);
      }
    };
    walk(settings, 'settings');
    return `| setting | default |\n|---|---|\n${lines.join('\n')}\n`;
  }

  header(sources: readonly string[]): string {
    return `<!-- Generated by \`npm run docs:gen\` from ${sources.join(', ')}. Do not edit by hand. -->\n`;
  }
}

function profileDoc(ref: Reference): string {
  const profile = ref.files.get('shop-profile.schema.json')!;
  const preset = ref.files.get('preset.schema.json')!;
  const hasMenu = ref.files.has('menu.schema.json');
  return (
    ref.header(['schemas/shop-profile.schema.json', 'schemas/preset.schema.json']) +
    '# Shop profile reference\n\n' +
    'A shop profile (`shops/<site>/<shopId>.profile.json`) is one location of a site: who it is, its settings, where ' +
    `its menu is${hasMenu ? ' ([menu reference](menu.md))' : ''}, its rules ([every rule kind](rules.md)) and how its site looks. ` +
    'Every field below lists its type, its default (the loader fills defaults in, so a profile lists only what differs), ' +
    'whether it is required, what it does and an example. Prices are computed as [pricing](pricing.md) describes; ' +
    'carts and quotes are in [cart-and-quote.md](cart-and-quote.md).\n\n' +
    '## Settings defaults\n\n' +
    'Every setting and its default in one place (a missing `settings` object is `{}`, so all of these apply):\n\n' +
    ref.settingsDefaults(profile) +
    '\n' +
    ref.schemaSections(profile) +
    '\n# Presets\n\nA preset (`shops/presets/<id>.json`) holds rules and schedules that profiles share by naming it in `extends`.\n\n' +
    ref.schemaSections(preset)
  );
}

function cartAndQuoteDoc(ref: Reference): string {
  const cart = ref.files.get('cart.schema.json')!;
  const quote = ref.files.get('quote.schema.json')!;
  return (
    ref.header(['schemas/cart.schema.json', 'schemas/quote.schema.json']) +
    '# Cart and quote reference\n\n' +
    'A cart (`*.cart.json`, the body of `POST /api/shops/{shopId}/quote` and `.../orders`, the `--cart` of ' +
    '`shopctl price`) is what the customer picked; the quote is what the engine makes of it, in the order of ' +
    '[pricing](pricing.md). Money is integer cents throughout. Every shop has example carts in ' +
    '`shops/<site>/examples/`.\n\n' +
    'A line of a combo ([menu.md](menu.md#combos)) names the products chosen in each slot in `comboPicks` ' +
    '(`{ "<slotId>": [{ "productId", "customerPicks"? }, ...] }`, as many entries as the slot\'s count); its quote ' +
    'line lists them in `combo` (slot, product, upcharge, picks and what each adds), and its `unitCents` includes them. ' +
    'Example: `shops/test/examples/combo-save20-pickup.cart.json`.\n\n' +
    '## What the storefront reads from the quote\n\n' +
    'The quote carries, as data, everything checkout shows beyond the cart, so the page renders it and never ' +
    'works a rule out from the shop\'s settings or the engine\'s words:\n\n' +
    '- `choices`: every order type (`DINEIN`, `PICKUP`, `DELIVERY`, in checkout\'s order) and payment type (`CASH`, ' +
    '`CARD`) with its label (\'Cash\' for delivery, \'Pay In Person\' otherwise, \'PrePay\'), whether it can be chosen, ' +
    'and when not the code and message of the coercion or refusal it would meet; whether cashback can be spent and ' +
    'a donation added (with its amount). A choice is allowed exactly when pricing the cart with it uses it as chosen.\n' +
    '- `blockers[].remedy`: what the customer can do about each blocker, as an action (`{ "kind": "pay-by-card" }`, ' +
    '`{ "kind": "switch-cart-type", "cartTypes": ["DINEIN"] }`, `{ "kind": "remove-line", "lineIndex": 1, "lineId": "a1" }`, ' +
    '`{ "kind": "add-more", "amountCents": 425 }`, ...; [Remedy](#remedy) lists them). A remedy is offered only when it ' +
    'can work here: no pay-by-card at a shop that takes no card online.\n' +
    '- `promo`: what became of the entered code (applied, not-applicable, refused, unknown), its permanent reason and ' +
    'the customer\'s message ([promo-codes.md](promo-codes.md)).\n' +
    '- `summary`: the Order Summary\'s rows, in display order, each a label key and its amount (taken-off amounts ' +
    'negative). One rule for checkout, the receipt page and the PDF receipt (an order\'s `summary` is made from its ' +
    'totals as they are, a later tip included): subtotal, discount (whenever above $0.00, so the rows always add up ' +
    'to the total; the legacy storefront hid discounts of $0.50 or less at checkout but printed them on the receipt), ' +
    'service fee (when above $0.00), delivery fee (every delivery order, $0.00 included), tax, tip (card orders, ' +
    '$0.00 included: cash orders take no tip), donation and cashback spent (when above $0.00), then the total.\n' +
    '- `timeSlots` (the quote API; `shopctl price` and order placement leave it out): the pickup or delivery times ' +
    'offered for this cart now, counting its notice, the live operations and the kitchen\'s capacity. Checkout offers ' +
    'exactly these; a chosen time that is not among them is shown, and sent, as the first one offered.\n' +
    '- `delivery`: the distance, fee and time the server measured for the cart\'s address, priced with the cart ' +
    '(a free-delivery threshold included). Before the server has measured an address, `deliverable` is null (with the ' +
    '`ADDRESS_REQUIRED` blocker); for an address it cannot deliver to, false. Checkout shows no delivery fee row in ' +
    'either case, since its $0.00 would read as free delivery.\n\n' +
    '# Cart\n\n' +
    ref.schemaSections(cart) +
    '\n# Quote\n\n' +
    ref.schemaSections(quote)
  );
}

/** How combos work, in prose, before the menu's fields. */
const COMBOS_TEXT = `## Combos

A product with a [\`combo\`](#combo) is sold as a set built from other products of the menu. A pizzeria's
'2 Slices and a Drink' ($8.99) has a slot Slices that offers the products tagged \`slice\` and takes 2 of
them, and a slot Drink that offers the Drinks category and takes 1; a ramen shop's weekday lunch set offers
a bowl from the Ramen category and a side from a list of product ids:

\`\`\`json
{ "id": "p-slice-deal", "name": "2 Slices and a Drink", "price": "8.99",
  "combo": { "slots": [
    { "id": "s-slices", "name": "Slices", "from": { "tags": ["slice"] }, "count": 2,
      "upcharges": { "p-pepperoni-slice": "1.00" } },
    { "id": "s-drink", "name": "Drink", "from": { "categories": ["c-drinks"] } } ] } }
\`\`\`

- **What a slot offers**: products listed in \`from.productIds\`, carrying one of \`from.tags\` (whole keywords,
  any case) or sitting in one of \`from.categories\` (category ids), in menu order. A combo is never offered
  inside a combo. The customer chooses \`count\` of them (default 1); the same product may be chosen twice.
- **Price of one combo** = the combo's own price after price rules + its own picks + for each chosen product
  its slot's upcharge (dollars by product id, default 0) and the picks made on it, priced with its own
  modifier groups. The chosen product's own price is not charged. With a pepperoni slice with garlic
  (+$0.50), a cheese slice and a cola: 899 + 100 + 50 = 1049 cents. Promotions, quantity limits and tax
  treat the combo as one line, taxed at the combo product's rate.
- **Refused** (the line's \`ITEM_INVALID\` names the combo and the slot: '2 Slices and a Drink (Slices):
  Choose 2 (1 chosen so far)'): a slot with too few or too many choices (\`COMBO_SLOT_COUNT\`), a product the
  slot does not offer (\`COMBO_CHOICE_NOT_OFFERED\`), a chosen product that is hidden, out of stock or
  otherwise not orderable right now (\`COMBO_CHOICE_UNAVAILABLE\`), invalid picks on a chosen product
  (\`COMBO_CHOICE_INVALID\`), choices for a slot the combo does not have (\`COMBO_UNKNOWN_SLOT\`).
- **Lint**: \`COMBO_SLOT_EMPTY\` (a slot that offers no product), \`COMBO_NESTED\` (a slot that offers a combo),
  \`DUPLICATE_COMBO_SLOT_ID\`, \`COMBO_UPCHARGE_UNUSED\` (an upcharge for a product the slot does not offer); a
  \`count\` below 1 is \`BAD_VALUE\`. \`shopctl explain\` says each combo in a sentence.
- A cart chooses in its line's \`comboPicks\` and the quote lists the choices in the line's \`combo\`
  ([cart-and-quote.md](cart-and-quote.md#cartline)).

`;

/** docs/src/menu.md (with its `shopctl price` markers run) and the menu schema's fields at its marker. */
async function menuDoc(ref: Reference, root: string): Promise<string | undefined> {
  const menu = ref.files.get('menu.schema.json');
  if (!menu) return undefined;
  const sourceFile = join(root, 'docs', 'src', 'menu.md');
  if (!existsSync(sourceFile)) {
    return (
      ref.header(['schemas/menu.schema.json']) +
      '# Menu reference\n\n' +
      'A menu file (`shops/<site>/<shopId>.menu.json`, named by the profile\'s `menu.file`) lists the categories, ' +
      'products and modifier groups customers see; prices are dollars. See [profile.md](profile.md) for the profile ' +
      'and [rules.md](rules.md) for the rules that change a menu.\n\n' +
      COMBOS_TEXT +
      ref.schemaSections(menu)
    );
  }
  const source = await withPriceOutputs(readFileSync(sourceFile, 'utf8'));
  if (!source.includes('<!-- menu schema -->')) throw new Error('docs/src/menu.md lost its <!-- menu schema --> marker');
  return ref.header(['docs/src/menu.md', 'schemas/menu.schema.json', 'shopctl price']) + source.replace('<!-- menu schema -->', () => COMBOS_TEXT + ref.schemaSections(menu).trimEnd() + '\n');
}

/** `source` with every `<!-- shopctl price ... -->` marker replaced by that command's output. */
async function withPriceOutputs(source: string): Promise<string> {
  let out = '';
  let last = 0;
  for (const m of source.matchAll(/<!-- (shopctl price [^>]*?) -->/g)) {
    const argv = m[1]!.split(/\s+/).slice(1);
    const run = await runShopctl(argv);
    if (run.err !== '') throw new Error(`${m[1]} failed:\n${run.err}`);
    out += source.slice(last, m.index) + `\`\`\`\n$ npx ${m[1]}\n${run.out.trimEnd()}\n\`\`\``;
    last = m.index + m[0].length;
  }
  return out + source.slice(last);
}

/** The rule examples of the profile schema, one per kind (and one per promotion effect type). */
function ruleExamples(ref: Reference): { kind: string; heading: string; pointer: string; rule: Record<string, unknown>; def: Schema; name: string }[] {
  const profile = ref.files.get('shop-profile.schema.json')!;
  const ruleDef = ref.resolve('#/$defs/Rule', profile).schema;
  const out: { kind: string; heading: string; pointer: string; rule: Record<string, unknown>; def: Schema; name: string }[] = [];
  for (const v of variants(ruleDef)) {
    const refText = String(v['$ref']);
    const name = ref.defName(refText)!;
    const target = ref.resolve(refText, profile);
    const kind = String((target.schema['properties'] as Record<string, Schema>)['kind']!['const']);
    const rule = ref.exampleOf(target.schema, target.file, `${name}`) as Record<string, unknown>;
    out.push({ kind, heading: kind, pointer: target.pointer, rule, def: target.schema, name });
    const effectRef = (target.schema['properties'] as Record<string, Schema>)['effect']?.['$ref'];
    if (typeof effectRef === 'string') {
      const effects = ref.resolve(effectRef, profile);
      variants(effects.schema).forEach((e, i) => {
        const type = String((e['properties'] as Record<string, Schema>)['type']!['const']);
        const effect = ref.exampleOf(e, effects.file, `${name} effect ${type}`);
        if (JSON.stringify(effect) === JSON.stringify(rule['effect'])) return;
        out.push({
          kind,
          heading: `${kind}: ${type}`,
          pointer: `${effects.pointer}/oneOf/${i}`,
          rule: { id: `promo-${type}`, kind, effect },
          def: e,
          name,
        });
      });
    }
  }
  return out;
}

async function rulesDoc(ref: Reference, root: string): Promise<string> {
  const profile = ref.files.get('shop-profile.schema.json')!;
  const examples = ruleExamples(ref);
  const file = 'docs/examples/rules.profile.json';
  const probe = {
    shopId: 'docs-rules',
    identity: { name: 'Rules reference', timeZone: 'America/Los_Angeles' },
    menu: { subMenus: [] },
    rules: examples.map((e) => e.rule),
  };
  const run = await runShopctl(['explain', '--shop', file, '--json'], { [file]: JSON.stringify(probe) });
  if (run.code !== 0) throw new Error(`shopctl explain refused the rule examples:\n${run.err}${run.out}`);
  const said = new Map((JSON.parse(run.out) as { ruleId: string; text: string }[]).map((r) => [r.ruleId, r.text]));
  let body = '';
  for (const e of examples) {
    const sentence = said.get(String(e.rule['id']));
    if (sentence === undefined) throw new Error(`shopctl explain said nothing about the ${e.heading} example`);
    const isEffect = e.heading !== e.kind;
    body += `${isEffect ? '###' : '##'} ${e.heading}\n\n`;
    const description = ref.descriptionOf(e.def, profile);
    if (description) body += `${description} Fields: ${ref.link(e.name, profile, { ...profile, doc: 'rules.md' })}.\n\n`;
    ref.keep(profile, '/$defs/Rule', e.rule, `rules.md ${e.heading}`);
    body += `\`\`\`json\n${formatJson(e.rule)}\n\`\`\`\n\n\`shopctl explain\` says:\n\n> ${sentence}\n\n`;
  }
  const source = readFileSync(join(root, 'docs', 'src', 'rules.md'), 'utf8');
  if (!source.includes('<!-- rule kinds -->')) throw new Error('docs/src/rules.md lost its <!-- rule kinds --> marker');
  return ref.header(['docs/src/rules.md', 'schemas/shop-profile.schema.json', 'shopctl explain']) + source.replace('<!-- rule kinds -->', () => body.trimEnd());
}

/** docs/src/pricing.md with every `<!-- shopctl price ... -->` marker replaced by that command's output. */
async function pricingDoc(ref: Reference, root: string): Promise<string> {
  const source = readFileSync(join(root, 'docs', 'src', 'pricing.md'), 'utf8');
  const out = await withPriceOutputs(source);
  const quote = ref.files.get('quote.schema.json')!;
  const step = ref.resolve('#/$defs/TraceEntry/properties/step', quote).schema;
  const missing = ((step['enum'] as string[] | undefined) ?? []).filter((id) => !source.includes(`\`${id}\``));
  if (missing.length > 0) throw new Error(`docs/src/pricing.md does not explain the trace step(s) ${missing.join(', ')}`);
  return ref.header(['docs/src/pricing.md', 'shopctl price']) + out;
}

/** Renders every generated doc in memory. */
export async function renderDocs(root = REPO_ROOT): Promise<RenderedDocs> {
  const ref = new Reference(root);
  const files = new Map<string, string>();
  files.set('docs/profile.md', profileDoc(ref));
  const menu = await menuDoc(ref, root);
  if (menu !== undefined) files.set('docs/menu.md', menu);
  files.set('docs/cart-and-quote.md', cartAndQuoteDoc(ref));
  files.set('docs/rules.md', await rulesDoc(ref, root));
  files.set('docs/pricing.md', await pricingDoc(ref, root));
  return { files, examples: ref.examples };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { files } = await renderDocs();
  for (const [path, text] of files) {
    const out = join(REPO_ROOT, path);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, text);
    console.log(`wrote ${path}`);
  }
}
