/**
 * Writes the food illustrations of the shipped shops: every local menu photo
 * (`shops/<site>/images/<id>.svg`), each site's logo, hero and storefront pictures.
 *
 *   npx tsx tools/illustrations/generate.ts [site...]          regenerate (all sites by default)
 *   npx tsx tools/illustrations/generate.ts --sheet <site>     also write /tmp/<site>-sheet.html (every image of the site)
 *
 * The test kitchen (`shops/test`) is drawn too; some of its products have no photo on purpose.
 */
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { THEMES, drawingFor, type ProductInfo } from './catalog.js';
import { backdrop, svgDoc, type Theme } from './kit.js';
import { Ctx, dark, light, n, op } from './svg.js';
import { pizza } from './pizza.js';
import { ramen } from './bowls.js';
import { cup } from './drinks.js';
import { wings } from './fried.js';
import { SAUCES } from './fried.js';
import { stack, tacos } from './handheld.js';
import { croissant } from './bakery.js';
import { skewers, roll } from './plates.js';

const SHOPS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shops');

type Json = Record<string, unknown>;
const text = (v: unknown): string => (typeof v === 'string' ? v : v && typeof v === 'object' ? String((v as Json)['en'] ?? Object.values(v as Json)[0] ?? '') : '');

/** Every product of a site that has a local photo, keyed by the photo's file stem. */
function productsWithPhotos(site: string): Map<string, ProductInfo> {
  const out = new Map<string, ProductInfo>();
  for (const f of readdirSync(join(SHOPS, site)).filter((f) => f.endsWith('.menu.json')).sort()) {
    const menu = JSON.parse(readFileSync(join(SHOPS, site, f), 'utf8')) as Json;
    for (const cat of (menu['subMenus'] as Json[]) ?? []) {
      for (const p of (cat['products'] as Json[]) ?? []) {
        const photo = p['photo'] as Json | undefined;
        if (!photo || photo['type'] !== 'local' || photo['e'] !== 'svg') continue;
        const stem = String(photo['id']);
        if (!out.has(stem)) out.set(stem, { site, id: String(p['id']), name: text(p['name']), description: text(p['description']), category: text(cat['name']) });
      }
    }
  }
  return out;
}

/** The picture of one product: the table, then the dish. */
export function productSvg(p: ProductInfo): string {
  const t = THEMES[p.site] ?? THEMES['test']!;
  const c = new Ctx(`${p.site}/${p.id}`);
  const body = drawingFor(p)(c, t);
  return svgDoc(c, p.name.replace(/\s*\((limit \d+|Dine-In Only)\)\s*/gi, ' ').replace(/\s+pw2\s+-\s+/, ' - ').trim(), backdrop(c, t) + body);
}

/** What each site is known for, for its logo and hero. */
const SIGNATURE: Record<string, (t: Theme) => (c: Ctx, t: Theme) => string> = {
  fornorosso: () => pizza({ toppings: ['basil', 'ricotta'] }),
  sunsetslice: () => pizza({ toppings: ['pepperoni'] }),
  hinode: () => ramen({ broth: '#efdcc0' }),
  kaiju: () => roll({ fill: ['#f3a08a', '#9ccc5a'], outside: 'rice', top: ['#f2784b', '#c8283a', '#f3d6c3'] }),
  juicestop: () => cup({ color: '#f7a323', garnish: 'orange', ice: true, straw: '#e8562a' }),
  loscompadres: () => tacos({ meat: '#c9532a', toppings: ['pineapple', 'onion-cilantro'] }),
  saffrongrill: () => skewers({ meat: '#7a3f28', rice: '#f6d877', kind: 'cubes' }),
  tapiocatide: () => cup({ color: '#d2ab80', boba: '#2a1a12', wideStraw: true, lid: true, opaque: true }),
  wingtheory: () => wings({ sauce: SAUCES['buffalo']!, count: 8 }),
  goldencrumb: () => (c) => croissant(c, 100, 104, 64),
  test: () => stack({ bread: 'brioche', layers: ['lettuce', 'patty', 'cheese', 'tomato'] }),
};

const NAMES: Record<string, [string, string]> = {
  fornorosso: ['Forno Rosso', 'PIZZERIA'],
  sunsetslice: ['Sunset Slice', 'PIZZA BY THE SLICE'],
  hinode: ['Hinode Ramen', 'LITTLE TOKYO'],
  kaiju: ['Kaiju Izakaya', 'SUSHI · RAMEN'],
  juicestop: ['Juice Stop', 'FRESH PRESSED'],
  loscompadres: ['Los Compadres', 'TAQUERIA'],
  saffrongrill: ['Saffron Grill', 'HALAL GRILL'],
  tapiocatide: ['Tapioca Tide', 'BOBA & TEA'],
  wingtheory: ['Wing Theory', 'WINGS · NOHO'],
  goldencrumb: ['Golden Crumb', 'BAKERY CAFE'],
  test: ['Test Kitchen', 'AMERICAN GRILL'],
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A badge logo: the signature dish in a round medallion beside the name (320 x 160). */
function logoSvg(site: string): string {
  const t = THEMES[site]!;
  const c = new Ctx(`${site}/logo`);
  const [name, tag] = NAMES[site]!;
  const sig = SIGNATURE[site]!(t);
  const brand = t.accent === '#2b2b30' ? '#2b2b30' : dark(t.accent, 0.1);
  let s = `<rect width="320" height="160" rx="24" fill="${brand}"/>`;
  s += `<clipPath id="lg"><circle cx="80" cy="80" r="60"/></clipPath><circle cx="80" cy="80" r="64" fill="${light(t.bg, 0.3)}"/><g clip-path="url(#lg)"><g transform="translate(20 20) scale(.6)">${backdrop(c, t)}${sig(c, t)}</g></g>`;
  const size = Math.min(30, Math.floor(150 / (name.length * 0.56)));
  s += `<text x="154" y="84" font-family="Georgia,'Times New Roman',serif" font-size="${size}" font-weight="700" fill="#fff">${esc(name)}</text>`;
  s += `<text x="156" y="110" font-family="Helvetica,Arial,sans-serif" font-size="12" letter-spacing="2.5" font-weight="700" fill="${light(t.accent, 0.7)}">${esc(tag)}</text>`;
  return svgDoc(c, name, s, 320, 160);
}

/** A wide hero (400 x 200): three dishes of the site on its table, with a line of text. */
function heroSvg(site: string, line: string, dishes: ProductInfo[]): string {
  const t = THEMES[site]!;
  const c = new Ctx(`${site}/hero`);
  let s = backdrop(c, t, 400, 200);
  dishes.slice(0, 3).forEach((p, i) => {
    const sub = drawingFor(p)(c, t);
    s += `<g transform="translate(${[10, 140, 270][i]} ${[40, 70, 40][i]}) scale(.62)">${sub}</g>`;
  });
  s += `<rect x="0" y="0" width="400" height="56" fill="${dark(t.accent, 0.35)}" opacity=".88"/>`;
  s += `<text x="200" y="37" font-family="Georgia,'Times New Roman',serif" font-size="24" font-weight="700" text-anchor="middle" fill="#fff">${esc(line)}</text>`;
  return svgDoc(c, line, s, 400, 200);
}

/** A storefront facade (320 x 180): awning, windows with the signature dish, door, sign. */
function storefrontSvg(site: string, label: string, awning: string): string {
  const t = THEMES[site]!;
  const c = new Ctx(`${site}/${label}`);
  const [name] = NAMES[site]!;
  let s = `<rect width="320" height="180" fill="#bfe0ef"/><rect y="150" width="320" height="30" fill="#b9b4ac"/><rect y="148" width="320" height="4" fill="#8f8a82"/>`;
  s += `<rect x="20" y="30" width="280" height="120" fill="#f3ead8"/><rect x="20" y="30" width="280" height="26" fill="${dark(awning, 0.2)}"/>`;
  s += `<text x="160" y="49" font-family="Georgia,serif" font-size="15" font-weight="700" text-anchor="middle" fill="#fff">${esc(name)}</text>`;
  let stripes = '';
  for (let i = 0; i < 14; i++) stripes += `<path d="M${20 + i * 20} 58h20v14q-10 8 -20 0Z" fill="${i % 2 ? '#ffffff' : awning}"/>`;
  s += stripes;
  for (const x of [36, 196]) s += `<rect x="${x}" y="80" width="88" height="60" rx="3" fill="#5a4a3a"/><rect x="${x + 4}" y="84" width="80" height="52" fill="#dcecf2"/><g transform="translate(${x + 22} ${84}) scale(.26)">${SIGNATURE[site]!(t)(c, t)}</g><path d="M${x + 8} 88l20 0l-16 20Z" fill="#ffffff" opacity=".5"/>`;
  s += `<rect x="138" y="84" width="44" height="66" fill="#5a3a22"/><rect x="143" y="90" width="34" height="30" fill="#dcecf2"/><circle cx="172" cy="122" r="2.5" fill="#e6c26a"/>`;
  s += `<rect x="20" y="146" width="280" height="4" fill="${dark(awning, 0.3)}"/><ellipse cx="40" cy="150" rx="14" ry="10" fill="#4f8a3a"/><ellipse cx="282" cy="150" rx="14" ry="10" fill="#4f8a3a"/>`;
  return svgDoc(c, label, s, 320, 180);
}

function write(site: string, file: string, svg: string): void {
  writeFileSync(join(SHOPS, site, 'images', file), svg);
}

const args = process.argv.slice(2);
const sheet = args.includes('--sheet');
const sites = args.filter((a) => !a.startsWith('--'));
const all = Object.keys(THEMES);
let written = 0;
let largest = 0;
for (const site of sites.length ? sites : all) {
  if (!existsSync(join(SHOPS, site, 'images'))) throw new Error(`no shops/${site}/images`);
  const products = productsWithPhotos(site);
  const files: string[] = [];
  for (const [stem, p] of products) {
    const svg = productSvg(p);
    largest = Math.max(largest, svg.length);
    write(site, `${stem}.svg`, svg);
    files.push(`${stem}.svg`);
    written++;
  }
  write(site, 'logo.svg', logoSvg(site));
  files.push('logo.svg');
  const list = [...products.values()];
  if (existsSync(join(SHOPS, site, 'images', 'hero.svg'))) {
    const pick = (re: RegExp) => list.find((p) => re.test(p.id)) ?? list[0]!;
    write(site, 'hero.svg', heroSvg(site, 'Fresh. Pressed. Glendale.', [pick(/acai/), pick(/citrus/), pick(/turkey/)]));
    files.push('hero.svg');
  }
  for (const f of readdirSync(join(SHOPS, site, 'images')).filter((f) => f.startsWith('storefront-'))) {
    const label = f === 'storefront-glendale.svg' ? 'Juice Stop Glendale' : f === 'storefront-ktown.svg' ? 'Kaiju K-Town' : 'Kaiju La Cienega';
    write(site, f, storefrontSvg(site, label, f.includes('cienega') ? '#2f6f73' : THEMES[site]!.accent));
    files.push(f);
  }
  if (sheet) {
    const html = `<!doctype html><meta charset="utf-8"><style>body{margin:0;padding:12px;font:12px sans-serif;background:#fff;display:flex;flex-wrap:wrap;gap:10px}figure{margin:0;width:180px}img{width:180px;height:180px;object-fit:contain;display:block;border-radius:10px}figure.w img{height:auto}figcaption{height:28px;overflow:hidden}</style>` + files.map((f) => `<figure class="${/logo|hero|storefront/.test(f) ? 'w' : ''}"><img src="file://${join(SHOPS, site, 'images', f)}"><figcaption>${f}</figcaption></figure>`).join('');
    writeFileSync(`/tmp/${site}-sheet.html`, html);
  }
}
console.log(`wrote ${written} product illustrations; largest ${largest} bytes (${n(largest / 1024)} KB)`);
void op;
