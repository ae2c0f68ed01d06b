/**
 * Engine speed (not a test; run with `npm run bench`), on the largest shipped shop
 * (shops/wingtheory, ~147 products):
 *
 * 1. Quotes: a 10-line delivery cart with modifiers, tag discounts, the sandwich-pair promotion
 *    and an Uber-style delivery band (tests/bench/quote-cart.ts); quotes/second (median of
 *    batches) and the median and p99 of single quotes, each priced at a fresh instant (its own
 *    millisecond, scattered over three hours: nothing kept per instant answers it) and at one
 *    repeated instant.
 * 2. Menus: resolving the largest menu, and a synthetic 500-product menu built from it.
 * 3. Promotion conditions: every shipped shop's promotions plus a few that use the conditions no
 *    shipped shop uses (cart type, payment type, weekday + time window), evaluated for the same
 *    carts by json-rules-engine (one rule per promotion, the same facts) and by the engine's own
 *    code match + compiled conditions (CompiledPromotion.test, as applyPromotions runs them), and
 *    again through failedCondition, which also writes the trace's sentence for a failure. All
 *    three must agree on every cart before anything is timed.
 *
 * Prints a table of the figures against their targets.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Engine, type NestedCondition, type RuleProperties } from 'json-rules-engine';
import {
  compilePromotions,
  failedCondition,
  CartFacts,
  localParts,
  priceCart,
  resolveMenu,
  type CompiledPromotion,
  type LocalParts,
  type NamedSchedules,
} from '../../engine/index.js';
import type { LoadedProfile, Menu, PromotionRule, Rule, Schedule } from '../../schemas/index.js';
import { loadProfileFile } from '../../schemas/node.js';
import { TEN_LINE_CART, TUESDAY_6PM, freshInstant } from './quote-cart.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SHOPS = join(ROOT, 'shops');
const ZONE = 'America/Los_Angeles';

async function load(file: string): Promise<LoadedProfile> {
  const r = await loadProfileFile(file, { cwd: ROOT });
  if (!r.ok) throw new Error(`${file} does not load: ${r.findings.map((f) => f.message).join('; ')}`);
  return r.profile;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;
}

function median(values: readonly number[]): number {
  return percentile([...values].sort((a, b) => a - b), 0.5);
}

const nowNs = (): bigint => process.hrtime.bigint();

/** Times `fn` per call over `batches` x `perBatch` calls after a warm-up: per-call µs samples and per-batch µs/call. */
function timeCalls(fn: (i: number) => void, warmup: number, batches: number, perBatch: number): { samples: number[]; batchMeans: number[] } {
  for (let i = 0; i < warmup; i++) fn(i);
  const samples: number[] = [];
  const batchMeans: number[] = [];
  let i = warmup;
  for (let b = 0; b < batches; b++) {
    const batchStart = nowNs();
    for (let k = 0; k < perBatch; k++, i++) {
      const t0 = nowNs();
      fn(i);
      samples.push(Number(nowNs() - t0) / 1000);
    }
    batchMeans.push(Number(nowNs() - batchStart) / 1000 / perBatch);
  }
  return { samples: samples.sort((a, b) => a - b), batchMeans };
}

// ---------------------------------------------------------------- 1. quotes

const wings = await load(join(SHOPS, 'wingtheory', 'wingtheory-noho.profile.json'));

const sample = priceCart(wings, TEN_LINE_CART, { now: TUESDAY_6PM });
if (sample.blockers.length > 0) throw new Error(`the bench cart is blocked: ${sample.blockers.map((b) => b.code).join(', ')}`);
const firedRules = sample.trace.filter((t) => t.fired && t.ruleId).map((t) => t.ruleId);

// Fresh instants: quote i is priced at freshInstant(TUESDAY_6PM, i), a different millisecond for
// every quote, scattered over 6pm-9pm, so nothing kept for an instant (or the last one) answers
// it. The same work each time: every one of these instants prices the cart alike, checked first.
const FRESH_WARMUP = 5_000;
const FRESH_BATCHES = 40;
const FRESH_PER_BATCH = 1_000;
const freshCount = FRESH_WARMUP + FRESH_BATCHES * FRESH_PER_BATCH;
for (let i = 0; i < freshCount; i += 97) {
  const q = priceCart(wings, TEN_LINE_CART, { now: freshInstant(TUESDAY_6PM, i) });
  const fired = q.trace.filter((t) => t.fired && t.ruleId).map((t) => t.ruleId);
  if (q.blockers.length > 0 || q.totals.invoiceCents !== sample.totals.invoiceCents || fired.join() !== firedRules.join()) {
    throw new Error(`the cart prices differently at ${new Date(freshInstant(TUESDAY_6PM, i)).toISOString()}`);
  }
}
const freshInstants = new Set(Array.from({ length: freshCount }, (_, i) => freshInstant(TUESDAY_6PM, i)));
if (freshInstants.size !== freshCount) throw new Error('the fresh instants repeat');

const freshQuotes = timeCalls((i) => void priceCart(wings, TEN_LINE_CART, { now: freshInstant(TUESDAY_6PM, i) }), FRESH_WARMUP, FRESH_BATCHES, FRESH_PER_BATCH);
const sameQuotes = timeCalls(() => void priceCart(wings, TEN_LINE_CART, { now: TUESDAY_6PM }), 5_000, 40, 1_000);

// ---------------------------------------------------------------- 2. menus

/** The largest menu repeated (ids suffixed) until it has at least `target` products. */
function syntheticMenu(menu: Menu, target: number): Menu {
  const subMenus: Menu['subMenus'] = [];
  let count = 0;
  for (let copy = 0; count < target; copy++) {
    for (const c of menu.subMenus) {
      if (count >= target) break;
      const suffix = copy === 0 ? '' : `-copy${copy}`;
      const products = c.products.slice(0, target - count).map((p) => ({ ...structuredClone(p), id: `${p.id}${suffix}` }));
      count += products.length;
      subMenus.push({ ...structuredClone(c), id: `${c.id}${suffix}`, products });
    }
  }
  return { ...menu, subMenus };
}

const productCount = (m: Menu): number => m.subMenus.reduce((n, c) => n + c.products.length, 0);
const big: LoadedProfile = { ...wings, menu: syntheticMenu(wings.menu, 500) };

/**
 * Cold: a fresh copy of the profile each time, so the per-profile compilation and caches are
 * rebuilt (what the first request after a profile change pays). Warm: the same profile at a new
 * instant each call, a minute apart across a week.
 */
function coldAndWarm(profile: LoadedProfile, coldRuns: number): { cold: number[]; warm: number[] } {
  const cold: number[] = [];
  for (let i = 0; i < coldRuns; i++) {
    const copy: LoadedProfile = { ...profile };
    const t0 = nowNs();
    resolveMenu(copy, TUESDAY_6PM + i * 60_000);
    cold.push(Number(nowNs() - t0) / 1e6);
  }
  const { samples } = timeCalls((i) => void resolveMenu(profile, TUESDAY_6PM + i * 60_000), 200, 10, 200);
  return { cold: cold.sort((a, b) => a - b), warm: samples };
}
const menuLargest = coldAndWarm(wings, 20);
const menu500 = coldAndWarm(big, 10);

// ---------------------------------------------------------------- 3. promotion conditions

interface BenchPromotion {
  readonly compiled: CompiledPromotion;
  readonly schedules: NamedSchedules;
}

const shippedProfiles: LoadedProfile[] = [];
for (const site of readdirSync(SHOPS, { withFileTypes: true })) {
  if (!site.isDirectory() || site.name === 'presets') continue;
  for (const f of readdirSync(join(SHOPS, site.name))) {
    if (f.endsWith('.profile.json')) shippedProfiles.push(await load(join(SHOPS, site.name, f)));
  }
}

/** Conditions no shipped shop uses yet, so every kind of condition is in the comparison. */
const EXTRA_PROMOTIONS: PromotionRule[] = [
  {
    id: 'bench-happy-hour',
    kind: 'promotion',
    code: 'HAPPY15',
    conditions: { cartTypes: ['DELIVERY'], paymentTypes: ['CARD'], minSubtotalCents: 2000, when: { days: [1, 2, 3, 4], from: '14:00', to: '17:00' } },
    effect: { type: 'percent-off', percent: 15 },
  },
  {
    id: 'bench-pay-in-person',
    kind: 'promotion',
    conditions: { cartTypes: ['PICKUP', 'DINEIN'], paymentTypes: ['CASH'], minSubtotalCents: 1500 },
    effect: { type: 'amount-off', amountCents: 200 },
  },
  { id: 'bench-weekend-3', kind: 'promotion', conditions: { when: { days: [0, 6] }, minMatchingQuantity: 3 }, effect: { type: 'bogo-cheapest-free' } },
  {
    id: 'bench-lunch-week',
    kind: 'promotion',
    code: 'LUNCHWEEK',
    conditions: { when: { dateFrom: '2026-03-09', dateTo: '2026-03-13', from: '11:00', to: '15:00' } },
    effect: { type: 'percent-off', percent: 10 },
  },
];

// Compiled as pricing compiles them (engine/pricing/prepared.ts): with the shop's zone and named schedules.
const promotions: BenchPromotion[] = [
  ...shippedProfiles.flatMap((p) => compilePromotions(p.rules, ZONE, p.schedules).map((compiled) => ({ compiled, schedules: p.schedules }))),
  ...compilePromotions(EXTRA_PROMOTIONS as Rule[], ZONE).map((compiled) => ({ compiled, schedules: undefined as NamedSchedules })),
].filter((p) => p.compiled.enabled);

/** A `when` as the list of plain schedules it stands for (names resolved). */
function schedulesOf(when: NonNullable<NonNullable<PromotionRule['conditions']>['when']>, named: NamedSchedules): Schedule[] {
  if (typeof when === 'string') {
    const s = named?.[when];
    if (!s) throw new Error(`unknown schedule ${when}`);
    return [s];
  }
  if (Array.isArray(when)) return (when as readonly (Schedule | string)[]).flatMap((w) => schedulesOf(w, named));
  return [when as Schedule];
}

function scheduleCondition(s: Schedule): NestedCondition {
  const all: NestedCondition[] = [];
  if (s.days) all.push({ fact: 'weekday', operator: 'in', value: [...s.days] });
  if (s.from !== undefined || s.to !== undefined) {
    const [fh, fm] = (s.from ?? '00:00').split(':').map(Number);
    const [th, tm] = (s.to ?? '24:00').split(':').map(Number);
    const from = fh! * 60 + fm!;
    const to = th! * 60 + tm!;
    if (from >= to) throw new Error('overnight windows are not modelled in this comparison');
    all.push({ fact: 'minutes', operator: 'greaterThanInclusive', value: from }, { fact: 'minutes', operator: 'lessThan', value: to });
  }
  if (s.dateFrom !== undefined) all.push({ fact: 'date', operator: 'dateOnOrAfter', value: s.dateFrom });
  if (s.dateTo !== undefined) all.push({ fact: 'date', operator: 'dateOnOrBefore', value: s.dateTo });
  return { all };
}

/** One json-rules-engine rule per promotion: the same code match and conditions. */
function toRuleProperties(p: BenchPromotion): RuleProperties {
  const rule = p.compiled.rule;
  const c = rule.conditions ?? {};
  const all: NestedCondition[] = [];
  if (p.compiled.code !== undefined) all.push({ fact: 'promoCode', operator: 'equal', value: p.compiled.code });
  if (rule.cartTypes) all.push({ fact: 'cartType', operator: 'in', value: [...rule.cartTypes] });
  if (c.minSubtotalCents !== undefined) all.push({ fact: 'subtotalCents', operator: 'greaterThanInclusive', value: c.minSubtotalCents });
  if (c.cartTypes) all.push({ fact: 'cartType', operator: 'in', value: [...c.cartTypes] });
  if (c.paymentTypes) all.push({ fact: 'paymentType', operator: 'in', value: [...c.paymentTypes] });
  if (c.when !== undefined) all.push({ any: schedulesOf(c.when, p.schedules).map(scheduleCondition) });
  if (c.minMatchingQuantity !== undefined) all.push({ fact: `matching:${rule.id}`, operator: 'greaterThanInclusive', value: c.minMatchingQuantity });
  return { name: rule.id, conditions: { all }, event: { type: rule.id } };
}

const jre = new Engine([], { allowUndefinedFacts: false });
jre.addOperator<string, string>('dateOnOrAfter', (fact, value) => fact >= value);
jre.addOperator<string, string>('dateOnOrBefore', (fact, value) => fact <= value);
for (const p of promotions) jre.addRule(toRuleProperties(p));

interface BenchCart {
  readonly promoCode: string;
  readonly subtotalCents: number;
  readonly cartType: string;
  readonly paymentType: string;
  readonly now: number;
  readonly matching: Readonly<Record<string, number>>;
  /** The same counts by position in `promotions` (the engine's side reads them so; json-rules-engine's facts by name). */
  readonly matchingByPromotion: readonly number[];
}

/** A small deterministic generator (mulberry32), so every run compares the same carts. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(20260310);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const CODES = ['', ...promotions.flatMap((p) => (p.compiled.code ? [p.compiled.code] : [])), 'NOPE10'];
const MONTH_START = Date.parse('2026-03-01T00:00:00-08:00');
const carts: BenchCart[] = Array.from({ length: 512 }, () => {
  const cart = {
    promoCode: pick(CODES),
    subtotalCents: Math.floor(rand() * 12_000),
    cartType: pick(['PICKUP', 'DELIVERY', 'DINEIN']),
    paymentType: pick(['CASH', 'CARD']),
    now: MONTH_START + Math.floor(rand() * 31 * 24 * 60) * 60_000,
    matching: Object.fromEntries(promotions.map((p) => [p.compiled.rule.id, Math.floor(rand() * 5)])),
  };
  return { ...cart, matchingByPromotion: promotions.map((p) => cart.matching[p.compiled.rule.id] ?? 0) };
});

/**
 * The engine's own evaluation, as applyPromotions makes it: the code match, then each
 * promotion's compiled conditions (CompiledPromotion.test), which say which condition fails; the
 * trace's sentence for a failure is not written here (json-rules-engine writes none either).
 */
function ourFiring(cart: BenchCart): string[] {
  const code = cart.promoCode.trim().toUpperCase();
  const facts = new CartFacts(cart.subtotalCents, cart.cartType, cart.paymentType, cart.now, ZONE);
  const fired: string[] = [];
  for (let k = 0; k < promotions.length; k++) {
    const c = promotions[k]!.compiled;
    if (c.code !== undefined && c.code !== code) continue;
    if (c.test(facts, cart.matchingByPromotion[k]!) === undefined) fired.push(c.rule.id);
  }
  return fired;
}

/** The same through failedCondition (conditions and the sentence, as the trace has it): must agree with ourFiring. */
function ourFiringWithReasons(cart: BenchCart): string[] {
  const code = cart.promoCode.trim().toUpperCase();
  let parts: LocalParts | undefined;
  const lazyParts = (): LocalParts => (parts ??= localParts(cart.now, ZONE));
  const fired: string[] = [];
  for (const p of promotions) {
    const c = p.compiled;
    if (c.code !== undefined && c.code !== code) continue;
    const failed = failedCondition(c.rule.conditions, {
      subtotalCents: cart.subtotalCents,
      cartType: cart.cartType,
      paymentType: cart.paymentType,
      matchingQuantity: cart.matching[c.rule.id] ?? 0,
      localParts: lazyParts,
      schedules: p.schedules,
    }, c.rule.cartTypes);
    if (failed === undefined) fired.push(c.rule.id);
  }
  return fired;
}

function jreFacts(cart: BenchCart): Record<string, unknown> {
  const parts = localParts(cart.now, ZONE);
  const facts: Record<string, unknown> = {
    promoCode: cart.promoCode.trim().toUpperCase(),
    subtotalCents: cart.subtotalCents,
    cartType: cart.cartType,
    paymentType: cart.paymentType,
    weekday: parts.weekday,
    minutes: parts.minutes,
    date: parts.date,
  };
  for (const [id, n] of Object.entries(cart.matching)) facts[`matching:${id}`] = n;
  return facts;
}

async function jreFiring(cart: BenchCart): Promise<string[]> {
  const { events } = await jre.run(jreFacts(cart));
  return events.map((e) => e.type);
}

// Both must agree on every cart, or the comparison means nothing.
let firings = 0;
for (const cart of carts) {
  const ours = ourFiring(cart).sort();
  const withReasons = ourFiringWithReasons(cart).sort();
  if (ours.join(',') !== withReasons.join(',')) throw new Error(`the compiled conditions and failedCondition disagree on ${JSON.stringify(cart)}`);
  const theirs = (await jreFiring(cart)).sort();
  if (ours.join(',') !== theirs.join(',')) throw new Error(`the evaluations disagree on ${JSON.stringify(cart)}: ${ours.join(',')} vs ${theirs.join(',')}`);
  firings += ours.length;
}

// Each side is timed in plain loops (no clock read per call) over short batches, so that the
// median batch is one the shared machine did not interrupt: µs per cart, median of the batches.
// The engine's batches run first, before json-rules-engine's garbage is on the heap.
const OUR_BATCH = 200;
const OUR_BATCHES = 500;
/** µs per cart of `fire` over OUR_BATCHES batches of OUR_BATCH carts, after 20,000 unmeasured calls. */
function batchesOf(fire: (cart: (typeof carts)[number]) => unknown): number[] {
  for (let i = 0; i < 20_000; i++) fire(carts[i % carts.length]!);
  const out: number[] = [];
  for (let b = 0; b < OUR_BATCHES; b++) {
    const t0 = nowNs();
    for (let i = 0; i < OUR_BATCH; i++) fire(carts[(b * OUR_BATCH + i) % carts.length]!);
    out.push(Number(nowNs() - t0) / 1000 / OUR_BATCH);
  }
  return out;
}
const ours = batchesOf(ourFiring);
const withReasons = batchesOf(ourFiringWithReasons);
const JRE_BATCH = 5;
const jreBatches: number[] = [];
for (let i = 0; i < 2_000; i++) await jreFiring(carts[i % carts.length]!);
for (let b = 0; b < 400; b++) {
  const t0 = nowNs();
  for (let i = 0; i < JRE_BATCH; i++) await jreFiring(carts[(b * JRE_BATCH + i) % carts.length]!);
  jreBatches.push(Number(nowNs() - t0) / 1000 / JRE_BATCH);
}
const ourCartUs = median(ours);
const withReasonsCartUs = median(withReasons);
const jreCartUs = median(jreBatches);
const ratio = jreCartUs / ourCartUs;

// ---------------------------------------------------------------- report

const fmt = (n: number, digits = 2): string => n.toFixed(digits);
const freshMedian = percentile(freshQuotes.samples, 0.5);
const menu500Median = percentile(menu500.warm, 0.5) / 1000;

const rows: [string, string, string, string][] = [
  ['10-line quote, fresh instant: median', `${fmt(freshMedian)} µs`, '<= 10 µs', freshMedian <= 10 ? 'met' : 'NOT met'],
  ['10-line quote, fresh instant: p99', `${fmt(percentile(freshQuotes.samples, 0.99))} µs`, '', ''],
  ['10-line quote, fresh instant: quotes/s', `${Math.round(1e6 / median(freshQuotes.batchMeans)).toLocaleString('en-US')}`, '', ''],
  ['10-line quote, same instant: median', `${fmt(percentile(sameQuotes.samples, 0.5))} µs`, '', ''],
  ['10-line quote, same instant: p99', `${fmt(percentile(sameQuotes.samples, 0.99))} µs`, '', ''],
  ['10-line quote, same instant: quotes/s', `${Math.round(1e6 / median(sameQuotes.batchMeans)).toLocaleString('en-US')}`, '', ''],
  [`menu ${productCount(wings.menu)} products: cold (compile + resolve) median`, `${fmt(percentile(menuLargest.cold, 0.5), 3)} ms`, '', ''],
  [`menu ${productCount(wings.menu)} products: warm median`, `${fmt(percentile(menuLargest.warm, 0.5) / 1000, 3)} ms`, '', ''],
  [`menu ${productCount(big.menu)} products: cold (compile + resolve) median`, `${fmt(percentile(menu500.cold, 0.5), 3)} ms`, '', ''],
  [`menu ${productCount(big.menu)} products: warm median`, `${fmt(menu500Median, 3)} ms`, '< 2 ms', menu500Median < 2 ? 'met' : 'NOT met'],
  [`menu ${productCount(big.menu)} products: warm p99`, `${fmt(percentile(menu500.warm, 0.99) / 1000, 3)} ms`, '', ''],
  [`promotion conditions, ${promotions.length} rules: engine per cart`, `${fmt(ourCartUs, 3)} µs`, '', ''],
  [`promotion conditions, ${promotions.length} rules: engine with the trace's sentences`, `${fmt(withReasonsCartUs, 3)} µs`, '', ''],
  [`promotion conditions, ${promotions.length} rules: json-rules-engine per cart`, `${fmt(jreCartUs, 1)} µs`, '', ''],
  ['promotion conditions: speed-up over json-rules-engine', `${fmt(ratio, 0)}x`, '>= 100x', ratio >= 100 ? 'met' : 'NOT met'],
];

const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => [...r[i]!].length), ['measure', 'value', 'target', 'status'][i]!.length));
const line = (cells: readonly string[]): string =>
  cells.map((c, i) => (i === 1 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
console.log(`Engine benchmark on ${wings.shopId} (${productCount(wings.menu)} products), Node ${process.version}`);
console.log(`Quote cart: ${TEN_LINE_CART.products.length} lines, invoice ${sample.totals.invoiceCents} cents, rules fired: ${firedRules.join(', ')}`);
console.log(`Fresh instants: ${freshCount.toLocaleString('en-US')} quotes, each at its own instant between 6pm and 9pm (the same invoice at every one)`);
console.log(`Promotion comparison: ${carts.length} carts x ${promotions.length} promotions, ${firings} firings, identical results from both evaluators`);
console.log('');
console.log(line(['measure', 'value', 'target', 'status']));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const r of rows) console.log(line(r));
