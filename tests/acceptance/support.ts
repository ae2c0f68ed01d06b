/**
 * Black-box acceptance support: runs the built `shopctl` as a subprocess and writes a small site
 * ("acme") from scratch the way the README's "Add a shop" walkthrough describes (a site folder,
 * profiles with the walkthrough's fields, a legacy menu file beside them whose names carry the
 * legacy markers, so the profiles add `extends: ["legacy-tags"]` as the README says such a shop
 * does). Nothing here reaches into the product's internals.
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOTAL_KEYS } from '../support/totals.js';

export const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BIN = join(REPO, 'cli', 'bin', 'shopctl.js');

/** Builds the CLI once when cli/dist is missing. */
export function ensureBuilt(): void {
  if (!existsSync(join(REPO, 'cli', 'dist', 'shopctl.js'))) execSync('npm run build', { cwd: REPO, stdio: 'ignore' });
}

export interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `node cli/bin/shopctl.js ...args` in the repository. */
export function shopctl(args: readonly string[], cwd = REPO): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs many shopctl calls, at most `width` at a time (the CLI takes about a second to start). */
export async function shopctlAll(calls: readonly (readonly string[])[], width = 2): Promise<Run[]> {
  const out: Run[] = new Array(calls.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < calls.length) {
      const i = next++;
      out[i] = await shopctl(calls[i]!);
    }
  }
  await Promise.all(Array.from({ length: Math.min(width, calls.length) }, worker));
  return out;
}

export function tempDir(label: string): string {
  return mkdtempSync(join(tmpdir(), `acceptance-${label}-`));
}

export function writeJson(path: string, value: unknown): string {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
  return path;
}

// ---------------------------------------------------------------------------------------------
// The site. Times: Tuesday 2025-06-17 12:00 in Los Angeles (PDT, UTC-7) is the default instant.

export const TUE_NOON = '2025-06-17T12:00:00-07:00';
export const TUE_NOON_MS = Date.parse(TUE_NOON);

const H = 3_600_000;
/** Open 11:00-21:00 every day but Monday (day 1 has no hours). */
const OPEN_DAYS = [0, 2, 3, 4, 5, 6].map((day) => ({ day, timeRanges: [{ from: 11 * H, to: 21 * H }] }));

const p = (id: string, name: string, price: string | number, extra: Record<string, unknown> = {}) => ({
  id,
  name: { en: name },
  price,
  ...extra,
});

/** The legacy-format menu every acme profile shares (prices in dollars). */
export const ACME_MENU = {
  subMenus: [
    {
      id: 'c-mains',
      name: { en: 'Mains' },
      tag: '',
      products: [
        p('p-burger', 'Burger', '10.00', {
          modgroups: [
            {
              id: 'g-bun',
              name: 'Bun',
              type: 'single',
              required: true,
              modifiers: [
                { id: 'm-plain', name: 'Plain', price: '0' },
                { id: 'm-brioche', name: 'Brioche', price: '1.50' },
              ],
            },
            {
              id: 'g-extras',
              name: 'Extras',
              maxCount: 2,
              modifiers: [
                { id: 'm-bacon', name: 'Bacon', price: '2.00' },
                { id: 'm-cheese', name: 'Cheese', price: '1.00', priceIf: [{ match: 'm-brioche', price: '0.50' }] },
                { id: 'm-egg', name: 'Egg', price: '1.25' },
              ],
            },
            {
              id: 'g-sauce',
              name: 'Brioche Sauce',
              required: true,
              showIf: 'm-brioche',
              modifiers: [{ id: 'm-aioli', name: 'Aioli', price: '0.75' }],
            },
          ],
        }),
        p('p-wings', 'Wings Platter', '12.00', {
          modgroups: [
            {
              id: 'g-dips',
              name: 'Dips',
              type: 'buffet',
              minCount: 3,
              maxCount: 6,
              modifiers: [
                { id: 'm-ranch', name: 'Ranch', price: '0.50' },
                { id: 'm-bbq', name: 'BBQ', price: '0.75' },
              ],
            },
          ],
        }),
        p('p-half', 'Half Salad', '9.99', { tags: ['50off'] }),
        p('p-soup', 'Soup', '7.77', { tags: ['30off'] }),
        p('p-pasta', 'Pasta', '13.33', { tags: ['25off'] }),
        p('p-taco', 'Taco', '3.33', { tags: ['20off'] }),
        p('p-bowl', 'Rice Bowl', '11.11', { tags: ['10off'] }),
        p('p-fish', 'Fresh Fish', 'Market Price'),
        p('p-combo', 'Combo', '8.00', {
          modgroups: [{ id: 'g-side', name: 'Side', autoGenFromTag: 'side', discountMultiplier: '0.75' }],
        }),
      ],
    },
    {
      id: 'c-sides',
      name: { en: 'Sides' },
      tag: 'sides',
      products: [p('p-fries', 'Fries', '3.33', { tags: ['side'] }), p('p-slaw', 'Coleslaw', '2.01', { tags: ['side'] })],
    },
    {
      id: 'c-drinks',
      name: { en: 'Drinks' },
      products: [p('p-wine', 'House Wine', '8.00', { taxP: 5 }), p('p-soda', 'Soda', '2.00')],
    },
    {
      id: 'c-retail',
      name: { en: 'RETAIL Goods' },
      products: [p('p-mug', 'Mug', '15.00'), p('p-ten', 'Gift Card', '10.00'), p('p-tenone', 'Gift Card Plus', '10.01')],
    },
    {
      id: 'c-limits',
      name: { en: 'Specials' },
      products: [
        p('p-l10', 'Cookie (limit 10)', '1.00'),
        p('p-l5a', 'Fish Taco (limit 5)', '2.00'),
        p('p-l5b', 'Shrimp Taco (limit 5)', '2.00'),
        p('p-l3', 'Veggie Taco (limit 3)', '2.00'),
        p('p-l1', 'Gift Box (limit 1)', '5.00'),
        p('p-pw2a', 'Apple Pie pw2', '4.00'),
        p('p-pw2b', 'Cherry Pie pw2', '4.00'),
        p('p-dine', 'Chef Special Dine-In Only', '20.00'),
        p('p-oos', 'Sold Out Cake', '5.00'),
      ],
    },
    { id: 'c-breakfast', name: { en: 'Breakfast' }, tag: 'breakfast', products: [p('p-pancakes', 'Pancakes', '6.00')] },
    { id: 'c-tue', name: { en: 'Taco Tuesday' }, tag: 'tuesday-only', products: [p('p-tue', 'Tuesday Taco', '1.00')] },
    { id: 'c-thu', name: { en: 'Thursday Special' }, tag: 'thursdays-only', products: [p('p-thu', 'Thursday Plate', '9.00')] },
    { id: 'c-tt', name: { en: 'Tue and Thu' }, tag: 'specials, tuesday-thursdays', products: [p('p-tt', 'Twice Weekly', '5.00')] },
    { id: 'c-noho', name: { en: 'Early Bird' }, tag: 'noho-breakfast', products: [p('p-noho', 'Early Plate', '5.00')] },
    { id: 'c-wed', name: { en: 'Wing It Wednesday' }, tag: 'promo-wing-it-wed', products: [p('p-wed', 'Wednesday Wings', '7.00')] },
    { id: 'c-hide', name: { en: 'Staff Only' }, tag: 'hide', products: [p('p-staff', 'Staff Meal', '1.00')] },
    { id: 'c-hidden', name: { en: 'Old Stuff' }, tag: 'hidden', products: [p('p-old', 'Old Item', '1.00')] },
  ],
};

const promo = (id: string, code: string | undefined, effect: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id,
  kind: 'promotion',
  ...(code ? { code } : {}),
  effect,
  ...extra,
});

/** Main profile rules: one promotion per effect kind, priority, exclusivity, a cap, a tax-rate rule. */
const MAIN_RULES = [
  promo('acme-save20', 'SAVE20', { type: 'percent-off', percent: 20 }),
  promo('acme-five', 'FIVE', { type: 'amount-off', amountCents: 500 }),
  promo('acme-bogo', 'BOGO', { type: 'bogo-cheapest-free', match: { categoryIds: ['c-sides'] } }),
  promo('acme-pair', 'PAIR', { type: 'cheapest-of-pair-percent-off', percent: 50, match: { categoryIds: ['c-sides'] } }),
  promo('acme-deal', 'DEAL', {
    type: 'fixed-price-deal',
    match: { productIds: ['p-combo'] },
    dealPriceCents: 500,
    discountCents: 300,
    remainderMinCents: 1000,
  }),
  promo('acme-big15', undefined, { type: 'percent-off', percent: 15 }, { conditions: { minSubtotalCents: 10000 } }),
  promo('acme-vip', 'VIP', { type: 'percent-off', percent: 30 }, { priority: 10, exclusive: true }),
  promo('acme-lowx', 'LOWX', { type: 'amount-off', amountCents: 1000 }, { priority: -5, exclusive: true }),
  promo('acme-huge', 'HUGE', { type: 'amount-off', amountCents: 1000000 }),
  { id: 'acme-soda-tax', kind: 'tax-rate', match: { productIds: ['p-soda'] }, percent: 2 },
];

interface ProfileSpec {
  readonly shopId: string;
  readonly settings: Record<string, unknown>;
  readonly rules?: readonly unknown[];
  readonly presentation?: Record<string, unknown>;
}

function profile(spec: ProfileSpec): Record<string, unknown> {
  return {
    // The walkthrough's $schema line (relative to a shops/<site>/ folder of the repository).
    $schema: '../../schemas/shop-profile.schema.json',
    shopId: spec.shopId,
    site: { id: 'acme', name: 'Acme Eats' },
    extends: ['legacy-tags'],
    // The legacy product's wording for the '(limit 5)' and '(limit 3)' markers.
    messages: {
      'legacy-marker-limit-5': 'You can not have more than 5 promo tacos in your cart.',
      'legacy-marker-limit-3': 'You can not have more than 3 promo tacos in your cart.',
    },
    identity: {
      name: `Acme Eats (${spec.shopId})`,
      phone: '(213) 555-0100',
      address_line_1: '1 Test Way',
      city: 'Los Angeles',
      state: 'CA',
      zip: '90012',
      timeZone: 'America/Los_Angeles',
    },
    settings: { hours: { pickUp: OPEN_DAYS, delivery: OPEN_DAYS }, enableCashback: true, coordinates: { lat: 34, lng: -118 }, ...spec.settings },
    menu: { file: 'acme.menu.json' },
    rules: spec.rules ?? [],
    ...(spec.presentation ? { presentation: spec.presentation } : {}),
  };
}

/** Every acme profile: shopId -> profile JSON. */
export const ACME_PROFILES: Record<string, Record<string, unknown>> = Object.fromEntries(
  [
    profile({
      shopId: 'acme-main',
      settings: {
        taxPercentage: 10,
        minimumPickupSubtotalInCents: 300,
        maxCashOrderTotalInCents: 5000,
        donation: { enableDonation: true },
        menuSettings: { 'p-oos': { outOfStock: 'OUT_OF_STOCK' } },
        delivery: {
          baseFeeInCents: 300,
          feeInCentsPerMile: 100,
          baseFeeMiles: 2,
          maxDistanceInMiles: 6,
          freeDeliveryQualifyingSubtotalInCents: 5000,
          minimumDeliverySubtotalInCents: 1000,
        },
      },
      rules: MAIN_RULES,
      presentation: { promoField: true, cashbackPanel: { show: true, minSubtotalCents: 2000 } },
    }),
    // 2.5% service fee, tax left to its 9.5 default, dine-in allowed, cash limit at 1000 (inactive).
    profile({
      shopId: 'acme-fee',
      settings: { allServicePercentage: 2.5, allowDineIn: true, maxCashOrderTotalInCents: 1000 },
      rules: [promo('acme-fee-ten', 'TEN', { type: 'percent-off', percent: 10 })],
      presentation: { contactRequiredMessage: true },
    }),
    // taxPercentage explicitly not a number (null) -> 9.5; cashback off.
    profile({ shopId: 'acme-nulltax', settings: { taxPercentage: null, enableCashback: false, cashbackPercentageAsInteger: 0 } }),
    profile({ shopId: 'acme-step', settings: { taxPercentage: 10, delivery: { useStepFunction: true, maxDistanceInMiles: 8 } } }),
    profile({ shopId: 'acme-33', settings: { taxPercentage: 10, delivery: { threeOverThree: true, maxDistanceInMiles: 8 } } }),
    profile({
      shopId: 'acme-53',
      settings: { taxPercentage: 10, delivery: { fiveOverThree: true, baseFeeInCents: 399, maxDistanceInMiles: 8 } },
    }),
    profile({
      shopId: 'acme-54',
      settings: { taxPercentage: 10, delivery: { fiveOverFour: true, baseFeeInCents: 250, maxDistanceInMiles: 8 } },
    }),
    profile({ shopId: 'acme-uber', settings: { taxPercentage: 10, delivery: { useUberEatsStep: true, maxDistanceInMiles: 8 } } }),
    profile({
      shopId: 'acme-bands',
      settings: { taxPercentage: 10 },
      rules: [
        {
          id: 'acme-bands-fee',
          kind: 'delivery-fee',
          model: 'bands',
          bands: [
            { upToMiles: 2, feeCents: 200 },
            { upToMiles: 4, feeCents: 400 },
            { feeCents: 600 },
          ],
          freeOverSubtotalCents: 3000,
        },
      ],
    }),
    profile({
      shopId: 'acme-lin',
      settings: { taxPercentage: 10 },
      rules: [{ id: 'acme-lin-fee', kind: 'delivery-fee', model: 'linear', baseFeeInCents: 199, feeInCentsPerMile: 50, baseFeeMiles: 1 }],
    }),
    profile({ shopId: 'acme-off', settings: { enableOrdering: false } }),
    profile({ shopId: 'acme-nodel', settings: { delivery: { disableDelivery: true } } }),
    profile({ shopId: 'acme-nodrv', settings: { delivery: { notEnoughDriver: true } } }),
    profile({
      shopId: 'acme-nodrv2',
      settings: { delivery: { notEnoughDriver: true, notEnoughDriverText: 'Drivers are busy tonight, please pick up.' } },
    }),
  ].map((prof) => [prof.shopId as string, prof]),
);

export interface Site {
  /** The temp root; shops live in `${root}/shops`. */
  readonly root: string;
  readonly shopsDir: string;
  readonly siteDir: string;
  /** Absolute path of a profile by shopId. */
  profilePath(shopId: string): string;
}

/** Writes the acme site (README "Add a shop" steps 1-3) into a fresh temp folder. */
export function writeAcmeSite(): Site {
  const root = tempDir('site');
  const shopsDir = join(root, 'shops');
  const siteDir = join(shopsDir, 'acme');
  mkdirSync(siteDir, { recursive: true });
  writeJson(join(siteDir, 'acme.menu.json'), ACME_MENU);
  for (const [shopId, prof] of Object.entries(ACME_PROFILES)) writeJson(join(siteDir, `${shopId}.profile.json`), prof);
  return { root, shopsDir, siteDir, profilePath: (shopId) => join(siteDir, `${shopId}.profile.json`) };
}

/** A cart with the defaults most cases share (pickup, ASAP, contact given, no tip). */
export function cart(products: readonly Record<string, unknown>[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    products,
    cartType: 'PICKUP',
    paymentType: 'CASH',
    pickupTime: 'ASAP',
    name: 'Ana Lee',
    phone: '2135550199',
    tip: null,
    ...extra,
  };
}

export const line = (productId: string, quantity = 1, customerPicks?: Record<string, unknown>) => ({
  productId,
  quantity,
  ...(customerPicks ? { customerPicks } : {}),
});

export { TOTAL_KEYS };

export type Totals = Record<(typeof TOTAL_KEYS)[number], number>;

/** Builds a totals object from the 12 numbers in TOTAL_KEYS order. */
export function totals(...n: number[]): Totals {
  if (n.length !== 12) throw new Error(`totals() needs 12 numbers, got ${n.length}`);
  return Object.fromEntries(TOTAL_KEYS.map((k, i) => [k, n[i]])) as Totals;
}
