/**
 * The shipped shops: every profile and menu is valid, menus are realistic in size, ids are unique,
 * local images exist, the loader and lint find nothing wrong, and every row of the behaviour table
 * in shops/README.md points at a rule, setting or menu entity that really exists. The example
 * restaurants (docs/examples.md) are written fresh, as staff would: they do not extend legacy-tags,
 * their menus stay short, and a site's locations may share one menu file.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findProfileFiles, loadProfileFile } from '../schemas/node.js';
import { lintProfile } from '../engine/lint/index.js';
import { createAjv } from '../schemas/ajv-setup.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SHOPS = join(ROOT, 'shops');
const PROFILE_ID = 'https://schemas.storefront.local/shop-profile.schema.json';

type Json = Record<string, unknown>;
interface Rule { id: string; kind: string; description?: string; model?: string; bands?: { upToMiles?: number; feeCents: number }[] }
interface Modifier { id: string; photo?: unknown }
interface Modgroup { id: string; modifiers?: Modifier[]; showIf?: string }
/** A product's group written in place, or `{ "use": id }` of the menu's modgroupLibrary (with its own id when given). */
type ModgroupOrUse = Modgroup | { use: string; id?: string };
interface Product { id: string; name: { en?: string } | string; photo?: unknown; modgroups?: ModgroupOrUse[] }
interface SubMenu { id: string; products: Product[] }
interface Menu { subMenus: SubMenu[]; modgroupLibrary?: Modgroup[] }
interface Shop { site: string; file: string; menuFile: string; menuLines: number; profile: Json & { shopId: string; rules?: Rule[]; extends?: string[] }; menu: Menu }

/** The example restaurants of docs/examples.md: new shops written from the docs, not imported from the legacy product. */
const EXAMPLE_SITES = ['fornorosso', 'hinode'];

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

// The schemas as ajv sees them with the project's one configuration (schemas/ajv-setup.ts), compiled
// here from the JSON files rather than taken from the precompiled validators. It fills defaults, so
// each check validates a copy: the behaviour table below must see only what the files set.
const ajv = createAjv();
const validateProfile = ajv.getSchema(PROFILE_ID)!;
const validateMenu = ajv.getSchema('https://schemas.storefront.local/menu.schema.json')!;

const sites = readdirSync(SHOPS).filter((d) => d !== 'presets' && statSync(join(SHOPS, d)).isDirectory()).sort();
const shops: Shop[] = sites.flatMap((site) =>
  readdirSync(join(SHOPS, site)).filter((f) => f.endsWith('.profile.json')).sort().map((f) => {
    const profile = readJson(join(SHOPS, site, f)) as Shop['profile'];
    const menuFile = (profile['menu'] as { file?: string }).file ?? '';
    const menuText = readFileSync(join(SHOPS, site, menuFile), 'utf8');
    return { site, file: `${site}/${f}`, menuFile, menuLines: menuText.split('\n').length - 1, profile, menu: JSON.parse(menuText) as Menu };
  }),
);
const presetRules = (id: string): Rule[] => {
  const path = join(SHOPS, 'presets', `${id}.json`);
  return existsSync(path) ? ((readJson(path) as { rules: Rule[] }).rules ?? []) : [];
};
const allRules = (s: Shop): Rule[] => [...(s.profile.extends ?? []).flatMap(presetRules), ...(s.profile.rules ?? [])];
const products = (m: Menu): Product[] => m.subMenus.flatMap((c) => c.products);
/** A product's groups as customers get them: a `use` entry is the library group under the product's id for it. */
const groupsOf = (m: Menu, p: Product): Modgroup[] => (p.modgroups ?? []).map((g) => {
  if (!('use' in g)) return g;
  const shared = (m.modgroupLibrary ?? []).find((l) => l.id === g.use);
  return { ...shared, id: g.id ?? g.use, modifiers: shared?.modifiers ?? [] };
});
const menuIds = (m: Menu): Set<string> => new Set([
  ...m.subMenus.map((c) => c.id),
  ...products(m).flatMap((p) => [p.id, ...groupsOf(m, p).flatMap((g) => [g.id, ...(g.modifiers ?? []).map((x) => x.id)])]),
]);
const errorsOf = (v: ValidateFunction): string =>
  (v.errors ?? []).slice(0, 5).map((e) => `${e.instancePath} ${e.message ?? ''}`).join('; ');

describe('shipped shops', () => {
  it('ships the expected shops', () => {
    expect(shops.map((s) => s.profile.shopId).sort()).toEqual([
      'fornorosso-culvercity', 'fornorosso-silverlake', 'goldencrumb-pasadena', 'hinode', 'juicestop', 'kaiju-ktown',
      'kaiju-lacienega', 'loscompadres-eastla', 'saffrongrill-reseda', 'sunsetslice', 'tapiocatide-sawtelle', 'test',
      'wingtheory-noho',
    ]);
  });

  it('shares one menu file between the locations of a site only under the site\'s name', () => {
    // A site whose locations share a menu names it after the site (fornorosso.menu.json); otherwise
    // each location has its own menu named after its shopId.
    for (const site of sites) {
      const files = new Set(shops.filter((s) => s.site === site).map((s) => s.menuFile));
      const locations = shops.filter((s) => s.site === site).length;
      if (files.size < locations) expect([...files], site).toEqual([`${site}.menu.json`]);
    }
    expect(shops.filter((s) => s.menuFile === 'fornorosso.menu.json').map((s) => s.profile.shopId).sort()).toEqual(['fornorosso-culvercity', 'fornorosso-silverlake']);
  });

  describe.each(shops.map((s) => [s.file, s] as const))('%s', (_file, s) => {
    const example = EXAMPLE_SITES.includes(s.site);

    it(example
      ? 'is a valid profile written fresh (no legacy-tags) whose menu is named after its shopId or, shared, its site'
      : 'is a valid profile that extends legacy-tags and names its menu after its shopId', () => {
      expect(validateProfile(structuredClone(s.profile)), errorsOf(validateProfile)).toBe(true);
      expect(s.profile['$schema']).toBe('../../schemas/shop-profile.schema.json');
      if (example) expect(s.profile.extends ?? []).not.toContain('legacy-tags');
      else expect(s.profile.extends).toContain('legacy-tags');
      expect(s.file).toBe(`${s.site}/${s.profile.shopId}.profile.json`);
      const shared = shops.filter((o) => o.menuFile === s.menuFile).length > 1;
      expect(s.profile['menu']).toEqual({ file: shared ? `${s.site}.menu.json` : `${s.profile.shopId}.menu.json` });
      expect((s.profile['site'] as { id: string }).id).toBe(s.site);
      expect((s.profile['identity'] as { timeZone: string }).timeZone).toBe('America/Los_Angeles');
    });

    it(example ? 'has a valid, short menu: 10 to 40 products in under 600 lines' : 'has a valid menu of 30 to 150 products', () => {
      expect(validateMenu(structuredClone(s.menu)), errorsOf(validateMenu)).toBe(true);
      const n = products(s.menu).length;
      expect(n).toBeGreaterThanOrEqual(example ? 10 : 30);
      expect(n).toBeLessThanOrEqual(example ? 40 : 150);
      if (example) expect(s.menuLines).toBeLessThan(600);
    });

    it('has unique category, product and rule ids, and unique modifier ids within each product', () => {
      const cats = s.menu.subMenus.map((c) => c.id);
      expect(new Set(cats).size).toBe(cats.length);
      const prods = products(s.menu).map((p) => p.id);
      expect(new Set(prods).size).toBe(prods.length);
      for (const p of products(s.menu)) {
        const groups = groupsOf(s.menu, p).map((g) => g.id);
        expect(new Set(groups).size, p.id).toBe(groups.length);
        const mods = groupsOf(s.menu, p).flatMap((g) => (g.modifiers ?? []).map((x) => x.id));
        expect(new Set(mods).size, p.id).toBe(mods.length);
      }
      const rules = allRules(s).map((r) => r.id);
      expect(new Set(rules).size).toBe(rules.length);
    });

    it('describes every rule of its own', () => {
      for (const r of s.profile.rules ?? []) expect(r.description ?? '', r.id).not.toBe('');
    });

    it('references only images that exist in its site folder', () => {
      const photos = products(s.menu).flatMap((p) => [p.photo, ...groupsOf(s.menu, p).flatMap((g) => (g.modifiers ?? []).map((x) => x.photo))]);
      const local = photos.filter((ph): ph is { type: string; id: string; e: string } => typeof ph === 'object' && ph !== null && (ph as Json)['type'] === 'local');
      expect(local.length).toBeGreaterThan(0);
      for (const ph of local) expect(existsSync(join(SHOPS, s.site, 'images', `${ph.id}.${ph.e}`)), ph.id).toBe(true);
      const identity = s.profile['identity'] as { logo?: string; locations?: { storefrontPhoto?: string }[] };
      const pages = ((s.profile['presentation'] as { pages?: { heroImage?: string }[] } | undefined)?.pages ?? []);
      const paths = [identity.logo, ...(identity.locations ?? []).map((l) => l.storefrontPhoto), ...pages.map((p) => p.heroImage)];
      for (const p of paths) if (p !== undefined) expect(existsSync(join(SHOPS, s.site, p)), p).toBe(true);
    });
  });

  it('gives every product of the demo shops a local picture (shops/test keeps some without, for the placeholder)', () => {
    for (const s of shops.filter((x) => x.site !== 'test')) {
      const missing = products(s.menu).filter((p) => (p.photo as Json | undefined)?.['type'] !== 'local').map((p) => p.id);
      expect(missing, s.file).toEqual([]);
    }
    expect(products(shops.find((s) => s.site === 'test')!.menu).some((p) => p.photo === undefined)).toBe(true);
  });

  it('keeps every image small and local', () => {
    const menuPictures = new Set(shops.flatMap((s) => products(s.menu).flatMap((p) => {
      const ph = p.photo as Json | undefined;
      return ph?.['type'] === 'local' ? [`${s.site}/${String(ph['id'])}.${String(ph['e'])}`] : [];
    })));
    expect(menuPictures.size).toBeGreaterThan(500);
    for (const site of sites) {
      const dir = join(SHOPS, site, 'images');
      for (const f of readdirSync(dir)) {
        expect(f.endsWith('.svg'), f).toBe(true);
        const svg = readFileSync(join(dir, f), 'utf8');
        // The food illustrations (tools/illustrations) stay small: no bitmaps, a viewBox, a name.
        // A menu picture, combos and party trays included, stays under 12 KB; a logo, hero or storefront under 16 KB.
        expect(svg.length, f).toBeLessThan((menuPictures.has(`${site}/${f}`) ? 12 : 16) * 1024);
        expect(svg, f).not.toMatch(/(href|src)=|https?:\/\/(?!www\.w3\.org)|data:/);
        expect(svg, f).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"[^>]*role="img"[^>]*aria-label="[^"]+"/);
      }
    }
  });

  it('loads with the real loader and lints without findings', async () => {
    const files = await findProfileFiles(SHOPS);
    expect(files.length).toBe(shops.length);
    const loaded = await Promise.all(files.map((f) => loadProfileFile(f)));
    const knownShopIds = loaded.flatMap((r) => (r.ok ? [r.profile.shopId] : []));
    const problems: string[] = [];
    for (const r of loaded) {
      for (const f of r.findings) problems.push(`${r.file}: ${f.severity} ${f.code} ${f.path} ${f.message}`);
      if (!r.ok) continue;
      for (const f of lintProfile(r.profile, { file: r.file, locate: r.locate, ruleSources: r.ruleSources, knownShopIds })) {
        problems.push(`${r.file}: ${f.severity} ${f.code} ${f.path} ${f.message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('spec-driven examples', () => {
  const byId = (id: string): Shop => shops.find((s) => s.profile.shopId === id)!;
  const rule = (shopId: string, id: string): Rule & Json => (byId(shopId).profile.rules ?? []).find((r) => r.id === id) as Rule & Json;

  it.each([
    // shop, rule, expected bands worked out from spec section 9
    ['test', 'test-delivery-step', [{ upToMiles: 5, feeCents: 295 }, { feeCents: 500 }]],
    ['loscompadres-eastla', 'lc-delivery-three-over-three', [{ upToMiles: 3, feeCents: 0 }, { feeCents: 300 }]],
    ['sunsetslice', 'ss-delivery-five-over-three', [{ upToMiles: 3, feeCents: 350 }, { feeCents: 500 }]],
    ['goldencrumb-pasadena', 'gc-delivery-five-over-four', [{ upToMiles: 4, feeCents: 299 }, { feeCents: 500 }]],
    ['wingtheory-noho', 'wt-delivery-uber-bands', [{ upToMiles: 1, feeCents: 640 }, { upToMiles: 2, feeCents: 830 }, { upToMiles: 3, feeCents: 1020 }, { upToMiles: 4, feeCents: 1210 }, { feeCents: 1400 }]],
  ])('%s %s has the legacy bands', (shopId, id, bands) => {
    expect(rule(shopId, id).bands).toEqual(bands);
  });

  it.each([
    // fixed $5 deals: the discount is worked out as item price minus the $5 deal price; remainder must exceed $10
    ['lc-burrito-deal-5', 'lc-burrito-deal', 1300, 800],
    ['lc-family-plate-deal-5', 'lc-family-plate', 1500, 1000],
  ])('%s makes %s a $5 deal', (id, productId, priceCents, discountCents) => {
    const effect = rule('loscompadres-eastla', id)['effect'] as Json;
    expect(rule('loscompadres-eastla', id)['match']).toEqual({ ids: [productId] });
    expect(effect).toMatchObject({ type: 'fixed-price-deal', remainderMinCents: 1000, dealPriceCents: 500 });
    expect(effect['discountCents']).toBeUndefined();
    const product = products(byId('loscompadres-eastla').menu).find((p) => p.id === productId) as Product & { price: number | string };
    expect(Math.round(Number(product.price) * 100)).toBe(priceCents);
    expect(priceCents - discountCents).toBe(500);
  });

  it('makes the 16in option unavailable on weekends before 4pm', () => {
    const r = rule('sunsetslice', 'ss-16in-weekend-afternoons');
    expect(r).toMatchObject({ kind: 'unavailable', target: 'modifier', reason: 'TIME_LIMITED', when: 'weekend-before-4pm' });
    expect((byId('sunsetslice').profile['schedules'] as Json)['weekend-before-4pm']).toEqual({ days: [0, 6], to: '16:00' });
  });
});

describe('behaviour table in shops/README.md', () => {
  const readme = readFileSync(join(SHOPS, 'README.md'), 'utf8');
  const rows = readme.split('\n').filter((l) => /^\|.*`[a-z0-9-]+\/[a-z0-9-]+\.profile\.json`/.test(l)).map((line) => {
    const cells = line.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim());
    const file = /`([^`]+\.profile\.json)`/.exec(cells[1] ?? '')?.[1] ?? '';
    const tokens = [...(cells[2] ?? '').matchAll(/`((?:rule|setting|menu):[^`]+)`/g)].map((m) => m[1]!);
    return { behaviour: cells[0] ?? '', file, tokens };
  });

  const get = (obj: unknown, path: string): unknown =>
    path.split('.').reduce<unknown>((o, k) => (o !== null && typeof o === 'object' ? (o as Json)[k] : undefined), obj);

  it('has a row for every hard-coded behaviour family', () => {
    expect(rows.length).toBeGreaterThanOrEqual(80);
    for (const r of rows) expect(r.tokens.length, r.behaviour).toBeGreaterThan(0);
    const text = rows.map((r) => r.behaviour).join('\n');
    for (const phrase of ['20%', '15%', 'Buy one', 'pair', '$50', '$8 off', '$10 off', '50off', '30off', '25off', '20off', '10off', '$1 increase', 'removal', 'Dated', '16in', 'cashback panel', '$30', 'tip widget', 'code field', 'contact you', 'disclaimer', '(limit 10)', '(limit 5)', '(limit 3)', '(limit 1)', 'pw2', 'step function', 'threeOverThree', 'fiveOverThree', 'fiveOverFour', 'Uber', 'Linear', 'Free delivery', 'v=3', 'multi-shop', '`breakfast`', '`tuesday-only`', '`thursdays-only`', '`tuesday-thursdays`', '`noho-breakfast`', '`promo-wing-it-wed`', '`hide`', '`hidden`', 'Dine-In Only', 'OUT_OF_STOCK', 'RETAIL', 'taxP', 'Market-price', 'Halal', 'allServicePercentage', 'Donation', 'Dine-in allowed', 'Utensils', 'deliveryCreditOnly', 'Cash disabled', 'maxCashOrderTotalInCents', 'pickup subtotal', 'delivery subtotal', 'Scheduled', 'Banners', 'Site notice', 'order paths']) {
      expect(text, phrase).toContain(phrase);
    }
  });

  it.each(rows.map((r) => [r.behaviour, r] as const))('%s', (_b, row) => {
    const shop = shops.find((s) => s.file === row.file);
    expect(shops.map((s) => s.file), 'the table names a shipped profile').toContain(row.file);
    const ruleIds = new Set(allRules(shop!).map((r) => r.id));
    const ids = menuIds(shop!.menu);
    for (const token of row.tokens) {
      const [kind, rest] = [token.slice(0, token.indexOf(':')), token.slice(token.indexOf(':') + 1)];
      if (kind === 'rule') expect(ruleIds.has(rest), `${row.file} has rule ${rest}`).toBe(true);
      else if (kind === 'menu') expect(ids.has(rest), `${row.file} menu has ${rest}`).toBe(true);
      else {
        const eq = rest.indexOf('=');
        const path = eq < 0 ? rest : rest.slice(0, eq);
        const value = get(shop!.profile, path);
        expect(value === undefined || value === null, `${row.file} sets ${path}`).toBe(false);
        if (eq >= 0) expect(value, `${row.file} ${path}`).toEqual(JSON.parse(rest.slice(eq + 1)));
      }
    }
  });
});

describe('properties', () => {
  const bandRules = shops.flatMap((s) => allRules(s).filter((r) => r.kind === 'delivery-fee' && r.model === 'bands').map((r) => [s, r] as const));

  it('every distance up to the maximum falls in exactly one first band, and bands only ever rise or stay', () => {
    expect(bandRules.length).toBeGreaterThanOrEqual(7);
    for (const [s, r] of bandRules) {
      const bands = r.bands ?? [];
      const limits = bands.filter((b) => b.upToMiles !== undefined).map((b) => b.upToMiles!);
      expect([...limits].sort((a, b) => a - b), s.file).toEqual(limits);
      expect(bands.at(-1)?.upToMiles, `${s.file} ends with a catch-all band`).toBeUndefined();
      const max = (get(s.profile, 'settings.delivery.maxDistanceInMiles') as number | undefined) ?? 5;
      fc.assert(fc.property(fc.integer({ min: 1, max: Math.round(max * 10) - 1 }), (tenths) => {
        const miles = tenths / 10;
        const i = bands.findIndex((b) => b.upToMiles === undefined || miles <= b.upToMiles);
        expect(i).toBeGreaterThanOrEqual(0);
        const fee = bands[i]!.feeCents;
        const next = bands.findIndex((b) => b.upToMiles === undefined || miles + 0.1 <= b.upToMiles);
        expect(bands[next]!.feeCents).toBeGreaterThanOrEqual(fee);
      }), { numRuns: 50 });
    }
  });

  function get(obj: unknown, path: string): unknown {
    return path.split('.').reduce<unknown>((o, k) => (o !== null && typeof o === 'object' ? (o as Json)[k] : undefined), obj);
  }
});
