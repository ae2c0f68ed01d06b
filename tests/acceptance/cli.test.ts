/**
 * shopctl from outside: lint (README "Add a shop" step 4, a typo key with file, path, line and
 * hint), import of a legacy settings + menu pair then price on the result, menu visibility of the
 * legacy category tags by weekday, slots, explain, and the exit codes 0 / 1 / 2 of every command.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACME_PROFILES,
  REPO,
  TUE_NOON,
  cart,
  ensureBuilt,
  line,
  shopctl,
  shopctlAll,
  tempDir,
  writeAcmeSite,
  writeJson,
  type Run,
  type Site,
} from './support.js';

let site: Site;
let work: string;
/** Every shopctl call of this file, run in one concurrent batch (the CLI takes about a second to start). */
const calls: Record<string, () => string[]> = {};
const prepare: (() => void)[] = [];
let runs: Record<string, Run>;

beforeAll(async () => {
  ensureBuilt();
  site = writeAcmeSite();
  work = tempDir('cli');
  for (const p of prepare) p();
  const names = Object.keys(calls);
  const results = await shopctlAll(names.map((n) => calls[n]!()));
  runs = Object.fromEntries(names.map((n, i) => [n, results[i]!]));
}, 120_000);

afterAll(() => {
  rmSync(site.root, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

describe('shopctl lint', () => {
  calls['lintSite'] = () => ['lint', site.shopsDir];
  it('passes the freshly written site (README step 4) with exit 0', () => {
    const run = runs['lintSite']!;
    expect(run.code, run.stderr + run.stdout).toBe(0);
    expect(run.stdout).toContain(`${Object.keys(ACME_PROFILES).length} profiles checked: no problems found`);
  });

  // README "Add a shop": the step 2 profile exactly as printed, a step 3 menu, step 4 lint, step 5 price.
  let lineNo = 0;
  let column = 0;
  let typoFile = '';
  let walkDir = '';
  let walkCart = '';
  prepare.push(() => {
    const readme = readFileSync(join(REPO, 'README.md'), 'utf8');
    const from = readme.indexOf('2. **Write the profile**');
    const block = /```json\n([\s\S]*?)```/.exec(readme.slice(from))![1]!;
    const profileText = block
      .split('\n')
      .map((l) => l.replace(/^ {3}/, ''))
      .join('\n');
    walkDir = join(work, 'walk', 'shops', 'marios');
    mkdirSync(walkDir, { recursive: true });
    writeFileSync(join(walkDir, 'marios-downtown.profile.json'), profileText);
    // Step 3: the legacy menu format; a new shop's menu carries no legacy markers (a 50off tag here
    // would be plain text: the step 2 profile does not extend legacy-tags).
    writeJson(join(walkDir, 'marios-downtown.menu.json'), {
      subMenus: [
        {
          id: 'm-pizza',
          name: { en: 'Pizza' },
          tag: '',
          products: [{ id: 'm-margherita', name: { en: 'Margherita' }, price: '12.95', tags: ['50off'], modgroups: [] }],
        },
      ],
    });
    walkCart = writeJson(join(work, 'walk', 'cart.json'), cart([line('m-margherita')], { promoCode: 'SAVE20' }));
    // Step 4 with the README's typo.
    const typoDir = join(work, 'walk-typo', 'shops', 'marios');
    mkdirSync(typoDir, { recursive: true });
    const typoText = profileText.replace('"taxPercentage"', '"taxPercentge"');
    typoFile = join(typoDir, 'marios-downtown.profile.json');
    writeFileSync(typoFile, typoText);
    writeFileSync(join(typoDir, 'marios-downtown.menu.json'), readFileSync(join(walkDir, 'marios-downtown.menu.json')));
    const lines = typoText.split('\n');
    lineNo = lines.findIndex((l) => l.includes('"taxPercentge"')) + 1;
    column = lines[lineNo - 1]!.indexOf('"taxPercentge"') + 1;
  });
  calls['walkLint'] = () => ['lint', walkDir];
  // Hours: Monday 11:00-22:00 only, so price on a Monday at noon.
  calls['walkPrice'] = () => ['price', '--shop', join(walkDir, 'marios-downtown.profile.json'), '--cart', walkCart, '--at', '2025-06-16T12:00:00-07:00', '--json'];
  calls['lintTypoJson'] = () => ['lint', typoFile, '--json'];
  calls['lintTypoText'] = () => ['lint', typoFile];

  it("README walkthrough: the step 2 profile with a step 3 menu lints clean and prices", () => {
    expect(runs['walkLint']!.code, runs['walkLint']!.stdout).toBe(0);
    expect(runs['walkLint']!.stdout).toContain('1 profile checked: no problems found');
    const q = JSON.parse(runs['walkPrice']!.stdout);
    // No legacy-tags, so the 50off tag takes nothing off: 1295; SAVE20: 20% = 259; tax 9.5% x 1036 = 98.42 -> 98
    // preTip 1295 - 259 + 98 = 1134; cash, and cashback is off until a profile turns it on: earned 0
    expect(q.totals).toMatchObject({ subtotalCents: 1295, discountCents: 259, taxCents: 98, preTipTotalCents: 1134, invoiceCents: 1134, cashbackEarnedCents: 0 });
    expect(q.blockers).toEqual([]);
  });

  it('reports a typo key with its file, JSON path, line, column and a did-you-mean hint (exit 1)', () => {
    const json = runs['lintTypoJson'];
    const human = runs['lintTypoText'];
    expect(json!.code).toBe(1);
    const findings = JSON.parse(json!.stdout).findings as any[];
    const f = findings.find((x) => x.code === 'UNKNOWN_KEY');
    expect(f).toMatchObject({ severity: 'error', path: '/settings/taxPercentge', line: lineNo, column });
    expect(f.file.endsWith('marios-downtown.profile.json')).toBe(true);
    expect(f.hint).toContain('Did you mean "taxPercentage"?');
    expect(human!.code).toBe(1);
    expect(human!.stdout).toContain(`marios-downtown.profile.json:${lineNo}:${column}  error  UNKNOWN_KEY  "taxPercentge" is not a known key in /settings. (at /settings/taxPercentge)`);
    expect(human!.stdout).toContain('hint: Did you mean "taxPercentage"? Allowed keys here: enableOrdering, taxPercentage, ');
  });

  calls['lintMissing'] = () => ['lint', join(work, 'nope')];
  it('exits 2 on a path that does not exist', () => {
    expect(runs['lintMissing']!.code).toBe(2);
  });
});

describe('shopctl import, then price the result', () => {
  let importRun: Run;
  let outDir: string;
  let legacy: string;

  prepare.push(() => {
    legacy = join(work, 'legacy');
    outDir = join(work, 'imported', 'shops', 'oldtown');
    const H = 3_600_000;
    const allWeek = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, timeRanges: [{ from: 10 * H, to: 22 * H }] }));
    // The settings endpoint answer: { data: { text: "<JSON string>" } }.
    writeJson(join(legacy, 'settings.json'), {
      data: {
        text: JSON.stringify({
          name: 'Old Town Grill',
          phone: '(626) 555-0101',
          address_line_1: '9 Old Rd',
          city: 'Pasadena',
          state: 'CA',
          zip: '91101',
          enableOrdering: 'true',
          taxPercentage: 'N/A',
          hours: { pickUp: allWeek, delivery: allWeek },
          delivery: { useUberEatsStep: true, maxDistanceInMiles: 8, minimumDeliverySubtotalInCents: '500' },
          fancyWidget: { on: true },
        }),
      },
    });
    writeJson(join(legacy, 'menu.json'), {
      data: {
        menu: {
          subMenus: [
            {
              id: 'o-mains',
              name: { en: 'Mains' },
              tag: '',
              products: [
                { id: 'o-burger', name: { en: 'Big Burger' }, price: '12.00', tags: ['50off'] },
                { id: 'o-taco', name: { en: 'Promo Taco (limit 5)' }, price: '2.00' },
              ],
            },
          ],
        },
      },
    });
  });
  calls['import'] = () => ['import', '--settings', join(legacy, 'settings.json'), '--menu', join(legacy, 'menu.json'), '--shop-id', 'oldtown', '--out', outDir];
  beforeAll(() => {
    importRun = runs['import']!;
  });

  it('writes <shop-id>.profile.json and menu.json, notes each conversion, and lints clean (exit 0)', () => {
    expect(importRun.code, importRun.stdout + importRun.stderr).toBe(0);
    expect(readdirSync(outDir).sort()).toEqual(['menu.json', 'oldtown.profile.json']);
    const prof = JSON.parse(readFileSync(join(outDir, 'oldtown.profile.json'), 'utf8'));
    expect(prof.extends).toEqual(['legacy-tags']);
    expect(prof.menu).toEqual({ file: 'menu.json' });
    expect(prof.identity).toMatchObject({ name: 'Old Town Grill', city: 'Pasadena', timeZone: 'America/Los_Angeles' });
    expect(prof.settings.taxPercentage).toBe(9.5);
    expect(prof.settings.enableOrdering).toBe(true);
    expect(prof.settings.delivery.minimumDeliverySubtotalInCents).toBe(500);
    expect(prof.settings.delivery.useUberEatsStep).toBe(false);
    expect(prof.settings).not.toHaveProperty('fancyWidget');
    const fee = prof.rules.find((r: any) => r.kind === 'delivery-fee');
    // useUberEatsStep: bands <= 1 640, <= 2 830, <= 3 1020, <= 4 1210, then 1400
    expect(fee.bands).toEqual([
      { upToMiles: 1, feeCents: 640 },
      { upToMiles: 2, feeCents: 830 },
      { upToMiles: 3, feeCents: 1020 },
      { upToMiles: 4, feeCents: 1210 },
      { feeCents: 1400 },
    ]);
    const out = importRun.stdout + importRun.stderr;
    expect(out).toContain('fancyWidget');
    expect(out).toContain('taxPercentage');
  });

  it('prices a delivery cart on the imported profile as the legacy settings did', async () => {
    const cartFile = writeJson(
      join(work, 'oldtown.cart.json'),
      cart([line('o-burger', 2)], { cartType: 'DELIVERY', paymentType: 'CARD', pickupTime: null, deliveryTime: 'ASAP', distanceInMiles: 3.1 }),
    );
    const run = await shopctl(['price', '--shop', join(outDir, 'oldtown.profile.json'), '--cart', cartFile, '--at', TUE_NOON, '--json']);
    expect(run.code, run.stderr).toBe(0);
    const q = JSON.parse(run.stdout);
    // burger 50off: floor(1200 x .5) = 600, x 2 = 1200; 3.1 mi in the 4-mile band: 1210
    // tax 9.5 (N/A) x 1200 = 114; preTip 1200 + 1210 + 114 = 2524; earned floor(126.2) = 126
    expect(q.totals).toEqual({
      subtotalCents: 1200,
      discountCents: 0,
      serviceFeeCents: 0,
      deliveryFeeCents: 1210,
      taxCents: 114,
      preTipTotalCents: 2524,
      tipCents: 0,
      donationCents: 0,
      cashbackAppliedCents: 0,
      invoiceCents: 2524,
      cashbackEarnedCents: 126,
      marketPriceItems: 0,
    });
  });

  prepare.push(() => {
    const bad = join(work, 'legacy-bad');
    writeJson(join(bad, 'settings.json'), { taxPercentage: 9.5 });
    writeJson(join(bad, 'menu.json'), {
      subMenus: [
        {
          id: 'b',
          name: { en: 'B' },
          products: [
            { id: 'b-1', name: { en: 'One' }, price: '1.00' },
            { id: 'b-1', name: { en: 'Same id' }, price: '2.00' },
          ],
        },
      ],
    });
  });
  calls['importBad'] = () => {
    const bad = join(work, 'legacy-bad');
    return ['import', '--settings', join(bad, 'settings.json'), '--menu', join(bad, 'menu.json'), '--shop-id', 'bad', '--out', join(work, 'bad-out')];
  };
  calls['importMissing'] = () => {
    const bad = join(work, 'legacy-bad');
    return ['import', '--settings', join(bad, 'nope.json'), '--menu', join(bad, 'menu.json'), '--shop-id', 'bad', '--out', join(work, 'bad-out2')];
  };
  it('exits 1 when the imported profile has lint errors, 2 when an input is missing', () => {
    const bad = runs['importBad'];
    const missing = runs['importMissing'];
    expect(bad!.code, bad!.stdout).toBe(1);
    expect(bad!.stdout + bad!.stderr).toContain('DUPLICATE_PRODUCT_ID');
    expect(missing!.code).toBe(2);
  });
});

describe('shopctl menu --at: legacy category tags by weekday', () => {
  // 2025-06-16 is a Monday; all instants are Los Angeles wall time (PDT).
  const INSTANTS = {
    'Mon 10:00': '2025-06-16T10:00:00-07:00',
    'Mon 16:00': '2025-06-16T16:00:00-07:00',
    'Tue 12:00': TUE_NOON,
    'Wed 12:00': '2025-06-18T12:00:00-07:00',
    'Thu 12:00': '2025-06-19T12:00:00-07:00',
    'Sat 12:00': '2025-06-21T12:00:00-07:00',
  } as const;
  const ALWAYS = ['c-mains', 'c-sides', 'c-drinks', 'c-retail', 'c-limits'];
  // breakfast: hidden Mon-Fri; tuesday-only; thursdays-only; tuesday-thursdays; noho-breakfast Mon/Tue 00:00-16:00;
  // promo-wing-it-wed; hide and hidden never.
  const EXPECTED: Record<keyof typeof INSTANTS, string[]> = {
    'Mon 10:00': ['c-noho'],
    'Mon 16:00': [],
    'Tue 12:00': ['c-tue', 'c-tt', 'c-noho'],
    'Wed 12:00': ['c-wed'],
    'Thu 12:00': ['c-thu', 'c-tt'],
    'Sat 12:00': ['c-breakfast'],
  };
  Object.entries(INSTANTS).forEach(([label, at]) => {
    calls[`menu ${label}`] = () => ['menu', '--shop', site.profilePath('acme-main'), '--at', at, '--json'];
    it(`${label}: ${EXPECTED[label as keyof typeof INSTANTS].join(', ') || 'no tagged category'} besides the untagged ones`, () => {
      const run = runs[`menu ${label}`]!;
      expect(run.code, run.stderr).toBe(0);
      const ids = (JSON.parse(run.stdout).categories as any[]).map((c) => c.id);
      expect(ids.sort()).toEqual([...ALWAYS, ...EXPECTED[label as keyof typeof INSTANTS]].sort());
    });
  });

  calls['menuText'] = () => ['menu', '--shop', site.profilePath('acme-main'), '--at', TUE_NOON];
  it('shows discounted prices with the original, and the availability labels', () => {
    const run = runs['menuText']!;
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Half Salad\s+\$4\.99 \(was \$9\.99\)/);
    expect(run.stdout).toMatch(/Chef Special Dine-In Only\s+\$20\.00\s+\*not availalbe online/);
    expect(run.stdout).toMatch(/Sold Out Cake\s+\$5\.00\s+\*OUT OF STOCK/);
  });
});

describe('shopctl slots', () => {
  const at = (t: string) => `2025-06-17T${t}:00-07:00`;
  const SLOT_CALLS: [type: string, at: string, json?: '--json'][] = [
    ['pickup', TUE_NOON, '--json'],
    ['delivery', TUE_NOON, '--json'],
    ['pickup', at('10:00'), '--json'],
    ['pickup', at('21:00')],
    ['delivery', '2025-06-16T12:00:00-07:00'],
  ];
  SLOT_CALLS.forEach(([type, when, json], i) => {
    calls[`slots${i}`] = () => ['slots', '--shop', site.profilePath('acme-main'), '--type', type, '--at', when, ...(json ? [json] : [])];
  });
  const slotRun = (i: number) => runs[`slots${i}`]!;

  it('pickup while open: ASAP first, then 30-minute steps from now + 25 min to the last start before closing', () => {
    expect(slotRun(0).code).toBe(0);
    const slots = JSON.parse(slotRun(0).stdout).slots as any[];
    expect(slots[0].value).toBe('ASAP');
    // 12:00 + 25 min wait = 12:25 -> first half hour 12:30; hours 11:00-21:00 -> last 20:30: 17 slots
    const times = slots.slice(1).map((s) => s.value);
    expect(times[0]).toBe(at('12:30'));
    expect(times.at(-1)).toBe(at('20:30'));
    expect(times).toHaveLength(17);
  });

  it('delivery while open: ASAP, then 45-minute windows every 30 minutes from now + 45 min', () => {
    expect(slotRun(1).code).toBe(0);
    const slots = JSON.parse(slotRun(1).stdout).slots as any[];
    expect(slots[0].value).toBe('ASAP');
    expect(slots[1]).toMatchObject({ value: at('13:00'), start: at('13:00'), end: at('13:45') });
    expect(slots[2]).toMatchObject({ value: at('13:30'), end: at('14:15') });
  });

  it('before opening: no ASAP, the first slot at opening', () => {
    const slots = JSON.parse(slotRun(2).stdout).slots as any[];
    expect(slots[0].value).toBe(at('11:00'));
  });

  it("closed (at closing time, and on a day without hours): 'not available to order at this time', exit 0", () => {
    for (const run of [slotRun(3), slotRun(4)]) {
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('not available to order at this time');
    }
  });
});

describe('exit codes: 0 on good input, 1 on findings, 2 on bad usage', () => {
  prepare.push(() => {
    const shop = site.profilePath('acme-main');
    const good = writeJson(join(work, 'good.cart.json'), cart([line('p-burger', 1, { 'm-plain': true })]));
    const blocked = writeJson(join(work, 'blocked.cart.json'), cart([line('p-burger', 1, { 'm-plain': true })], { name: null }));
    const badJson = join(work, 'bad.cart.json');
    writeFileSync(badJson, '{ "products": [ { "productId": "p-burger", } ');
    const badSchema = join(work, 'schema.cart.json');
    writeFileSync(badSchema, '{\n  "products": [\n    { "productId": "p-burger", "quantity": "two" }\n  ]\n}\n');
    const brokenProfile = join(work, 'broken', 'x.profile.json');
    writeJson(brokenProfile, { ...ACME_PROFILES['acme-main'], menu: { file: 'missing.menu.json' } });
    const exitCalls: Record<string, string[]> = {
      priceGood: ['price', '--shop', shop, '--cart', good, '--at', TUE_NOON],
      priceBlocked: ['price', '--shop', shop, '--cart', blocked, '--at', TUE_NOON],
      priceLocalAt: ['price', '--shop', shop, '--cart', good, '--at', '2025-06-17T12:00:00', '--json'],
      priceNoCart: ['price', '--shop', shop],
      priceUnknownOption: ['price', '--shop', shop, '--cart', good, '--bogus'],
      priceMissingFile: ['price', '--shop', shop, '--cart', join(work, 'missing.cart.json')],
      priceBadJson: ['price', '--shop', shop, '--cart', badJson],
      priceBadSchema: ['price', '--shop', shop, '--cart', badSchema],
      priceBadAt: ['price', '--shop', shop, '--cart', good, '--at', 'next tuesday'],
      priceBrokenProfile: ['price', '--shop', brokenProfile, '--cart', good, '--at', TUE_NOON],
      slotsBadType: ['slots', '--shop', shop, '--type', 'dinein'],
      explainGood: ['explain', '--shop', shop],
      explainMissing: ['explain', '--shop', join(work, 'missing.profile.json')],
      lintBroken: ['lint', brokenProfile],
    };
    for (const [name, args] of Object.entries(exitCalls)) calls[name] = () => args;
  });

  const EXPECT: [string, number][] = [
    ['priceGood', 0],
    ['priceBlocked', 1],
    ['priceNoCart', 2],
    ['priceUnknownOption', 2],
    ['priceMissingFile', 2],
    ['priceBadJson', 2],
    ['priceBadSchema', 2],
    ['priceBadAt', 2],
    ['priceBrokenProfile', 1],
    ['menuText', 0],
    ['slotsBadType', 2],
    ['explainGood', 0],
    ['explainMissing', 2],
    ['lintBroken', 1],
  ];
  for (const [name, code] of EXPECT) {
    it(`${name} exits ${code}`, () => {
      const run = runs[name]!;
      expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(code);
    });
  }

  it("--at without an offset is read on the shop's clock", () => {
    expect(runs['priceLocalAt']!.code).toBe(0);
    expect(JSON.parse(runs['priceLocalAt']!.stdout).at).toBe('2025-06-17T12:00:00.000-07:00');
  });

  it('a cart failing the cart schema names its file, line, column and JSON path', () => {
    const err = runs['priceBadSchema']!.stderr + runs['priceBadSchema']!.stdout;
    expect(err).toMatch(/schema\.cart\.json:3:\d+/);
    expect(err).toContain('/products/0/quantity');
  });

  it('price prints the totals line and the rules that fired; blocked carts print the blocker', () => {
    // (the README's one-line "Subtotal ... · Invoice ..." sample is out of date: totals print one per line)
    expect(runs['priceGood']!.stdout).toMatch(/Subtotal\s+\$10\.00\n/);
    expect(runs['priceGood']!.stdout).toMatch(/Tax\s+\$1\.00\n/);
    expect(runs['priceGood']!.stdout).toMatch(/Invoice\s+\$11\.00\n/);
    expect(runs['priceBlocked']!.stdout + runs['priceBlocked']!.stderr).toContain('NAME_REQUIRED');
  });

  it('explain reads every rule back, preset rules included, grouped by kind', () => {
    const text = runs['explainGood']!.stdout;
    expect(text).toContain('acme-save20');
    expect(text).toContain('legacy-tag-50off [from preset legacy-tags]');
    for (const id of ['acme-big15', 'acme-soda-tax', 'legacy-marker-pw2']) expect(text).toContain(id);
  });

  it('the profile failing to load names the unreadable menu file', () => {
    expect(runs['lintBroken']!.stdout + runs['lintBroken']!.stderr).toContain('MENU_FILE_UNREADABLE');
  });
});
