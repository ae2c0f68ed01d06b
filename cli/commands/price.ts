/** shopctl price: a cart priced by the engine at an instant, as a readable table or the Quote JSON. */
import { NO_PROMO_HISTORY, pickLabel, priceCart, productModgroups, type OrderHistory, type PromoHistory } from '../../engine/index.js';
import { closestMatch, validateCart, type LoadedProfile, type Quote } from '../../schemas/index.js';
import { EXIT, UsageError, type Command } from '../command.js';
import type { Deps } from '../deps.js';
import { dollars, minusDollars, renderPairs, renderTable, type Row } from '../format/index.js';
import { formatFindings } from './lint.js';
import { totalMoves } from './price-moves.js';
import { AT_OPTION, JSON_OPTION, OPERATIONS_OPTION, SHOP_OPTION, checkAtSyntax, instantOf, loadShop, readJsonInput, readOperations, requireOption } from './shop-input.js';

/** The Quote's totals in the order the engine computes them (docs/pricing.md), with their labels. */
const TOTAL_LABELS: readonly (readonly [keyof Quote['totals'], string])[] = [
  ['subtotalCents', 'Subtotal'],
  ['discountCents', 'Discount'],
  ['serviceFeeCents', 'Service fee'],
  ['deliveryFeeCents', 'Delivery fee'],
  ['taxCents', 'Tax'],
  ['preTipTotalCents', 'Pre-tip total'],
  ['tipCents', 'Tip'],
  ['donationCents', 'Donation'],
  ['cashbackAppliedCents', 'Cashback applied'],
  ['invoiceCents', 'Invoice'],
  ['cashbackEarnedCents', 'Cashback earned'],
  ['marketPriceItems', 'Market-price items'],
];

/** Money taken off the total is shown with a minus sign. */
const SUBTRACTED = new Set<keyof Quote['totals']>(['discountCents', 'cashbackAppliedCents']);

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/**
 * Reads --history: inline JSON (starting with '{') or a JSON file, either
 * { "orderedTodayByProductId": { "<productId>": n } } or the bare { "<productId>": n } map.
 */
export async function readHistory(deps: Deps, value: unknown): Promise<OrderHistory | undefined> {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError('The --history option needs inline JSON or a JSON file.');
  let parsed: unknown;
  if (value.trim().startsWith('{')) {
    try {
      parsed = JSON.parse(value);
    } catch (err) {
      throw new UsageError(`The --history value is not valid JSON (${err instanceof Error ? err.message : String(err)}). Write it like {"orderedTodayByProductId":{"p-1":3}}.`);
    }
  } else {
    parsed = (await readJsonInput(deps, value, '--history')).value;
  }
  const obj = parsed as Record<string, unknown> | null;
  const map = obj && typeof obj === 'object' && !Array.isArray(obj) && 'orderedTodayByProductId' in obj ? obj['orderedTodayByProductId'] : obj;
  if (!map || typeof map !== 'object' || Array.isArray(map)) {
    throw new UsageError('The --history value must be an object of product ids to counts, e.g. {"orderedTodayByProductId":{"p-1":3}}.');
  }
  const counts: Record<string, number> = {};
  for (const [id, n] of Object.entries(map)) {
    if (!isCount(n)) throw new UsageError(`The --history count for "${id}" must be a whole number of 0 or more (got ${JSON.stringify(n)}).`);
    counts[id] = n;
  }
  return { orderedTodayByProductId: counts };
}

const PROMO_HISTORY_EXAMPLE = '{"phoneVerified":true,"usedByPhone":["welcome5"],"ordersBefore":2,"usesTaken":{"welcome5":99}}';

/**
 * Reads --promo-history: inline JSON (starting with '{') or a JSON file with what the server
 * would know for the promo codes' limits. Keys left out keep the simulation's value: a verified
 * phone that used no code and has no earlier order here, no use of any budget taken.
 */
export async function readPromoHistory(deps: Deps, value: unknown): Promise<PromoHistory | undefined> {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`The --promo-history option needs inline JSON or a JSON file, e.g. ${PROMO_HISTORY_EXAMPLE}.`);
  let parsed: unknown;
  if (value.trim().startsWith('{')) {
    try {
      parsed = JSON.parse(value);
    } catch (err) {
      throw new UsageError(`The --promo-history value is not valid JSON (${err instanceof Error ? err.message : String(err)}). Write it like ${PROMO_HISTORY_EXAMPLE}.`);
    }
  } else {
    parsed = (await readJsonInput(deps, value, '--promo-history')).value;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new UsageError(`The --promo-history value must be an object, e.g. ${PROMO_HISTORY_EXAMPLE}.`);
  const obj = parsed as Record<string, unknown>;
  const known = ['phoneVerified', 'usedByPhone', 'ordersBefore', 'usesTaken'];
  for (const key of Object.keys(obj)) {
    if (!known.includes(key)) throw new UsageError(`The --promo-history key "${key}" is not known; use ${known.join(', ')}.`);
  }
  const { phoneVerified, usedByPhone, ordersBefore, usesTaken } = obj;
  if (phoneVerified !== undefined && typeof phoneVerified !== 'boolean') throw new UsageError('The --promo-history phoneVerified must be true or false.');
  if (usedByPhone !== undefined && !(Array.isArray(usedByPhone) && usedByPhone.every((x) => typeof x === 'string'))) {
    throw new UsageError('The --promo-history usedByPhone must be a list of promotion rule ids, e.g. ["welcome5"].');
  }
  if (ordersBefore !== undefined && !isCount(ordersBefore)) throw new UsageError('The --promo-history ordersBefore must be a whole number of 0 or more.');
  const taken: Record<string, number> = {};
  if (usesTaken !== undefined) {
    if (!usesTaken || typeof usesTaken !== 'object' || Array.isArray(usesTaken)) throw new UsageError('The --promo-history usesTaken must map promotion rule ids to counts, e.g. {"welcome5":99}.');
    for (const [id, n] of Object.entries(usesTaken)) {
      if (!isCount(n)) throw new UsageError(`The --promo-history usesTaken count for "${id}" must be a whole number of 0 or more (got ${JSON.stringify(n)}).`);
      taken[id] = n;
    }
  }
  return {
    phoneVerified: phoneVerified ?? NO_PROMO_HISTORY.phoneVerified,
    usedByPhone: (usedByPhone as string[] | undefined) ?? [],
    ordersBefore: ordersBefore ?? 0,
    usesTaken: taken,
  };
}

function lineRows(quote: Quote): Row[] {
  const rows: Row[] = [];
  for (const line of quote.lines) {
    const unit = line.marketPrice ? 'market' : dollars(line.unitCents);
    const was = line.originalUnitCents !== undefined && line.originalUnitCents !== line.unitCents ? ` (was ${dollars(line.originalUnitCents)})` : '';
    rows.push([String(line.quantity), line.name + was, unit, dollars(line.totalCents), minusDollars(line.discountCents, true)]);
    const byGroup = new Map<string, string[]>();
    for (const pick of line.picks) {
      const parts = [pickLabel(pick)];
      if (pick.totalCents !== 0) parts.push(`+${dollars(pick.totalCents)}`);
      const list = byGroup.get(pick.modgroupName) ?? [];
      list.push(parts.join(' '));
      byGroup.set(pick.modgroupName, list);
    }
    for (const [group, picks] of byGroup) rows.push({ text: `       ${group}: ${picks.join(', ')}` });
    // A combo's choices, one per row under its slot's name: the upcharge, then the chosen product's picks.
    for (const item of line.combo ?? []) {
      const picks = item.picks.map((p) => `${pickLabel(p)}${p.totalCents !== 0 ? ` +${dollars(p.totalCents)}` : ''}`);
      rows.push({ text: `       ${item.slotName}: ${item.name}${item.upchargeCents !== 0 ? ` +${dollars(item.upchargeCents)}` : ''}${picks.length > 0 ? ` (${picks.join(', ')})` : ''}` });
    }
    if (line.note !== undefined && line.note.trim() !== '') rows.push({ text: `       note: ${line.note}` });
    for (const issue of line.issues ?? []) rows.push({ text: `       ! ${issue.message}` });
  }
  return rows;
}

type Blocker = Quote['blockers'][number];

/**
 * 'Did you mean' hints for ids the menu does not have: a cart line's product id, or a pick that
 * is not one of its product's modifiers. Keyed by blocker.
 */
export function idHints(quote: Quote, profile: LoadedProfile): Map<Blocker, string> {
  const products = profile.menu.subMenus.flatMap((c) => c.products);
  const hints = new Map<Blocker, string>();
  const hint = (b: Blocker, id: string, known: readonly string[]) => {
    const guess = closestMatch(id, known);
    if (guess !== undefined && guess !== id) hints.set(b, `did you mean "${guess}"?`);
  };
  for (const b of quote.blockers) {
    const at = /^\/products\/(\d+)\/customerPicks\/(.+)$/.exec(b.path ?? '');
    if (b.code === 'PRODUCT_NOT_FOUND') {
      const line = quote.lines[Number(/^\/products\/(\d+)/.exec(b.path ?? '')?.[1])];
      if (line) hint(b, line.productId, products.map((p) => p.id));
    } else if (b.code === 'ITEM_INVALID' && at && ((b.params as Record<string, unknown> | undefined)?.['issues'] as unknown[] | undefined)?.[0] === 'UNKNOWN_MODIFIER') {
      const product = products.find((p) => p.id === quote.lines[Number(at[1])]?.productId);
      const modifiers = (product ? productModgroups(profile.menu, product) : []).flatMap((g) => (g.modifiers ?? []).map((m) => m.id));
      hint(b, at[2]!.replace(/~1/g, '/').replace(/~0/g, '~'), modifiers);
    }
  }
  return hints;
}

/** The quote as text: header, lines with picks, labelled totals, blockers and every fee, threshold and rule that moved the total. */
export function formatQuote(quote: Quote, shopName: string, hints: ReadonlyMap<Blocker, string> = new Map()): string {
  let out = `${shopName} (${quote.shopId}): ${quote.cartType} paid by ${quote.paymentType}, priced at ${quote.at}\n\n`;
  out +=
    quote.lines.length === 0
      ? 'The cart has no items.\n'
      : renderTable(
          [{ header: 'Qty', align: 'right' }, { header: 'Item' }, { header: 'Unit', align: 'right' }, { header: 'Total', align: 'right' }, { header: 'Discount', align: 'right' }],
          lineRows(quote),
        );
  out += '\n';
  out += renderPairs(
    TOTAL_LABELS.map(([key, label]) => {
      const v = quote.totals[key];
      return [label, key === 'marketPriceItems' ? String(v) : SUBTRACTED.has(key) ? minusDollars(v) : dollars(v)] as const;
    }),
  );
  if (quote.delivery) {
    const d = quote.delivery;
    out += `\nDelivery: ${d.miles === null ? 'distance unknown' : `${d.miles} miles`}, ${d.deliverable === false ? 'not deliverable' : 'deliverable'} (max ${d.maxDistanceInMiles} miles)\n`;
  }
  for (const c of quote.coercions ?? []) out += `Changed ${c.field} from ${JSON.stringify(c.from)} to ${JSON.stringify(c.to)}: ${c.reason}\n`;
  if (quote.promo) out += `Promo code ${quote.promo.code}: ${quote.promo.state} (${quote.promo.reason}): ${quote.promo.message}\n`;
  out += '\n';
  out +=
    quote.blockers.length === 0
      ? 'Ready to order: no checkout blockers.\n'
      : `Checkout blocked (${quote.blockers.length}):\n` +
        quote.blockers.map((b) => `  ${b.code}  ${b.message}${b.path ? ` (at ${b.path})` : ''}${hints.has(b) ? `: ${hints.get(b)}` : ''}\n`).join('');
  const moves = totalMoves(quote);
  out += '\n';
  out +=
    moves.length === 0
      ? 'No shop rule changed this price.\n'
      : 'What moved the total:\n' +
        renderTable([{ header: 'What' }, { header: 'Amount', align: 'right' }, { header: 'Why' }], moves, { indent: '  ' });
  return out;
}

export const priceCommand: Command = {
  name: 'price',
  summary: 'Price a cart against a shop profile: lines, totals, blockers and what moved the total.',
  help: [
    'Loads the profile, validates the cart (schemas/cart.schema.json) and prices it with the engine at',
    '--at (default: now), in the order of operations of docs/pricing.md. Without --json it prints the',
    'lines (picks indented), every total, the checkout blockers and what moved the total: every price',
    'rule, promotion, fee (service, delivery, tax), free-delivery threshold, minimum, tip, donation and',
    'cashback, one line each; with --json the Quote object (lines, totals, blockers, trace, ...).',
    '',
    '--history gives the customer\'s earlier orders today for per-day limits: inline JSON or a JSON file,',
    '{"orderedTodayByProductId":{"<productId>":n}} or the bare {"<productId>":n}.',
    '--promo-history gives what the server knows for the promo codes\' limits: inline JSON or a JSON file,',
    `${PROMO_HISTORY_EXAMPLE}`,
    '(rule ids). Without it a verified phone is assumed, with no code used, no earlier order here and',
    'no use of any budget taken.',
    "--operations <file> gives the shop's live operations (schemas/operations.schema.json): a pause",
    'blocks the paused kinds (ORDERING_PAUSED), busy minutes push the earliest time, an item out of',
    'stock is refused.',
    '',
    'Exit code: 0 when the cart can be ordered, 1 when the quote has checkout blockers or the profile has',
    'errors, 2 on bad usage (a missing option, an unreadable file, a cart that is not valid JSON or breaks',
    'the cart schema, an --at that is not ISO 8601).',
    '',
    'Examples:',
    '  shopctl price --shop shops/test/test.profile.json --cart shops/test/examples/save20-delivery.cart.json',
    '  shopctl price --shop shops/test/test.profile.json --cart cart.json --at 2026-03-10T12:00:00-07:00 --json',
  ].join('\n'),
  options: [
    SHOP_OPTION,
    { flags: '--cart <cart.json>', description: 'the cart to price (schemas/cart.schema.json)' },
    AT_OPTION,
    { flags: '--history <json>', description: "the customer's orders earlier today: inline JSON or a JSON file" },
    { flags: '--promo-history <json>', description: "for promo code limits: phoneVerified, usedByPhone, ordersBefore, usesTaken (inline JSON or a JSON file)" },
    OPERATIONS_OPTION,
    JSON_OPTION,
  ],
  async run({ options }, deps) {
    const shopFile = requireOption(options, 'shop', '--shop', 'price', 'the shop profile file');
    const cartFile = requireOption(options, 'cart', '--cart', 'price', 'the cart JSON file');
    const at = checkAtSyntax(options['at']);
    const history = await readHistory(deps, options['history']);
    const promoHistory = await readPromoHistory(deps, options['promoHistory']);
    const operations = await readOperations(deps, options['operations']);
    const { value, text } = await readJsonInput(deps, cartFile, '--cart');
    const checked = validateCart(value, { file: cartFile, text });
    if (!checked.ok) {
      deps.stderr(formatFindings(checked.findings));
      throw new UsageError(`The cart ${cartFile} does not match the cart schema (schemas/cart.schema.json); fix the places listed above.`);
    }
    const cart = checked.cart;
    const shop = await loadShop(deps, shopFile, cart.shopId ?? null);
    if (!shop) return EXIT.FINDINGS;
    const { profile } = shop;
    if (cart.shopId !== undefined && cart.shopId !== profile.shopId) {
      throw new UsageError(`The cart ${cartFile} is for the shop "${cart.shopId}" but ${shopFile} is "${profile.shopId}"; price it with that shop's profile or fix "shopId".`);
    }
    const now = instantOf(at, profile.identity.timeZone, deps);
    const quote = priceCart(profile, cart, { now, ...(history ? { history } : {}), ...(operations ? { operations } : {}), ...(promoHistory ? { promoHistory } : {}) });
    deps.stdout(options['json'] === true ? JSON.stringify(quote, null, 2) + '\n' : formatQuote(quote, profile.identity.name, idHints(quote, profile)));
    return quote.blockers.length === 0 ? EXIT.OK : EXIT.FINDINGS;
  },
};
