/**
 * `shopctl import` end to end: each legacy fixture (tests/fixtures/legacy/<shop>/) goes through the
 * real command (main() with the real file system) into a temporary folder, must lint clean, must
 * report the expected conversions, and must price delivery carts exactly as the legacy settings
 * (with the delivery flags still on) priced them.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../cli/main.js';
import { realDeps, type Deps } from '../cli/deps.js';
import { listTimeSlots, priceCart } from '../engine/index.js';
import type { CartInput, CartLine, Menu, Product, Quote, ShopProfile } from '../schemas/generated/types.js';
import { loadPreset, type Finding, type LoadedProfile } from '../schemas/index.js';
import { loadProfileFile } from '../schemas/node.js';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES = join(REPO, 'tests', 'fixtures', 'legacy');
const PRESET_FILE = join(REPO, 'shops', 'presets', 'legacy-tags.json');

/** Tuesday 4 June 2024, 12:00 in Los Angeles (19:00 UTC): inside every fixture's hours. */
const TUESDAY_NOON = Date.UTC(2024, 5, 4, 19, 0, 0);

interface Run {
  code: number;
  out: string;
  err: string;
}

async function shopctl(args: readonly string[]): Promise<Run> {
  let out = '';
  let err = '';
  const deps: Deps = { ...realDeps(), cwd: REPO, stdout: (t) => (out += t), stderr: (t) => (err += t) };
  const code = await main(args, deps);
  return { code, out, err };
}

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'shopctl-import-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------
// The preset

describe('the legacy-tags preset', () => {
  it('validates against preset.schema.json, and every rule has an id and a description', async () => {
    const text = await readFile(PRESET_FILE, 'utf8');
    const loaded = loadPreset({ text, file: PRESET_FILE });
    expect(loaded.ok && loaded.findings).toEqual([]);
    if (!loaded.ok) return;
    expect(loaded.preset.id).toBe('legacy-tags');
    for (const rule of loaded.preset.rules) {
      expect(rule.id).toMatch(/^legacy-/);
      expect(rule.description?.trim().length ?? 0).toBeGreaterThan(10);
    }
    expect(new Set(loaded.preset.rules.map((r) => r.id)).size).toBe(loaded.preset.rules.length);
    expect(loaded.preset.description).toContain('RETAIL');
  });

  // The spec's meanings, written out by hand (spec sections 2, 4, 5 and 9).
  const expected: [string, Record<string, unknown>][] = [
    ['legacy-tag-hide', { kind: 'hide', target: 'category', match: { tags: ['hide'] } }],
    ['legacy-tag-hidden', { kind: 'hide', target: 'category', match: { tags: ['hidden'] } }],
    ['legacy-tag-breakfast', { kind: 'hide', target: 'category', match: { tags: ['breakfast'] }, when: { days: [1, 2, 3, 4, 5] } }],
    ['legacy-tag-tuesday-only', { kind: 'show-only', match: { tags: ['tuesday-only'] }, when: { days: [2] } }],
    ['legacy-tag-thursdays-only', { kind: 'show-only', match: { tags: ['thursdays-only'] }, when: { days: [4] } }],
    ['legacy-tag-tuesday-thursdays', { kind: 'show-only', match: { tags: ['tuesday-thursdays'] }, when: { days: [2, 4] } }],
    ['legacy-tag-noho-breakfast', { kind: 'show-only', match: { tags: ['noho-breakfast'] }, when: { days: [1, 2], from: '00:00', to: '16:00' } }],
    ['legacy-tag-promo-wing-it-wed', { kind: 'show-only', match: { tags: ['promo-wing-it-wed'] }, when: { days: [3] } }],
    ['legacy-tag-50off', { kind: 'price-factor', target: 'product', match: { tags: ['50off'] }, factor: '0.5', rounding: 'floor' }],
    ['legacy-tag-30off', { kind: 'price-factor', match: { tags: ['30off'] }, factor: '0.7', rounding: 'floor' }],
    ['legacy-tag-25off', { kind: 'price-factor', match: { tags: ['25off'] }, factor: '0.75', rounding: 'floor' }],
    ['legacy-tag-20off', { kind: 'price-factor', match: { tags: ['20off'] }, factor: '0.8', rounding: 'floor' }],
    ['legacy-tag-10off', { kind: 'price-factor', match: { tags: ['10off'] }, factor: '0.9', rounding: 'floor' }],
    ['legacy-marker-dine-in-only', { kind: 'unavailable', match: { nameContains: 'Dine-In Only' }, reason: 'DINE_IN_ONLY', label: '*not availalbe online' }],
    ['legacy-marker-limit-10', { kind: 'quantity-limit', match: { nameContains: '(limit 10)' }, scope: 'per-customer-day', max: 10, message: 'You cannot have more than 10 {name}s ordered on the same day.' }],
    ['legacy-marker-limit-5', { kind: 'quantity-limit', match: { nameContains: '(limit 5)' }, scope: 'cart', max: 5 }],
    ['legacy-marker-limit-3', { kind: 'quantity-limit', match: { nameContains: '(limit 3)' }, scope: 'cart', max: 3 }],
    ['legacy-marker-limit-1', { kind: 'quantity-limit', match: { nameContains: '(limit 1)' }, scope: 'per-name', max: 1, message: 'You cannot have more than 1 {name}s in your cart' }],
    ['legacy-marker-pw2', { kind: 'quantity-limit', match: { nameContains: 'pw2' }, scope: 'cart', max: 10, maxLines: 1, message: 'You cannot have more than 10 {name}s in your cart. Only 1 flavor alowed per order.' }],
    ['legacy-tag-halal-category', { kind: 'badge', target: 'category', match: { tags: ['halal'] }, label: 'Halal' }],
    ['legacy-tag-halal-product', { kind: 'badge', target: 'product', match: { tags: ['halal'] }, label: 'Halal' }],
  ];
  // Read through the loader: the file is written in human units (days "mon-fri", percentOff 50).
  it.each(expected)('%s means what the spec says', async (id, fields) => {
    const loaded = loadPreset({ text: await readFile(PRESET_FILE, 'utf8'), file: PRESET_FILE });
    const rule = loaded.ok ? loaded.preset.rules.find((r) => r.id === id) : undefined;
    expect(rule).toMatchObject(fields);
  });

  it('has exactly the rules listed above', async () => {
    const preset = JSON.parse(await readFile(PRESET_FILE, 'utf8')) as { rules: { id: string }[] };
    expect(preset.rules.map((r) => r.id).sort()).toEqual(expected.map(([id]) => id).sort());
  });
});

// ---------------------------------------------------------------------------------------------
// The fixtures

interface PickSpec {
  readonly product: string;
  readonly quantity?: number;
  /** Modifier names to pick (each in the product's groups). */
  readonly picks?: readonly string[];
}

interface FixtureCase {
  readonly shop: string;
  readonly flag: string;
  readonly bands: readonly { upToMiles?: number; feeCents: number }[];
  /** Notes that must appear (each a substring of one note). */
  readonly notes: readonly string[];
  readonly taxPercentage: number | string;
  /** A delivery cart under the free-delivery threshold and at or above the delivery minimum. */
  readonly cart: readonly PickSpec[];
  /** Delivery fee in cents at each distance for that cart, worked out by hand from spec section 9. */
  readonly fees: readonly (readonly [number, number])[];
  /** A cart over the free-delivery threshold (fee 0 at any distance), when the shop has one. */
  readonly bigCart?: readonly PickSpec[];
}

const CASES: readonly FixtureCase[] = [
  {
    shop: 'juicestop',
    flag: 'useStepFunction',
    bands: [{ upToMiles: 5, feeCents: 295 }, { feeCents: 500 }],
    notes: [
      'settings.approxPickupWaitInMinutes: the text "20" became the number 20.',
      'settings.delivery.baseFeeInCents: the text "199" became the number 199.',
      'settings.delivery.minimumDeliverySubtotalInCents: the text "1500" became the number 1500.',
      'settings.delivery.useStepFunction: became the explicit rule legacy-delivery-use-step-function ($2.95 up to 5 miles, $5.00 beyond)',
      'identity.timeZone: the legacy shop has none; set to America/Los_Angeles',
      'settings: the shop record fields name, logo, phone, address_line_1, address_line_2, city, state, zip moved to identity',
    ],
    taxPercentage: 10.25,
    cart: [{ product: 'Kombucha Bottle', quantity: 2 }, { product: 'Turkey Avocado', picks: ['Sourdough', 'Chips'] }],
    // max 6 miles: not deliverable (fee 0) at 6.
    fees: [[0.5, 295], [1, 295], [3, 295], [4.9, 295], [5, 295], [5.1, 500], [5.9, 500], [6, 0], [7.5, 0]],
    bigCart: [{ product: 'Turkey Avocado', quantity: 6, picks: ['Wheat', 'Chips'] }],
  },
  {
    shop: 'ktown',
    flag: 'fiveOverThree',
    bands: [{ upToMiles: 3, feeCents: 299 }, { feeCents: 500 }],
    notes: [
      'settings.taxPercentage: "N/A" is not numeric; set to the legacy default 9.5',
      'settings.menuVersion: dropped the unknown key "menuVersion".',
      'settings.legacyBannerText: dropped the unknown key "legacyBannerText".',
      'settings.showYelpReviews: dropped the unknown key "showYelpReviews".',
      'settings.delivery.doordashDriveEnabled: dropped the unknown key "doordashDriveEnabled".',
      'identity.name: no shop name in the legacy record; took the menu\'s name "Sushi Ichi K-Town".',
      'settings.delivery.fiveOverThree: became the explicit rule legacy-delivery-five-over-three ($2.99 up to 3 miles, $5.00 beyond)',
    ],
    taxPercentage: 9.5,
    cart: [{ product: 'Tonkotsu Ramen', picks: ['Large', 'Chashu', 'Mild'] }, { product: 'Ramune' }],
    fees: [[0.5, 299], [1, 299], [2.9, 299], [3, 299], [3.1, 500], [4, 500], [4.9, 500], [5, 0], [5.2, 0]],
  },
  {
    shop: 'la-cienega',
    flag: 'fiveOverFour',
    bands: [{ upToMiles: 4, feeCents: 350 }, { feeCents: 500 }],
    notes: [
      'identity.zip: the number 90048 became the text "90048".',
      'settings.scheduledOrderDaysAllowed: the text "3" became the number 3.',
      'settings.cashbackPercentageAsInteger: the text "5" became the number 5.',
      'settings.delivery.maxDistanceInMiles: the text "6" became the number 6.',
      'settings.delivery.fiveOverFour: became the explicit rule legacy-delivery-five-over-four ($3.50 up to 4 miles, $5.00 beyond)',
    ],
    taxPercentage: '9.5',
    cart: [{ product: 'Chirashi Bowl', picks: ['Regular'] }, { product: 'Edamame' }],
    fees: [[0.5, 350], [3, 350], [3.9, 350], [4, 350], [4.1, 500], [5, 500], [5.9, 500], [6, 0]],
    bigCart: [{ product: 'Lobster Roll', quantity: 4, picks: ['White Rice'] }],
  },
  {
    shop: 'tacoloco',
    flag: 'threeOverThree',
    bands: [{ upToMiles: 3, feeCents: 0 }, { feeCents: 300 }],
    notes: [
      'menu.subMenus[0].products[0].id: the number 5001 became the text "5001". (30 more like it)',
      'menu.subMenus[0].products[0].modgroups[0].type: "Single" read as "single". (8 more like it)',
      'menu.subMenus[0].products[0].modgroups[0].required: the text "true" became true. (8 more like it)',
      'menu.subMenus[0].products[0].modgroups[0].minCount: the text "1" became the number 1. (8 more like it)',
      'menu.subMenus[0].products[0].__typename: dropped the unknown key "__typename". (8 more like it)',
      'menu.subMenus[0].createdAt: dropped the unknown key "createdAt". (6 more like it)',
      'settings.delivery.threeOverThree: became the explicit rule legacy-delivery-three-over-three ($0.00 up to 3 miles, $3.00 beyond)',
    ],
    taxPercentage: 9.5,
    cart: [{ product: 'Carne Asada Burrito', picks: ['Regular'] }, { product: 'Chips & Salsa' }, { product: 'Horchata' }],
    fees: [[0.5, 0], [2, 0], [2.9, 0], [3, 0], [3.1, 300], [4.5, 300], [4.9, 300], [5, 0]],
  },
  {
    shop: 'noho',
    flag: 'useUberEatsStep',
    bands: [
      { upToMiles: 1, feeCents: 640 },
      { upToMiles: 2, feeCents: 830 },
      { upToMiles: 3, feeCents: 1020 },
      { upToMiles: 4, feeCents: 1210 },
      { feeCents: 1400 },
    ],
    notes: [
      'settings.taxPercentage: null is not numeric; set to the legacy default 9.5',
      'settings.pretip: null read as false, as the legacy storefront did.',
      'restuarantPhone: became identity.phone.',
      'settings.delivery.useUberEatsStep: became the explicit rule legacy-delivery-use-uber-eats-step ($6.40 up to 1 mile, $8.30 up to 2 miles, $10.20 up to 3 miles, $12.10 up to 4 miles, $14.00 beyond)',
    ],
    taxPercentage: 9.5,
    cart: [{ product: 'Falafel Wrap', picks: ['Pita'] }, { product: 'Hummus' }],
    fees: [[0.5, 640], [1, 640], [1.1, 830], [2, 830], [2.1, 1020], [3, 1020], [3.1, 1210], [4, 1210], [4.1, 1400], [4.9, 1400], [5, 0]],
    bigCart: [{ product: 'Mixed Grill Plate', quantity: 4, picks: ['Rice'] }],
  },
];

function allProducts(menu: Menu): Product[] {
  return menu.subMenus.flatMap((c) => c.products);
}

function nameOf(x: { name: string | { en?: string } }): string {
  return typeof x.name === 'string' ? x.name : (x.name.en ?? '');
}

/** Builds cart lines from product and modifier names (so the carts read like the menu). */
function linesFor(menu: Menu, spec: readonly PickSpec[]): CartLine[] {
  return spec.map((s) => {
    const product = allProducts(menu).find((p) => nameOf(p) === s.product);
    if (!product) throw new Error(`fixture has no product named ${s.product}`);
    const customerPicks: Record<string, true> = {};
    for (const pick of s.picks ?? []) {
      const mod = (product.modgroups ?? []).flatMap((g) => ('modifiers' in g ? g.modifiers ?? [] : [])).find((m) => nameOf(m) === pick);
      if (!mod) throw new Error(`${s.product} has no modifier named ${pick}`);
      customerPicks[mod.id] = true;
    }
    return { productId: product.id, quantity: s.quantity ?? 1, customerPicks };
  });
}

function deliveryCart(shopId: string, products: CartLine[], miles: number): CartInput {
  return { shopId, products, cartType: 'DELIVERY', paymentType: 'CARD', tip: { percent: 15 }, distanceInMiles: miles, name: 'Ana', phone: '8185550100' };
}

/** The profile as the legacy storefront ran it: the legacy flag on, no explicit fee rule. */
function withLegacyFlags(profile: LoadedProfile, flag: string): LoadedProfile {
  return {
    ...profile,
    rules: profile.rules.filter((r) => r.kind !== 'delivery-fee'),
    settings: { ...profile.settings, delivery: { ...profile.settings.delivery, [flag]: true } },
  };
}

function errorsOf(findings: readonly Finding[]): Finding[] {
  return findings.filter((f) => f.severity === 'error');
}

describe.each(CASES)('importing the legacy shop $shop', (c) => {
  let dir: string;
  let run: Run;
  let profile: ShopProfile;
  let menu: Menu;
  let loaded: LoadedProfile;

  beforeAll(async () => {
    dir = join(work, c.shop);
    run = await shopctl([
      'import',
      '--settings',
      join(FIXTURES, c.shop, 'settings.json'),
      '--menu',
      join(FIXTURES, c.shop, 'menu.json'),
      '--shop-id',
      c.shop,
      '--out',
      dir,
    ]);
    profile = JSON.parse(await readFile(join(dir, `${c.shop}.profile.json`), 'utf8')) as ShopProfile;
    menu = JSON.parse(await readFile(join(dir, 'menu.json'), 'utf8')) as Menu;
    const result = await loadProfileFile(join(dir, `${c.shop}.profile.json`), { cwd: REPO });
    if (!result.ok) throw new Error(`the imported profile does not load: ${JSON.stringify(result.findings, null, 2)}`);
    loaded = result.profile;
  });

  it('exits 0 and lints clean, and shopctl lint agrees', async () => {
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toContain('1 profile checked: no problems found.');
    const lint = await shopctl(['lint', join(dir, `${c.shop}.profile.json`), '--json']);
    expect(lint.code).toBe(0);
    const report = JSON.parse(lint.out) as { ok: boolean; findings: Finding[] };
    expect(errorsOf(report.findings)).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('writes the profile beside its menu, extending legacy-tags', () => {
    expect(profile.shopId).toBe(c.shop);
    expect(profile.extends).toEqual(['legacy-tags']);
    expect(profile.menu).toEqual({ file: 'menu.json' });
    expect(resolve(dir, profile.$schema ?? '')).toBe(join(REPO, 'schemas', 'shop-profile.schema.json'));
    expect(resolve(dir, menu.$schema ?? '')).toBe(join(REPO, 'schemas', 'menu.schema.json'));
    expect(profile.settings?.taxPercentage).toBe(c.taxPercentage);
    expect(allProducts(menu).length).toBeGreaterThanOrEqual(30);
  });

  it('prints the expected conversions as notes', () => {
    for (const note of c.notes) expect(run.out).toContain(note);
  });

  it('turns the legacy delivery flag into the spec\'s band table and switches the flag off', () => {
    const rules = (profile.rules ?? []).filter((r) => r.kind === 'delivery-fee');
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({ kind: 'delivery-fee', model: 'bands', bands: c.bands });
    expect((profile.settings?.delivery as Record<string, unknown>)[c.flag]).toBe(false);
  });

  it.each(c.fees)('charges the legacy fee at %f miles', (miles, feeCents) => {
    const products = linesFor(menu, c.cart);
    const imported = priceCart(loaded, deliveryCart(c.shop, products, miles), { now: TUESDAY_NOON });
    const legacy = priceCart(withLegacyFlags(loaded, c.flag), deliveryCart(c.shop, products, miles), { now: TUESDAY_NOON });
    expect(imported.totals.deliveryFeeCents).toBe(feeCents);
    expect(imported.totals).toEqual(legacy.totals);
    expect(imported.blockers).toEqual(legacy.blockers);
    // The cart itself is valid: only distance may block it.
    expect(imported.blockers.map((b) => b.code).filter((code) => code !== 'NOT_DELIVERABLE')).toEqual([]);
  });

  it('prices a pickup cart and a free-delivery cart the same as the legacy settings', () => {
    const carts: Quote[][] = [];
    const specs = [c.cart, ...(c.bigCart ? [c.bigCart] : [])];
    for (const spec of specs) {
      const products = linesFor(menu, spec);
      for (const cart of [
        { shopId: c.shop, products, cartType: 'PICKUP', paymentType: 'CASH' } satisfies CartInput,
        deliveryCart(c.shop, products, 2.5),
      ]) {
        const a = priceCart(loaded, cart, { now: TUESDAY_NOON });
        const b = priceCart(withLegacyFlags(loaded, c.flag), cart, { now: TUESDAY_NOON });
        expect(a.totals).toEqual(b.totals);
        carts.push([a, b]);
      }
    }
    if (c.bigCart) {
      const big = carts[3]![0]!;
      expect(big.totals.deliveryFeeCents).toBe(0);
      expect(big.totals.subtotalCents).toBeGreaterThan(loaded.settings.delivery.freeDeliveryQualifyingSubtotalInCents ?? 0);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Legacy settings the fixtures do not cover

describe('a legacy step-function shop open Saturday 17:00 to 02:00 (in milliseconds)', () => {
  const SATURDAY_LATE = { day: 6, timeRanges: [{ from: 61_200_000, to: 7_200_000 }] };
  const legacySettings = { taxPercentage: 9.5, delivery: { useStepFunction: true }, hours: { pickUp: [SATURDAY_LATE], delivery: [SATURDAY_LATE] } };
  const legacyMenu = { subMenus: [{ id: 'c1', name: 'Tacos', products: [{ id: 'p1', name: 'Taco', price: '4.00' }] }] };
  let dir: string;
  let run: Run;
  let loaded: LoadedProfile;

  beforeAll(async () => {
    dir = join(work, 'late');
    await writeFile(join(work, 'late-settings.json'), JSON.stringify(legacySettings));
    await writeFile(join(work, 'late-menu.json'), JSON.stringify(legacyMenu));
    run = await shopctl(['import', '--settings', join(work, 'late-settings.json'), '--menu', join(work, 'late-menu.json'), '--shop-id', 'late', '--out', dir]);
    const result = await loadProfileFile(join(dir, 'late.profile.json'), { cwd: REPO });
    if (!result.ok) throw new Error(`the imported profile does not load: ${JSON.stringify(result.findings, null, 2)}`);
    loaded = result.profile;
  });

  it('imports a profile that lints clean even with --strict (no band past the 5-mile maximum)', async () => {
    expect(run.code).toBe(0);
    const lint = await shopctl(['lint', join(dir, 'late.profile.json'), '--strict', '--json']);
    expect(JSON.parse(lint.out)).toEqual({ ok: true, findings: [] });
    expect(lint.code).toBe(0);
  });

  it.each([[0.5, 295], [4.9, 295], [5, 0], [5.1, 0]])('charges the legacy fee at %f miles', (miles, feeCents) => {
    const products = [{ productId: 'p1', quantity: 2 }];
    const saturdayEvening = Date.UTC(2024, 5, 9, 1, 0, 0); // Saturday 8 June 2024, 18:00 in Los Angeles
    const imported = priceCart(loaded, deliveryCart('late', products, miles), { now: saturdayEvening });
    const legacy = priceCart(withLegacyFlags(loaded, 'useStepFunction'), deliveryCart('late', products, miles), { now: saturdayEvening });
    expect(imported.totals.deliveryFeeCents).toBe(feeCents);
    expect(imported.totals).toEqual(legacy.totals);
    expect(imported.blockers).toEqual(legacy.blockers);
  });

  it('is open Saturday night past midnight, as "17:00"-"02:00" is, and the import says so', () => {
    expect(run.out).toContain('settings.hours.pickUp[0].timeRanges[0]: 61200000 to 7200000 is 17:00 to 02:00 the next day');
    // Saturday 23:00 PDT; pickup takes 25 minutes, the range closes at 02:00 on Sunday.
    const { slots } = listTimeSlots(loaded, 'pickup', Date.UTC(2024, 5, 9, 6, 0, 0));
    expect(slots.map((x) => x.value)).toEqual(['ASAP', '2024-06-08T23:30:00-07:00', '2024-06-09T00:00:00-07:00', '2024-06-09T00:30:00-07:00', '2024-06-09T01:00:00-07:00', '2024-06-09T01:30:00-07:00']);
  });
});

// ---------------------------------------------------------------------------------------------
// Usage errors and lint failures

describe('shopctl import usage', () => {
  const settings = join(FIXTURES, 'noho', 'settings.json');
  const menuFile = join(FIXTURES, 'noho', 'menu.json');

  it.each([
    ['--settings is missing', ['--menu', menuFile, '--shop-id', 'x', '--out', 'OUT'], 'The option --settings is missing'],
    ['--menu is missing', ['--settings', settings, '--shop-id', 'x', '--out', 'OUT'], 'The option --menu is missing'],
    ['--shop-id is missing', ['--settings', settings, '--menu', menuFile, '--out', 'OUT'], 'The option --shop-id is missing'],
    ['--out is missing', ['--settings', settings, '--menu', menuFile, '--shop-id', 'x'], 'The option --out is missing'],
    ['the settings file does not exist', ['--settings', 'nope/settings.json', '--menu', menuFile, '--shop-id', 'x', '--out', 'OUT'], 'The --settings file nope/settings.json cannot be read: it does not exist.'],
    ['the shop id has a space', ['--settings', settings, '--menu', menuFile, '--shop-id', 'a b', '--out', 'OUT'], 'The shop id "a b" is not allowed'],
    ['the time zone is unknown', ['--settings', settings, '--menu', menuFile, '--shop-id', 'x', '--out', 'OUT', '--time-zone', 'Mars/Base'], 'The time zone "Mars/Base" is not an IANA time zone'],
    ['the menu is the settings file', ['--settings', settings, '--menu', settings, '--shop-id', 'x', '--out', 'OUT'], 'The menu has no subMenus list'],
  ])('exits 2 when %s', async (_, args, message) => {
    const out = join(work, 'usage');
    const run = await shopctl(['import', ...args.map((a) => (a === 'OUT' ? out : a))]);
    expect(run.code).toBe(2);
    expect(run.err).toContain(message);
  });

  describe('an --out that cannot be the folder', () => {
    const args = (out: string): string[] => ['import', '--settings', settings, '--menu', menuFile, '--shop-id', 'x', '--out', out];

    it('exits 2 when --out is a file, naming it, and leaves the file as it was', async () => {
      const file = join(work, 'a-file.json');
      await writeFile(file, '{}');
      const run = await shopctl(args(file));
      expect(run.code).toBe(2);
      expect(run.err).toBe(`--out ${file} is a file, not a folder; choose a folder (the profile and its menu.json are written into it).\n`);
      expect(await readFile(file, 'utf8')).toBe('{}');
      const json = await shopctl([...args(file), '--json']);
      expect(json.code).toBe(2);
      expect(JSON.parse(json.out)).toMatchObject({ ok: false, exitCode: 2, error: { code: 'USAGE', message: expect.stringContaining('is a file, not a folder') } });
    });

    it('exits 2 when a folder of --out is a file, naming that file', async () => {
      const file = join(work, 'b-file.json');
      await writeFile(file, '{}');
      const run = await shopctl(args(join(file, 'sub', 'shop')));
      expect(run.code).toBe(2);
      expect(run.err).toBe(`--out ${join(file, 'sub', 'shop')} cannot be a folder: ${file} is a file, not a folder; choose a folder.\n`);
    });

    it('names a relative --out and the file in it as they were written', async () => {
      const run = await shopctl(args('tests/import.test.ts/shop'));
      expect(run.code).toBe(2);
      expect(run.err).toBe('--out tests/import.test.ts/shop cannot be a folder: tests/import.test.ts is a file, not a folder; choose a folder.\n');
    });

    // /proc takes no new folders: mkdir answers ENOENT although /proc is there, on which Node's
    // recursive mkdir retries for ever.
    it.skipIf(!existsSync('/proc/self'))('exits 2 at once when the file system refuses the folder, saying why', { timeout: 10_000 }, async () => {
      const run = await shopctl(args('/proc/shopctl-nope/shop'));
      expect(run.code).toBe(2);
      expect(run.err).toBe('The --out folder /proc/shopctl-nope/shop cannot be created (at /proc/shopctl-nope): the file system there does not take new folders (ENOENT). Choose a folder you can write to.\n');
    });

    it('creates every missing folder of --out', async () => {
      const out = join(work, 'deep', 'er', 'shop');
      const run = await shopctl([...args(out), '--force']);
      expect(run.code).toBe(0);
      await expect(readFile(join(out, 'x.profile.json'), 'utf8')).resolves.toContain('"shopId": "x"');
    });
  });

  it.each([
    ['--settings', 'the legacy settings file'],
    ['--menu', 'the legacy menu file'],
    ['--shop', 'the legacy shop record file'],
  ])('exits 2 when %s is a folder, saying plainly what to give', async (flag, what) => {
    const given: Record<string, string> = { '--settings': settings, '--menu': menuFile, [flag]: FIXTURES };
    const run = await shopctl(['import', ...Object.entries(given).flat(), '--shop-id', 'x', '--out', join(work, 'folder-input')]);
    expect(run.code).toBe(2);
    expect(run.err).toBe(`The ${flag} path ${FIXTURES} is a folder; give ${what}.\n`);
  });

  it('refuses to overwrite an imported shop that staff may have edited, unless --force', async () => {
    const out = join(work, 'again');
    const args = ['import', '--settings', settings, '--menu', menuFile, '--shop-id', 'again', '--out', out];
    expect((await shopctl(args)).code).toBe(0);
    const edited = join(out, 'again.profile.json');
    await writeFile(edited, (await readFile(edited, 'utf8')).replace('"shopId": "again"', '"shopId": "again" '));
    const before = await readFile(edited, 'utf8');
    const refused = await shopctl(args);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain(`${join(out, 'again.profile.json')} already exists`);
    expect(refused.err).toContain('--force');
    expect(await readFile(edited, 'utf8')).toBe(before);
    const forced = await shopctl([...args, '--force']);
    expect(forced.code).toBe(0);
    expect(await readFile(edited, 'utf8')).not.toBe(before);
  });

  it('exits 2 on invalid JSON, naming the file and the position', async () => {
    const bad = join(work, 'bad-settings.json');
    await writeFile(bad, '{ "data": { "text": { "taxPercentage": 9.5, } } }');
    const run = await shopctl(['import', '--settings', bad, '--menu', menuFile, '--shop-id', 'x', '--out', join(work, 'bad')]);
    expect(run.code).toBe(2);
    expect(run.err).toContain(`The --settings file ${bad} is not valid JSON`);
    expect(run.err).toMatch(/line 1, column \d+/);
  });

  it('exits 1 when the imported profile has lint errors, and still writes it', async () => {
    const menuPath = join(work, 'dangling-menu.json');
    await writeFile(
      menuPath,
      JSON.stringify({
        data: {
          menu: {
            subMenus: [
              {
                id: 'c1',
                name: { en: 'Salads' },
                products: [
                  {
                    id: 'p1',
                    name: { en: 'Salad' },
                    price: '8.00',
                    modgroups: [{ id: 'g1', name: 'Dressing', showIf: 'no-such-modifier', modifiers: [{ id: 'm1', name: 'Ranch', price: 0 }] }],
                  },
                ],
              },
            ],
          },
        },
      }),
    );
    const out = join(work, 'dangling');
    const run = await shopctl(['import', '--settings', settings, '--menu', menuPath, '--shop-id', 'dangling', '--out', out, '--json']);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.out) as { ok: boolean; notes: string[]; lint: { findings: Finding[] } };
    expect(report.ok).toBe(false);
    expect(report.lint.findings.map((f) => f.code)).toContain('SHOW_IF_DANGLING');
    expect(report.notes.length).toBeGreaterThan(0);
    await expect(readFile(join(out, 'dangling.profile.json'), 'utf8')).resolves.toContain('"shopId": "dangling"');
  });

  it('prints one JSON document with --json', async () => {
    const out = join(work, 'json');
    const run = await shopctl(['import', '--settings', settings, '--menu', menuFile, '--shop-id', 'noho', '--out', out, '--time-zone', 'America/Chicago', '--json']);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.out) as { ok: boolean; profile: string; menu: string; notes: string[]; lint: { ok: boolean } };
    expect(report).toMatchObject({ ok: true, profile: join(out, 'noho.profile.json'), menu: join(out, 'menu.json'), lint: { ok: true } });
    expect(report.notes.some((n) => n.includes('timeZone'))).toBe(false);
    const written = JSON.parse(await readFile(join(out, 'noho.profile.json'), 'utf8')) as ShopProfile;
    expect(written.identity.timeZone).toBe('America/Chicago');
  });
});
