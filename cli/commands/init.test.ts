import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runShopctl } from './testing.js';

const base = mkdtempSync(join(tmpdir(), 'shopctl-init-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const readJson = (path: string): any => JSON.parse(readFileSync(path, 'utf8'));
const cents = (dollars: number): number => Math.round(dollars * 100);

describe('shopctl init', () => {
  const site = join(base, 'juice-bar');

  it('scaffolds a site folder that lints clean and whose example cart prices to the menu arithmetic', async () => {
    const init = await runShopctl(['init', 'juice-bar', '--dir', base]);
    expect([init.code, init.err]).toEqual([0, '']);
    expect(init.out).toContain(`Created ${site} for Juice Bar:`);

    const lint = await runShopctl(['lint', site, join(site, 'juice-bar.menu.json'), join(site, 'examples', 'cart.json'), '--json', '--strict']);
    expect(lint.code).toBe(0);
    expect(JSON.parse(lint.out)).toEqual({ ok: true, findings: [] });
    // Written in the human units already (hours as "11:00", weekday names): fmt has nothing to change.
    expect((await runShopctl(['fmt', site, '--check'])).code).toBe(0);

    const price = await runShopctl(['price', '--shop', site, '--cart', join(site, 'examples', 'cart.json'), '--json']);
    expect([price.code, price.err]).toEqual([0, '']);
    const quote = JSON.parse(price.out);

    // The total worked out here from the scaffolded files: unit prices from the menu, the tax rate
    // from the profile, the retail category untaxed, the tip the cart chose.
    const menu = readJson(join(site, 'juice-bar.menu.json'));
    const profile = readJson(join(site, 'juice-bar.profile.json'));
    const cart = readJson(join(site, 'examples', 'cart.json'));
    const products = menu.subMenus.flatMap((c: any) => c.products.map((p: any) => ({ ...p, retail: c.retail === true })));
    const modifierPrice = (p: any, id: string): number =>
      cents(p.modgroups.flatMap((g: any) => g.modifiers).find((m: any) => m.id === id).price);
    let subtotal = 0;
    let taxable = 0;
    for (const line of cart.products) {
      const p = products.find((x: any) => x.id === line.productId);
      const unit = cents(p.price) + Object.keys(line.customerPicks ?? {}).reduce((s, id) => s + modifierPrice(p, id), 0);
      subtotal += unit * line.quantity;
      if (!p.retail) taxable += unit * line.quantity;
    }
    const tax = Math.round((taxable * profile.settings.taxPercentage) / 100);
    const invoice = subtotal + tax + cart.tip.cents;
    // 2 x (10.00 + 2.00 fries) + 3.50 + 15.00 tote = 42.50; tax 9.5% of 27.50 = 2.6125 -> 2.61; tip 5.00.
    expect([subtotal, tax, invoice]).toEqual([4250, 261, 5011]);
    expect(quote.totals).toMatchObject({ subtotalCents: subtotal, taxCents: tax, tipCents: cart.tip.cents, invoiceCents: invoice });
    expect(quote.blockers).toEqual([]);
  });

  it('names the schemas in "$schema", relative to each file', () => {
    const repoSchemas = join(import.meta.dirname, '..', '..', 'schemas');
    expect(join(site, readJson(join(site, 'juice-bar.profile.json')).$schema)).toBe(join(repoSchemas, 'shop-profile.schema.json'));
    expect(join(site, readJson(join(site, 'juice-bar.menu.json')).$schema)).toBe(join(repoSchemas, 'menu.schema.json'));
    expect(join(site, 'examples', readJson(join(site, 'examples', 'cart.json')).$schema)).toBe(join(repoSchemas, 'cart.schema.json'));
  });

  it('agrees with the README: a new shop does not extend legacy-tags, and the README says when one should', () => {
    const root = join(import.meta.dirname, '..', '..');
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const addAShop = readme.slice(readme.indexOf('## Add a shop'), readme.indexOf('## shopctl'));
    const step2 = /```json\n([\s\S]*?)```/.exec(addAShop.slice(addAShop.indexOf('2. **Write the profile**')))![1]!;
    const written = readJson(join(site, 'juice-bar.profile.json'));
    expect(written.extends).toBeUndefined();
    expect(JSON.parse(step2).extends).toEqual(written.extends);
    // Both READMEs say when a shop wants the legacy markers: a legacy menu whose names carry them.
    expect(addAShop).toContain('**A new shop does not extend `legacy-tags`**');
    expect(addAShop).toMatch(/only when the menu comes from the legacy product/);
    expect(readFileSync(join(root, 'shops', 'README.md'), 'utf8')).toMatch(/A new shop[^.]*does not extend it/);
  });

  it('refuses to overwrite an existing folder, and leaves it as it was', async () => {
    const menuFile = join(site, 'juice-bar.menu.json');
    writeFileSync(menuFile, '{ "subMenus": [] }\n');
    const again = await runShopctl(['init', 'juice-bar', '--dir', base]);
    expect(again.code).toBe(2);
    expect(again.err).toContain('already exists');
    expect(readFileSync(menuFile, 'utf8')).toBe('{ "subMenus": [] }\n');
  });

  it('--json names the folder and the files written', async () => {
    const r = await runShopctl(['init', 'taco-cart', '--dir', base, '--name', 'Taco Cart', '--json']);
    expect([r.code, r.err]).toEqual([0, '']);
    const folder = join(base, 'taco-cart');
    const files = [join(folder, 'taco-cart.profile.json'), join(folder, 'taco-cart.menu.json'), join(folder, 'examples', 'cart.json')];
    expect(JSON.parse(r.out)).toEqual({ ok: true, site: 'taco-cart', name: 'Taco Cart', folder, files });
    expect(readJson(files[0]!).identity.name).toBe('Taco Cart');
    expect(readJson(files[2]!).shopId).toBe('taco-cart');
  });

  it.each([
    ['a site id with capitals', ['init', 'JuiceBar', '--dir', base], 'lowercase letters, digits and dashes'],
    ['an unknown time zone', ['init', 'tz-shop', '--dir', base, '--time-zone', 'Mars/Olympus'], 'not an IANA time zone'],
  ])('exits 2 on %s', async (_case, argv, message) => {
    const r = await runShopctl(argv);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });
});
