/**
 * The example carts under shops/<site>/examples: each is priced through `shopctl price --json`
 * and must give the totals and blocker codes worked out by hand in its .expected.json. Every
 * shipped profile must have at least three examples, and `menu`, `slots` and `explain` must
 * run cleanly and print something meaningful for every shipped profile.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { realDeps, type Deps } from '../cli/deps.js';
import { main } from '../cli/main.js';
import { validateCart } from '../schemas/index.js';
import { TOTAL_KEYS } from './support/totals.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const shopsDir = join(root, 'shops');


interface Expected {
  readonly at: string;
  readonly history?: unknown;
  /** What the server would know for the promo codes' limits (`shopctl price --promo-history`). */
  readonly promoHistory?: unknown;
  readonly totals: Record<string, number>;
  readonly blockers: readonly string[];
  /** The arithmetic worked by hand: one text, or one step per entry. */
  readonly why: string | readonly string[];
}

interface ShippedProfile {
  readonly site: string;
  readonly file: string;
  readonly shopId: string;
  readonly rules: readonly { id: string }[];
  readonly extends: readonly string[];
}

interface Example {
  readonly site: string;
  readonly name: string;
  readonly cartFile: string;
  readonly cart: { shopId?: string };
  readonly expected: Expected;
  readonly profile: ShippedProfile | undefined;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

const sites = readdirSync(shopsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'presets')
  .map((d) => d.name)
  .sort();

const profiles: ShippedProfile[] = sites.flatMap((site) =>
  readdirSync(join(shopsDir, site))
    .filter((f) => f.endsWith('.profile.json'))
    .sort()
    .map((f) => {
      const file = join(shopsDir, site, f);
      const p = readJson<{ shopId: string; rules?: { id: string }[]; extends?: string[] }>(file);
      return { site, file, shopId: p.shopId, rules: p.rules ?? [], extends: p.extends ?? [] };
    }),
);

const presetRuleIds = readJson<{ rules: { id: string }[] }>(join(shopsDir, 'presets', 'legacy-tags.json')).rules.map((r) => r.id);

const examples: Example[] = sites.flatMap((site) => {
  let files: string[];
  try {
    files = readdirSync(join(shopsDir, site, 'examples'));
  } catch {
    return [];
  }
  return files
    .filter((f) => f.endsWith('.cart.json'))
    .sort()
    .map((f) => {
      const name = f.slice(0, -'.cart.json'.length);
      const cartFile = join(shopsDir, site, 'examples', f);
      const cart = readJson<{ shopId?: string }>(cartFile);
      const siteProfiles = profiles.filter((p) => p.site === site);
      const profile = cart.shopId === undefined && siteProfiles.length === 1 ? siteProfiles[0] : siteProfiles.find((p) => p.shopId === cart.shopId);
      return { site, name, cartFile, cart, expected: readJson<Expected>(join(shopsDir, site, 'examples', `${name}.expected.json`)), profile };
    });
});

async function run(argv: readonly string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const deps: Deps = { ...realDeps(), cwd: root, stdout: (t) => void (out += t), stderr: (t) => void (err += t) };
  const code = await main(argv, deps);
  return { code, out, err };
}

describe('example carts', () => {
  it('finds the shipped profiles and their examples', () => {
    expect(profiles.length).toBeGreaterThanOrEqual(10);
    expect(examples.length).toBeGreaterThanOrEqual(3 * profiles.length);
  });

  it.each(profiles.map((p) => [p.shopId, p] as const))('%s has at least three example carts', (_id, profile) => {
    expect(examples.filter((e) => e.profile === profile).length).toBeGreaterThanOrEqual(3);
  });

  it.each(examples.map((e) => [`${e.site}/${e.name}`, e] as const))('%s is a valid cart with a complete expectation', (_label, e) => {
    expect(profiles, `no profile in shops/${e.site} has shopId ${String(e.cart.shopId)}`).toContain(e.profile);
    expect(validateCart(e.cart).ok).toBe(true);
    expect((e.cart as Record<string, unknown>)['$schema']).toBe('../../../schemas/cart.schema.json');
    expect(Object.keys(e.expected.totals).sort()).toEqual([...TOTAL_KEYS].sort());
    expect(e.expected.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?([+-]\d\d:\d\d|Z)$/);
    const why = typeof e.expected.why === 'string' ? e.expected.why : e.expected.why.join(' ');
    expect(why.length).toBeGreaterThan(80);
  });

  it.each(examples.map((e) => [`${e.site}/${e.name}`, e] as const))('%s prices to the hand-worked totals', async (_label, e) => {
    const argv = ['price', '--shop', relative(root, e.profile!.file), '--cart', relative(root, e.cartFile), '--at', e.expected.at, '--json'];
    if (e.expected.history !== undefined) argv.push('--history', JSON.stringify(e.expected.history));
    if (e.expected.promoHistory !== undefined) argv.push('--promo-history', JSON.stringify(e.expected.promoHistory));
    const { code, out, err } = await run(argv);
    expect(err).toBe('');
    const quote = JSON.parse(out) as { totals: Record<string, number>; blockers: { code: string }[] };
    expect(Object.keys(quote.totals).sort()).toEqual([...TOTAL_KEYS].sort());
    expect(quote.totals).toEqual(e.expected.totals);
    expect(quote.blockers.map((b) => b.code).sort()).toEqual([...e.expected.blockers].sort());
    expect(code).toBe(e.expected.blockers.length === 0 ? 0 : 1);
  });
});

describe('menu, slots and explain on every shipped profile', () => {
  const at = '2026-03-10T12:00:00-07:00';

  it.each(profiles.map((p) => [p.shopId, p] as const))('%s: menu lists its visible categories and prices', async (_id, p) => {
    const text = await run(['menu', '--shop', relative(root, p.file), '--at', at]);
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/\$\d+\.\d\d/);
    const json = await run(['menu', '--shop', relative(root, p.file), '--at', at, '--json']);
    expect(json.code).toBe(0);
    const menu = JSON.parse(json.out) as { shopId: string; categories: { name: string; products: unknown[] }[] };
    expect(menu.shopId).toBe(p.shopId);
    expect(menu.categories.length).toBeGreaterThan(0);
    for (const c of menu.categories) expect(text.out).toContain(c.name);
  });

  it.each(profiles.map((p) => [p.shopId, p] as const))('%s: slots offers pickup and delivery times or says why not', async (_id, p) => {
    for (const type of ['pickup', 'delivery']) {
      const r = await run(['slots', '--shop', relative(root, p.file), '--type', type, '--at', at]);
      expect(r.code).toBe(0);
      const j = await run(['slots', '--shop', relative(root, p.file), '--type', type, '--at', at, '--json']);
      const list = JSON.parse(j.out) as { slots: { value: string; label: string }[]; message?: string };
      if (list.slots.length === 0) {
        expect(list.message).toBe('not available to order at this time');
        expect(r.out).toContain('not available to order at this time');
      } else {
        for (const s of list.slots) expect(r.out).toContain(s.label);
        expect(r.out).toContain(`${list.slots.length} slot`);
      }
    }
  });

  it.each(profiles.map((p) => [p.shopId, p] as const))('%s: explain names every rule, preset rules marked', async (_id, p) => {
    const r = await run(['explain', '--shop', relative(root, p.file), '--all']);
    expect(r.code).toBe(0);
    for (const rule of p.rules) expect(r.out).toContain(`- ${rule.id}: `);
    // A shop written fresh does not extend legacy-tags, and then lists none of its rules.
    if (p.extends.includes('legacy-tags')) for (const id of presetRuleIds) expect(r.out).toContain(`- ${id} [from preset legacy-tags]: `);
    else expect(r.out).not.toContain('[from preset legacy-tags]');
  });
});
