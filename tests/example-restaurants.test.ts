/**
 * The example restaurants of docs/examples.md, Forno Rosso (a pizzeria with two locations on one
 * menu file) and Hinode Ramen: every feature they were written to show has at least one example
 * cart in shops/<site>/examples, and each cart is priced here with the engine itself (priceCart,
 * as the order server calls it) to the totals, line prices, blockers and promo-code state worked
 * by hand in its .expected.json. (tests/examples.test.ts prices the same carts through
 * `shopctl price --json`.)
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_PROMO_HISTORY, priceCart, type OrderHistory, type PromoHistory } from '../engine/index.js';
import { validateCart } from '../schemas/index.js';
import { loadProfileFile } from '../schemas/node.js';
import type { LoadedProfile } from '../schemas/index.js';

const SHOPS = fileURLToPath(new URL('../shops', import.meta.url));

/** What each example restaurant must show, by the names its examples list in `features`. */
const FEATURES: Record<string, readonly string[]> = {
  fornorosso: [
    'two-locations-one-menu', 'toppings-by-size', 'halves', 'light-extra', 'build-your-own', 'weekday-lunch', 'happy-hour',
    'slice-combo', 'pizza10', 'beer-wine-dine-in-21', 'delivery-fees', 'free-delivery-over-50', 'closed-mondays',
  ],
  hinode: [
    'broth', 'firmness', 'add-on-quantities', 'spice-default-2', 'weekday-lunch-set', 'limited-bowls', 'dine-in-service',
    'gyoza-bogo-tuesday', 'default-tip-18',
  ],
};

interface Expected {
  readonly at: string;
  readonly features: readonly string[];
  readonly history?: OrderHistory;
  readonly promoHistory?: Partial<PromoHistory>;
  readonly lines: readonly { productId: string; unitCents: number; totalCents: number }[];
  readonly totals: Record<string, number>;
  readonly blockers: readonly string[];
  readonly promo?: 'applied' | 'not-applicable' | 'refused' | 'unknown';
  readonly why: readonly string[];
}

interface Example { readonly site: string; readonly name: string; readonly cart: { shopId: string }; readonly expected: Expected }

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

const examples: Example[] = Object.keys(FEATURES).flatMap((site) =>
  readdirSync(join(SHOPS, site, 'examples'))
    .filter((f) => f.endsWith('.cart.json'))
    .sort()
    .map((f) => {
      const name = f.slice(0, -'.cart.json'.length);
      return { site, name, cart: readJson<{ shopId: string }>(join(SHOPS, site, 'examples', f)), expected: readJson<Expected>(join(SHOPS, site, 'examples', `${name}.expected.json`)) };
    }),
);

const profiles = new Map<string, LoadedProfile>();
beforeAll(async () => {
  for (const site of Object.keys(FEATURES)) {
    for (const f of readdirSync(join(SHOPS, site)).filter((x) => x.endsWith('.profile.json'))) {
      const r = await loadProfileFile(join(SHOPS, site, f));
      if (!r.ok) throw new Error(`${site}/${f}: ${r.findings.map((x) => x.message).join('; ')}`);
      profiles.set(r.profile.shopId, r.profile);
    }
  }
});

describe('the example restaurants', () => {
  it.each(Object.entries(FEATURES))('%s has an example cart for every feature, and names no other', (site, features) => {
    const listed = examples.filter((e) => e.site === site).flatMap((e) => e.expected.features);
    for (const f of features) expect(listed, `an example of ${site} shows ${f}`).toContain(f);
    for (const f of listed) expect(features, `${f} is a feature of ${site}`).toContain(f);
  });

  it('Forno Rosso: both locations read one menu file and keep the same rules; Culver City is closed on Mondays', () => {
    const silverLake = readJson<Record<string, any>>(join(SHOPS, 'fornorosso', 'fornorosso-silverlake.profile.json'));
    const culverCity = readJson<Record<string, any>>(join(SHOPS, 'fornorosso', 'fornorosso-culvercity.profile.json'));
    expect(silverLake['menu']).toEqual({ file: 'fornorosso.menu.json' });
    expect(culverCity['menu']).toEqual({ file: 'fornorosso.menu.json' });
    expect(culverCity['rules']).toEqual(silverLake['rules']);
    expect(culverCity['schedules']).toEqual(silverLake['schedules']);
    expect(profiles.get('fornorosso-culvercity')!.menu).toEqual(profiles.get('fornorosso-silverlake')!.menu);
    expect(silverLake['settings'].hours.pickUp).toEqual([{ days: 'mon-sun', timeRanges: [{ from: '11:00', to: '22:00' }] }]);
    expect(culverCity['settings'].hours.pickUp).toEqual([{ days: 'tue-sun', timeRanges: [{ from: '11:00', to: '22:00' }] }]);
    expect(culverCity['settings'].hours.delivery).toEqual([{ days: 'tue-sun', timeRanges: [{ from: '11:30', to: '21:30' }] }]);
  });

  it.each(examples.map((e) => [`${e.site}/${e.name}`, e] as const))('%s prices with the engine to the hand-worked figures', (_label, e) => {
    const checked = validateCart(e.cart);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const profile = profiles.get(e.cart.shopId);
    if (!profile) throw new Error(`${e.site}/${e.name}: no profile in shops/${e.site} has shopId ${e.cart.shopId}`);
    const quote = priceCart(profile, checked.cart, {
      now: Date.parse(e.expected.at),
      ...(e.expected.history ? { history: e.expected.history } : {}),
      ...(e.expected.promoHistory ? { promoHistory: { ...NO_PROMO_HISTORY, ...e.expected.promoHistory } } : {}),
    });
    expect(quote.totals).toEqual(e.expected.totals);
    expect(quote.lines.map((l) => ({ productId: l.productId, unitCents: l.unitCents, totalCents: l.totalCents }))).toEqual(e.expected.lines);
    expect(quote.blockers.map((b) => b.code).sort()).toEqual([...e.expected.blockers].sort());
    expect(quote.promo?.state).toBe(e.expected.promo);
    // The hand computation is written out, a step per entry, and ends at the invoice it claims.
    expect(e.expected.why.length).toBeGreaterThanOrEqual(2);
    expect(e.expected.why.join(' ')).toContain(String(e.expected.totals['invoiceCents']));
  });
  it('Hinode Ramen lists allergens: a line contains its bowl\'s and every picked option\'s, wheat counting as gluten', () => {
    const e = examples.find((x) => x.name === 'ramen-broth-firmness-spice-add-ons')!;
    const checked = validateCart(e.cart);
    if (!checked.ok) throw new Error('the example cart is valid');
    const quote = priceCart(profiles.get('hinode')!, checked.cart, { now: Date.parse(e.expected.at) });
    // Hinode Ramen (wheat, eggs, soy) + Miso broth (soy, sesame) + 2 eggs (eggs, soy) + chashu (soy);
    // firmness adds nothing. Vegan Shio (wheat, soy) with soft noodles and spice 0.
    expect(quote.lines.map((l) => [...(l.allergens ?? [])].sort())).toEqual([
      ['eggs', 'gluten', 'sesame', 'soy', 'wheat'],
      ['gluten', 'soy', 'wheat'],
    ]);
  });
});
