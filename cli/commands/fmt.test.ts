import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProfileFile } from '../../schemas/node.js';
import { REPO_ROOT, runShopctl } from './testing.js';

const shops = join(REPO_ROOT, 'shops');

interface Example {
  readonly profile: string;
  readonly cart: string;
  readonly at: string;
  readonly history?: unknown;
}

/** Every shipped example cart with the profile of its shopId (paths relative to the repository). */
function examples(): Example[] {
  const out: Example[] = [];
  for (const site of readdirSync(shops, { withFileTypes: true })) {
    if (!site.isDirectory() || site.name === 'presets') continue;
    const dir = join(shops, site.name);
    const profiles = readdirSync(dir).filter((f) => f.endsWith('.profile.json'));
    const byShop = new Map(profiles.map((f) => [(JSON.parse(readFileSync(join(dir, f), 'utf8')) as { shopId: string }).shopId, join(dir, f)]));
    let files: string[] = [];
    try {
      files = readdirSync(join(dir, 'examples')).filter((f) => f.endsWith('.cart.json'));
    } catch {
      continue;
    }
    for (const f of files) {
      const cart = join(dir, 'examples', f);
      const shopId = (JSON.parse(readFileSync(cart, 'utf8')) as { shopId: string }).shopId;
      const expected = JSON.parse(readFileSync(cart.replace(/\.cart\.json$/, '.expected.json'), 'utf8')) as { at: string; history?: unknown };
      const profile = byShop.get(shopId);
      if (profile) out.push({ profile: relative(REPO_ROOT, profile), cart: relative(REPO_ROOT, cart), at: expected.at, ...(expected.history !== undefined ? { history: expected.history } : {}) });
    }
  }
  return out;
}

/** The shipped profile with its hours and own rules as the loader hands them to the engine (milliseconds, numeric days, factors, effect.match). */
async function legacyText(profile: string): Promise<string> {
  const raw = JSON.parse(readFileSync(join(REPO_ROOT, profile), 'utf8')) as Record<string, unknown>;
  const loaded = await loadProfileFile(join(REPO_ROOT, profile));
  if (!loaded.ok) throw new Error(`${profile} does not load`);
  const own = loaded.profile.rules.filter((_, i) => loaded.ruleSources[i]?.preset === undefined);
  const settings = { ...(raw['settings'] as Record<string, unknown>), hours: loaded.profile.settings.hours };
  return JSON.stringify({ ...raw, settings, ...(raw['rules'] ? { rules: own } : {}) }, null, 2);
}

async function totals(e: Example, profileText: string): Promise<unknown> {
  const argv = ['price', '--shop', e.profile, '--cart', e.cart, '--at', e.at, '--json'];
  if (e.history !== undefined) argv.push('--history', JSON.stringify(e.history));
  const { out, err } = await runShopctl(argv, { [e.profile]: profileText });
  expect(err).toBe('');
  const quote = JSON.parse(out) as { totals: unknown; blockers: { code: string }[] };
  return { totals: quote.totals, blockers: quote.blockers.map((b) => b.code) };
}

describe('shopctl fmt', () => {
  const all = examples();

  it('finds the shipped examples', () => {
    expect(all.length).toBeGreaterThanOrEqual(20);
  });

  it.each(all.map((e) => [`${e.profile} ${e.cart}`, e] as const))('%s: the legacy form and its fmt rewrite price the same', async (_label, e) => {
    const legacy = await legacyText(e.profile);
    const before = await totals(e, legacy);
    const { code, out } = await runShopctl(['fmt', e.profile], { [e.profile]: legacy });
    expect(code).toBe(0);
    expect(out).not.toContain('39600000');
    expect(await totals(e, out)).toEqual(before);
  });

  it('rewrites hours, days, factors and a promotion match and when into the human forms, keeping key order', async () => {
    const profile = 'shops/test/test.profile.json';
    const legacy = JSON.stringify({
      shopId: 'x',
      settings: { hours: { pickUp: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, timeRanges: [{ from: 39_600_000, to: day === 5 || day === 6 ? 93_600_000 : 79_200_000 }] })) } },
      rules: [
        { id: 'a', kind: 'price-factor', target: 'product', match: { tags: ['x'] }, factor: '0.75', rounding: 'floor' },
        { id: 'b', kind: 'promotion', code: 'SAVE', effect: { type: 'percent-off', percent: 10, match: { tags: ['y'] } }, conditions: { when: { days: [1, 2, 3] } } },
        { id: 'c', kind: 'promotion', conditions: { minSubtotalCents: 5000, when: 'lunch' }, effect: { type: 'percent-off', percent: 15 } },
      ],
    });
    const { out } = await runShopctl(['fmt', profile], { [profile]: legacy });
    const v = JSON.parse(out) as { settings: { hours: { pickUp: unknown } }; rules: Record<string, unknown>[] };
    expect(v.settings.hours.pickUp).toEqual([
      { days: 'sun-thu', timeRanges: [{ from: '11:00', to: '22:00' }] },
      { days: 'fri-sat', timeRanges: [{ from: '11:00', to: '02:00' }] },
    ]);
    expect(Object.keys(v.rules[0]!)).toEqual(['id', 'kind', 'target', 'match', 'percentOff', 'rounding']);
    expect(v.rules[0]!['percentOff']).toBe(25);
    // A promotion's when at the top, where every rule kind takes it; its other conditions stay.
    expect(Object.keys(v.rules[1]!)).toEqual(['id', 'kind', 'code', 'match', 'effect', 'when']);
    expect(v.rules[1]!['effect']).toEqual({ type: 'percent-off', percent: 10 });
    expect(v.rules[1]!['when']).toEqual({ days: 'mon-wed' });
    expect(Object.keys(v.rules[2]!)).toEqual(['id', 'kind', 'when', 'conditions', 'effect']);
    expect(v.rules[2]!['conditions']).toEqual({ minSubtotalCents: 5000 });
    expect(out.startsWith('{\n  "shopId": "x",\n')).toBe(true);
  });

  it('--check passes on the shipped shops and lists a legacy file', async () => {
    expect((await runShopctl(['fmt', 'shops', '--check'])).code).toBe(0);
    const profile = 'shops/test/test.profile.json';
    const checked = await runShopctl(['fmt', profile, '--check'], { [profile]: await legacyText(profile) });
    expect(checked.code).toBe(1);
    expect(checked.out).toContain('shops/test/test.profile.json: some values are not in the human forms');
  });

  it('--check says a file lacks its final newline, not that its values are not in the human forms', async () => {
    const profile = 'shops/test/test.profile.json';
    const shipped = readFileSync(join(REPO_ROOT, profile), 'utf8');
    const checked = await runShopctl(['fmt', profile, '--check'], { [profile]: shipped.replace(/\n$/, '') });
    expect(checked.code).toBe(1);
    expect(checked.out).toBe(`${profile}: the file lacks a final newline (fmt adds it)\n1 file(s) not formatted: run shopctl fmt --write on them.\n`);
    // The legacy form names the values, and a 4-space layout the layout.
    const legacy = await runShopctl(['fmt', profile, '--check'], { [profile]: await legacyText(profile) });
    expect(legacy.out).toContain(`${profile}: some values are not in the human forms (hours "11:00", days "mon-fri", percentOff, a promotion's match at the top)`);
    const wide = await runShopctl(['fmt', profile, '--check'], { [profile]: `${JSON.stringify(JSON.parse(shipped), null, 4)}\n` });
    expect(wide.out.split('\n')[0]).toBe(`${profile}: the layout is not 2-space JSON (fmt re-indents it)`);
  });

  it('writes a menu group\'s numbered daysOfWeek as names, and the menu prices the same', async () => {
    const menuFile = 'shops/test/test.menu.json';
    const shipped = readFileSync(join(REPO_ROOT, menuFile), 'utf8');
    // The weekend group as the legacy menus number it (0 = Sunday, 6 = Saturday).
    const legacy = shipped.replace('"daysOfWeek": "sat-sun"', '"daysOfWeek": [\n                0,\n                6\n              ]');
    expect(legacy).not.toBe(shipped);
    const { code, out } = await runShopctl(['fmt', menuFile], { [menuFile]: legacy });
    expect(code).toBe(0);
    expect(out).toBe(shipped);
    const checked = await runShopctl(['fmt', menuFile, '--check'], { [menuFile]: legacy });
    expect(checked.code).toBe(1);
    // A Saturday brunch cart prices the same with either spelling of the days.
    const cart = 'weekend.cart.json';
    const cartText = JSON.stringify({ products: [{ productId: 't-pancakes', quantity: 1, customerPicks: { 't-we-mimosa-mocktail': true } }], cartType: 'PICKUP', paymentType: 'CASH' });
    const price = async (menuText: string) => {
      const r = await runShopctl(['price', '--shop', 'shops/test/test.profile.json', '--cart', cart, '--at', '2025-06-21T17:00:00Z', '--json'], { [menuFile]: menuText, [cart]: cartText });
      return (JSON.parse(r.out) as { totals: { subtotalCents: number } }).totals;
    };
    // Pancakes $8.50 with the $4.00 add-on the group offers on Saturdays.
    expect((await price(out)).subtotalCents).toBe(850 + 400);
    expect(await price(out)).toEqual(await price(legacy));
  });

  it('--json reports each file (and a file that is not JSON as a BAD_JSON finding), as --check, --write and plain runs do', async () => {
    const profile = 'shops/test/test.profile.json';
    const menuFile = 'shops/test/test.menu.json';
    const shipped = readFileSync(join(REPO_ROOT, profile), 'utf8');
    const menuText = readFileSync(join(REPO_ROOT, menuFile), 'utf8');
    const files = { [profile]: shipped.replace(/\n$/, ''), [menuFile]: '{ "subMenus": [' };
    const checked = await runShopctl(['fmt', profile, menuFile, '--check', '--json'], files);
    expect(checked.code).toBe(1);
    const report = JSON.parse(checked.out) as { ok: boolean; findings: { code: string; file: string }[]; files: unknown[] };
    expect(report.ok).toBe(false);
    expect(report.findings.map((f) => [f.code, f.file])).toEqual([['BAD_JSON', menuFile]]);
    expect(report.files).toEqual([{ file: profile, formatted: false, problems: ['the file lacks a final newline (fmt adds it)'] }]);
    expect(checked.err).toBe('');

    const plain = await runShopctl(['fmt', profile, menuFile, '--json'], { [profile]: shipped, [menuFile]: menuText });
    expect(plain.code).toBe(0);
    expect(JSON.parse(plain.out)).toEqual({
      ok: true,
      findings: [],
      files: [
        { file: profile, formatted: true, problems: [], text: shipped },
        { file: menuFile, formatted: true, problems: [], text: menuText },
      ],
    });
  });

  it('--write --json says which files it rewrote', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shopctl-fmt-'));
    try {
      const file = join(dir, 'x.profile.json');
      writeFileSync(file, '{"shopId":"x"}');
      const r = await runShopctl(['fmt', file, '--write', '--json']);
      expect(r.code).toBe(0);
      expect(JSON.parse(r.out)).toEqual({ ok: true, findings: [], files: [{ file, formatted: false, problems: ['the layout is not 2-space JSON (fmt re-indents it)', 'the file lacks a final newline (fmt adds it)'], written: true }] });
      expect(readFileSync(file, 'utf8')).toBe('{\n  "shopId": "x"\n}\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is listed in the help', async () => {
    const { out } = await runShopctl(['--help']);
    expect(out.replace(/\s+/g, " ")).toMatch(/fmt \[options\] <profile-or-dir...> Rewrite profiles, presets and menus into human units/);
  });
});
