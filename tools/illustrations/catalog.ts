/**
 * Which drawing each product gets. `drawingFor` tries the per-product overrides first, then
 * keyword rules over the product's id, name, description and category, most specific first.
 * Add a product: usually nothing to do (a rule matches its name); otherwise add an override.
 */
import { herbs, shadow, type Draw, type Theme } from './kit.js';
import { blob, ellipse, n, op, path, rect, scatter, specks, stroke } from './svg.js';
import { pizza, slice, sicilian, calzone, knots, type Topping } from './pizza.js';
import { ramen, riceBowl, salad, soup, fruitBowl, type Piece } from './bowls.js';
import { stack, tacos, burrito, quesadilla, platePersp } from './handheld.js';
import { wings, tenders, fries, friedPile, chipsPile, veggieSticks, SAUCES, type Sauce } from './fried.js';
import { cup, shake, hot, bottle, can, glass } from './drinks.js';
import { pastry, box, cookies, bread, cakeSlice, tart, wholeCake, dessert } from './bakery.js';
import { roll, nigiri, sashimi, skewers, grillPlate, bites, brunch, bento, combo, goods } from './plates.js';

export const THEMES: Record<string, Theme> = {
  fornorosso: { bg: '#f3e3cf', bg2: '#e6cdb0', plate: '#fbf7f0', bowl: '#b3261e', accent: '#b3261e' },
  sunsetslice: { bg: '#fbe2cf', bg2: '#f2c6a8', plate: '#fbf8f2', bowl: '#e0733a', accent: '#e0733a' },
  hinode: { bg: '#e9e1d3', bg2: '#d6c9b4', plate: '#f6f1e8', bowl: '#1f3a5f', accent: '#1f3a5f' },
  kaiju: { bg: '#e4ddd2', bg2: '#cfc3b2', plate: '#f5f0e6', bowl: '#2b2b30', accent: '#c0392b' },
  juicestop: { bg: '#e6f2dc', bg2: '#cfe5c0', plate: '#fbfbf6', bowl: '#f0a53a', accent: '#e8562a' },
  loscompadres: { bg: '#f6dcc0', bg2: '#eabf95', plate: '#fbf6ec', bowl: '#2f7f8a', accent: '#c0392b' },
  saffrongrill: { bg: '#f3e4c8', bg2: '#e3c99c', plate: '#fbf7ee', bowl: '#2f6f73', accent: '#d4861f' },
  tapiocatide: { bg: '#fbe4ec', bg2: '#f0cad8', plate: '#fdfaf7', bowl: '#7fb7be', accent: '#2b2b30' },
  wingtheory: { bg: '#f1dcb8', bg2: '#e2c08e', plate: '#fbf8f2', bowl: '#2b2b30', accent: '#d8531f' },
  goldencrumb: { bg: '#f4ebdd', bg2: '#e6d6bd', plate: '#fdfbf7', bowl: '#6f8f7a', accent: '#b8862f' },
  test: { bg: '#e9eef2', bg2: '#d5dde4', plate: '#fdfdfb', bowl: '#3b6e8f', accent: '#3b6e8f' },
};

export interface ProductInfo {
  readonly site: string;
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly category: string;
}

type Rule = readonly [RegExp, (p: ProductInfo) => Draw];

const sauceOf = (text: string): Sauce => {
  const t = text.toLowerCase();
  const keys: [RegExp, string][] = [
    [/lemon pepper/, 'lemon-pepper'], [/garlic parm/, 'garlic-parm'], [/honey bbq/, 'honey-bbq'], [/hot honey/, 'hot-honey'], [/bbq/, 'bbq'],
    [/teriyaki/, 'teriyaki'], [/korean|gochujang/, 'korean'], [/mango/, 'mango-habanero'], [/cajun/, 'cajun'], [/maple/, 'maple'],
    [/elote/, 'elote'], [/pickle/, 'pickle'], [/nashville/, 'nashville'], [/buffalo hot|\bhot\b/, 'hot'], [/mild/, 'mild'], [/buffalo|medium/, 'buffalo'],
  ];
  for (const [re, k] of keys) if (re.test(t)) return SAUCES[k]!;
  return SAUCES['buffalo']!;
};

const countOf = (text: string, fallback: number): number => {
  const m = /(\d+)\s*(pc|wings|\)|tenders)/i.exec(text) ?? /\((\d+)\)/.exec(text);
  return m ? Number(m[1]) : fallback;
};

const TACO_MEATS: [RegExp, string, Parameters<typeof tacos>[0]['toppings']][] = [
  [/pastor/, '#c9532a', ['pineapple', 'onion-cilantro']],
  [/pollo|chicken/, '#d99a4a', ['onion-cilantro', 'salsa']],
  [/carnitas/, '#b9743e', ['onion-cilantro', 'salsa']],
  [/lengua/, '#8a5a4a', ['onion-cilantro']],
  [/cabeza|suadero/, '#8a4a32', ['onion-cilantro', 'radish']],
  [/chorizo/, '#b3391e', ['onion-cilantro']],
  [/camaron|shrimp/, '#f08a5a', ['cabbage', 'crema']],
  [/pescado|fish|baja|cod/, '#e8b15a', ['cabbage', 'crema']],
  [/nopal/, '#5f9a3a', ['onion-cilantro', 'cheese']],
  [/birria|quesabirria/, '#8a2e1a', ['onion-cilantro']],
  [/cauliflower/, '#e6b25a', ['avocado', 'cabbage']],
  [/asada|steak/, '#6b3a22', ['onion-cilantro', 'salsa']],
];

function taco(p: ProductInfo): Draw {
  const t = `${p.id} ${p.name}`.toLowerCase();
  for (const [re, meat, toppings] of TACO_MEATS) {
    if (re.test(t)) {
      const birria = /birria/.test(t);
      return tacos({ meat, toppings: toppings ?? [], ...(birria ? { tortilla: '#d9732a', dip: '#8a2e1a' } : {}), count: /\(2\)|bar/.test(t) ? 3 : 2 });
    }
  }
  return tacos({ meat: '#6b3a22', toppings: ['onion-cilantro', 'salsa'] });
}

const PIZZA: [RegExp, Parameters<typeof pizza>[0]][] = [
  [/margherita/, { toppings: ['basil', 'ricotta'], cheese: '#fbf3dc' }],
  [/pepperoni/, { toppings: ['pepperoni'] }],
  [/hawaiian/, { toppings: ['ham', 'pineapple', 'jalapeno'] }],
  [/buffalo/, { sauce: '#e2582a', toppings: ['chicken', 'celery'], drizzle: '#fbf6ea' }],
  [/bbq/, { sauce: '#7a2c14', toppings: ['chicken', 'onion', 'cilantro'] }],
  [/mushroom|truffle/, { sauce: '#f3e7c9', cheese: '#f4e3b5', toppings: ['mushroom', 'truffle', 'basil'] }],
  [/white|ricotta/, { sauce: '#f7efd8', toppings: ['ricotta', 'garlic', 'spinach'] }],
  [/spinach/, { sauce: '#f7efd8', toppings: ['spinach', 'ricotta'] }],
  [/veggie|garden|supreme/, { toppings: ['mushroom', 'pepper', 'onion', 'olive'] }],
  [/meat lovers/, { toppings: ['pepperoni', 'sausage', 'bacon', 'meatball'] }],
  [/sausage/, { toppings: ['sausage', 'pepper', 'onion'] }],
  [/two-topping|build|byo/, { toppings: ['pepperoni', 'mushroom', 'olive'] }],
  [/nutella/, { sauce: '#4a2616', cheese: '#5a3020', toppings: ['strawberry'], dust: '#ffffff' }],
];

function pizzaFor(p: ProductInfo): Draw {
  const t = `${p.id} ${p.name} ${p.description}`.toLowerCase();
  for (const [re, o] of PIZZA) if (re.test(t)) return /slice/.test(`${p.id} ${p.name}`.toLowerCase()) ? slice(o) : pizza(o);
  return /slice/.test(t) ? slice({}) : pizza({});
}

const cupFor = (color: string, extra: Partial<Parameters<typeof cup>[0]> = {}): Draw => cup({ color, ice: true, ...extra });

/** Drinks by keyword. */
const DRINKS: Rule[] = [
  [/wine|house red/, (p) => glass({ kind: /white/.test(p.name.toLowerCase()) ? 'white' : 'red' })],
  [/\bipa\b|peroni|beer|draft/, () => glass({ kind: 'beer' })],
  [/\bshot\b/, (p) => glass({ kind: 'shot', color: /wheatgrass/.test(p.id) ? '#5a9a2a' : /turmeric/.test(p.id) ? '#f0a020' : /immunity/.test(p.id) ? '#e8a23a' : '#f2d05a' })],
  [/coca-cola|mexican coke|\bcoke\b|\bcola\b/, (p) => /diet/.test(p.id) ? can({ color: '#c9ced3', band: '#c8102e', text: 'DIET' }) : bottle({ liquid: '#3a1a0e', label: '#c8102e', labelText: 'COLA', cap: '#c8102e' })],
  [/sprite/, () => can({ color: '#2e8b57', band: '#f2d13b', text: 'LEMON-LIME' })],
  [/root beer/, () => bottle({ liquid: '#3a1a0e', label: '#6b3a1a', labelText: 'ROOT BEER', cap: '#c9a33a' })],
  [/ramune/, () => bottle({ liquid: '#cfeef5', shape: 'ramune', glass: '#bfe6ef', cap: '#3aa0d8' })],
  [/pellegrino|sparkling/, () => bottle({ liquid: '#d8efe0', glass: '#3f8f5a', label: '#c8102e', labelText: 'AQUA', cap: '#c8102e', shape: 'water' })],
  [/\bwater\b/, () => bottle({ liquid: '#d8eef8', shape: 'water', glass: '#cfe9f5', label: '#3a8fd8', labelText: 'WATER', cap: '#3a8fd8' })],
  [/red bull|energy drink/, () => can({ color: '#2b4a8f', band: '#c0c6cc', text: 'ENERGY' })],
  [/kombucha/, () => bottle({ liquid: '#d9983a', shape: 'juice', label: '#5a8a3a', labelText: 'KOMBUCHA', cap: '#2b2b30' })],
  [/jarritos|canned soda|soda/, (p) => /jarritos/.test(p.id) ? bottle({ liquid: '#f39a2b', label: '#2f7f8a', labelText: 'MANDARINA', cap: '#c9a33a' }) : /canned/.test(p.name.toLowerCase()) ? can({ color: '#c8102e', band: '#ffffff33', text: 'SODA' }) : cupFor('#3a1a0e', { lid: true, straw: '#c8102e' })],
  [/calpico/, () => cupFor('#f4f1ea', { garnish: 'none', glass: true })],
  [/milk tea|hokkaido|okinawa|brown sugar boba|boba (coffee )?latte|staff drink|blind box|foam tower/, (p) => milkTea(p)],
  [/slush/, (p) => cup({ color: /strawberry/.test(p.id) ? '#f25c6e' : /ube/.test(p.id) ? '#8a5ab8' : /taro/.test(p.id) ? '#c9a8d8' : '#f7b32b', opaque: true, wideStraw: true, lid: true, boba: '#2a1a12' })],
  [/avocado smoothie/, () => cup({ color: '#b9d56e', opaque: true, wideStraw: true, lid: true, boba: '#2a1a12' })],
  [/passion|mango green|strawberry jasmine|lychee|peach oolong|grapefruit green|watermelon fresh/, (p) => fruitTea(p)],
  [/hot milk tea/, () => hot({ color: '#c89a6a', art: 'foam', cup: '#f6f1e8' })],
  [/ginger tea/, () => hot({ color: '#d9a23a', clear: true, garnish: 'ginger', cup: '#f6f1e8' })],
  [/hot matcha/, () => hot({ color: '#8fb84a', art: 'heart' })],
  [/vietnamese/, () => cupFor('#7a4a2a', { bottom: '#f2e2c0', glass: true, straw: '#2b2b30' })],
  [/matcha latte/, () => cupFor('#8fb84a', { bottom: '#f4f1e6', glass: true, straw: '#2b2b30' })],
  [/matcha/, () => hot({ color: '#8fb84a', art: 'heart' })],
  [/cold brew|iced coffee/, () => cupFor('#3a1e10', { glass: true, straw: '#2b2b30', milk: true })],
  [/latte/, () => hot({ color: '#b07a48', art: 'rosetta' })],
  [/cappuccino/, () => hot({ color: '#a06a3a', art: 'foam', dust: '#5a3420' })],
  [/mocha/, () => hot({ color: '#6b3a22', art: 'heart' })],
  [/americano|drip|coffee|turkish/, (p) => /turkish/.test(p.id) ? hot({ color: '#2a160c', small: true, art: 'foam', cup: '#1f6f8a' }) : hot({ color: '#3a1e10', art: 'none' })],
  [/chai|karak/, () => hot({ color: '#c08a58', art: 'foam', dust: '#8a4a23', garnish: 'cinnamon' })],
  [/hot chocolate|champurrado/, (p) => /champurrado/.test(p.id) ? hot({ color: '#6b3a22', art: 'foam', dust: '#3a1e10', cup: '#c0703a', garnish: 'cinnamon' }) : hot({ color: '#5a2e18', marshmallow: true })],
  [/iced black tea|iced tea|sweet tea|unsweet tea|iced green tea|green tea/, (p) => cupFor(/green/.test(p.id) ? '#c9b84a' : '#a8501c', { garnish: /green/.test(p.id) ? 'none' : 'lemon', glass: true })],
  [/arnold palmer/, () => cupFor('#e8a23a', { bottom: '#a8501c', garnish: 'lemon', glass: true })],
  [/strawberry lemonade/, () => cupFor('#f47a84', { garnish: 'strawberry', fruit: '#c8102e' })],
  [/mango lemonade/, () => cupFor('#f7b32b', { garnish: 'lemon' })],
  [/mint lemonade/, () => cupFor('#cfe69a', { garnish: 'mint' })],
  [/yuzu lemonade/, () => cupFor('#f6dc5a', { garnish: 'lemon' })],
  [/lemonade/, () => cupFor('#f7e58a', { garnish: 'lemon' })],
  [/horchata/, () => cupFor('#f4ead6', { glass: true, garnish: 'none', straw: '#c0392b' })],
  [/jamaica|hibiscus/, () => cupFor('#9a1a3a', { glass: true, garnish: 'lime' })],
  [/tamarindo/, () => cupFor('#9a5a2a', { glass: true })],
  [/lassi/, () => cupFor('#f7b84a', { opaque: true, garnish: 'mint', ice: false })],
  [/ayran/, () => cupFor('#f7f5ef', { opaque: true, garnish: 'mint', ice: false, glass: true })],
];

function milkTea(p: ProductInfo): Draw {
  const t = `${p.id} ${p.name}`.toLowerCase();
  const base = /taro/.test(t) ? '#c9a8d8' : /thai/.test(t) ? '#f0a24a' : /jasmine/.test(t) ? '#e8d8a8' : /honeydew/.test(t) ? '#bfe0a0' : /matcha/.test(t) ? '#9cc45a' : /oolong/.test(t) ? '#c89a6a' : /hokkaido|okinawa/.test(t) ? '#c08a58' : /brown sugar/.test(t) ? '#f4ead6' : /coffee|latte/.test(t) ? '#a8764a' : /blind/.test(t) ? '#b8a0e0' : '#d2ab80';
  return cup({ color: base, boba: '#2a1a12', wideStraw: true, lid: true, opaque: true, ...(/brown sugar|coffee|latte/.test(t) ? { milk: true, bottom: '#8a4a1e' } : {}), ...(/foam/.test(t) ? { foam: '#f6e7bf' } : {}) });
}

function fruitTea(p: ProductInfo): Draw {
  const t = p.id;
  const [col, fruit] = /passion/.test(t) ? ['#f2b52a', '#6a3a1a'] : /mango/.test(t) ? ['#f7a823', '#f7c84a'] : /strawberry/.test(t) ? ['#f47a84', '#c8102e'] : /lychee/.test(t) ? ['#f1e2cf', '#fbf8f0'] : /peach/.test(t) ? ['#f6a878', '#f38a52'] : /grapefruit/.test(t) ? ['#f6866a', '#e2483a'] : ['#f25c66', '#c8102e'];
  return cup({ color: col, fruit, ice: true, wideStraw: true, lid: true, ...(/watermelon/.test(t) ? { garnish: 'watermelon' as const } : {}) });
}

function juice(p: ProductInfo): Draw {
  const t = `${p.id} ${p.name} ${p.description}`.toLowerCase();
  const pickC = (): [string, Parameters<typeof cup>[0]['garnish']] => {
    if (/green machine|kale|celery|green protein|wheatgrass|spinach/.test(t)) return [/celery/.test(t) ? '#a8cf6a' : '#5f9a36', /celery/.test(t) ? 'none' : 'lime'];
    if (/beet/.test(t)) return ['#9a1a3a', 'none'];
    if (/citrus|orange|sunrise|tropical|turmeric/.test(t)) return ['#f7a323', 'orange'];
    if (/carrot/.test(t)) return ['#f07a23', 'orange'];
    if (/watermelon/.test(t)) return ['#f25c66', 'watermelon'];
    if (/pineapple/.test(t)) return ['#c8d84a', 'lime'];
    if (/pb banana|peanut/.test(t)) return ['#d9b27a', 'banana'];
    if (/berry|strawberry/.test(t)) return ['#c8284a', 'strawberry'];
    if (/mango/.test(t)) return ['#f7b32b', 'orange'];
    if (/acai/.test(t)) return ['#5a1f4a', 'none'];
    if (/mocha|cacao|cold brew/.test(t)) return ['#6b4230', 'none'];
    if (/blue majik|spirulina/.test(t)) return ['#4aa0d8', 'none'];
    return ['#f28a4a', 'orange'];
  };
  const [color, garnish] = pickC();
  const smoothie = /smoothie|protein|banana|berry|mango tango|acai|majik|mocha/.test(t);
  return cup({ color, garnish: garnish ?? 'none', opaque: smoothie, ice: !smoothie, straw: '#e8562a', ...(smoothie ? { wideStraw: true } : {}) });
}

/** The rules, most specific first. */
const RULES: Rule[] = [
  // Names a broader rule further down would take for another dish ('cinnamon roll' is no sushi, 'pie of the week' no pizza).
  [/cinnamon roll/, () => pastry({ kind: 'cinnamon-roll' })],
  [/banana bread/, () => pastry({ kind: 'banana-bread' })],
  [/carrot cake/, () => cakeSlice({ layers: ['#c9803a', '#c9803a', '#c9803a'], cream: '#fbf6ea', frosting: '#fbf6ea', topping: 'nuts', plain: true })],
  [/mousse cake|chocolate cake/, () => cakeSlice({ layers: ['#3b2016', '#7a4a30', '#a8704e'], frosting: '#3b2016', topping: 'cocoa' })],
  [/pie of the week|pie week|apple pie/, () => tart({ filling: '#c9803a', kind: 'pie' })],
  [/cheesecake bites/, () => dessert({ kind: 'cheesecake-bites' })],
  [/funnel cake/, () => friedPile({ kind: 'funnel', dip: '#c8102e', dust: '#ffffff' })],
  [/shake/, (p) => shakeFor(p)],
  [/avocado smoothie/, () => cup({ color: '#b9d56e', opaque: true, wideStraw: true, lid: true, boba: '#2a1a12' })],
  [/hot milk tea/, () => hot({ color: '#c89a6a', art: 'foam', cup: '#f6f1e8' })],
  [/veggie hummus/, (p) => sandwichFor(p)],
  [/hummus & veggies|hummus and veggies/, () => veggieSticks({ dip: '#e8cf9c', cucumber: true })],
  [/celery & carrots|celery and carrots/, () => veggieSticks()],
  [/office party pack/, (p) => combo([{ draw: tenders({ count: 5 }), x: 0, y: 0, s: 0.62 }, { draw: tenders({ count: 4 }), x: 76, y: 76, s: 0.62 }, { draw: fries({}), x: 96, y: 0, s: 0.5 }, { draw: fries({}), x: 0, y: 100, s: 0.5 }], 'tray')],
  [/slider tray/, () => combo([{ draw: stack({ bread: 'roll', layers: ['fried-chicken', 'pickle'], side: 'none' }), x: 0, y: 4, s: 0.52 }, { draw: stack({ bread: 'roll', layers: ['fried-chicken', 'pickle'], side: 'none' }), x: 92, y: 4, s: 0.52 }, { draw: stack({ bread: 'roll', layers: ['fried-chicken', 'pickle'], side: 'none' }), x: 0, y: 92, s: 0.52 }, { draw: stack({ bread: 'roll', layers: ['fried-chicken', 'pickle'], side: 'none' }), x: 92, y: 92, s: 0.52 }], 'tray')],
  [/baked ziti|lasagna/, (p) => bake(/lasagna/.test(p.id))],
  // Merchandise and take-home goods.
  [/tote/, () => goods({ kind: 'tote', color: '#e8562a', text: 'JUICE STOP' })],
  [/t-shirt/, () => goods({ kind: 'tshirt', color: '#3b6e8f', text: 'TEST' })],
  [/\bmug\b/, () => goods({ kind: 'mug', color: '#b8862f', text: 'GC' })],
  [/beans \(12 oz\)/, (p) => goods({ kind: 'beans', color: /ethiopia/.test(p.id) ? '#6f8f7a' : '#b8862f', text: /ethiopia/.test(p.id) ? 'ETHIOPIA' : 'HOUSE' })],
  [/straw set/, () => goods({ kind: 'straws', color: '#9aa0a6' })],
  [/boba kit/, () => goods({ kind: 'kit', color: '#e07a9a', text: 'BOBA' })],
  [/reusable/, (p) => goods({ kind: 'cup', color: p.site === 'juicestop' ? '#e8562a' : '#7fb7be' })],
  [/spice blend|dry rub/, () => goods({ kind: 'spice', color: '#d4861f', text: 'SPICE' })],
  [/granola \(|granola bag/, () => goods({ kind: 'beans', color: '#c68d45', text: 'GRANOLA' })],
  [/cleanse/, () => combo([{ draw: juice({ site: '', id: 'green', name: 'green', description: '', category: '' }), x: 0, y: 20, s: 0.5 }, { draw: juice({ site: '', id: 'beet', name: 'beet', description: '', category: '' }), x: 50, y: 14, s: 0.5 }, { draw: juice({ site: '', id: 'citrus', name: 'citrus', description: '', category: '' }), x: 100, y: 20, s: 0.5 }, { draw: juice({ site: '', id: 'carrot', name: 'carrot', description: '', category: '' }), x: 10, y: 96, s: 0.5 }, { draw: juice({ site: '', id: 'watermelon', name: 'watermelon', description: '', category: '' }), x: 60, y: 90, s: 0.5 }, { draw: juice({ site: '', id: 'pineapple', name: 'pineapple', description: '', category: '' }), x: 110, y: 96, s: 0.5 }], 'table')],
  [/jam \(|salsa roja \(|chili oil|toum \(/, (p) => bottle({ shape: 'jar', liquid: /jam/.test(p.id) ? '#b3203a' : /toum/.test(p.id) ? '#fbf8ee' : /chili/.test(p.id) ? '#a8321a' : '#c0392b', label: '#f6ecd8', cap: /toum/.test(p.id) ? '#2f6f73' : '#c9a33a' })],
  [/sauce \(12 oz|sauce bottle|ponzu|hot sauce/, (p) => bottle({ shape: 'sauce', liquid: /ponzu|teriyaki/.test(p.id) ? '#5a2e12' : /lemon|garlic/.test(p.id) ? '#e8c77c' : /bbq/.test(p.id) ? '#6e2a16' : /mango/.test(p.id) ? '#ef8a1f' : /gochujang|korean/.test(p.id) ? '#b3261e' : /mild/.test(p.id) ? '#e07b2e' : '#c73c17', label: '#2b2b30', labelText: /ponzu/.test(p.id) ? 'PONZU' : 'SAUCE', cap: '#2b2b30', fill: 50 })],
  [/tortillas \(dozen\)|handmade tortillas/, () => bread({ kind: 'tortillas' })],
  [/cookie tin/, () => box(['shortbread', 'gingerbread', 'linzer', 'cookie', 'shortbread', 'gingerbread', 'linzer', 'cookie'], { tin: '#b3261e' })],
  [/pastry box|day-old|pastry flight/, (p) => /day-old/.test(p.id) ? pastry({ kind: 'day-old' })  : box(['croissant', 'pain', 'danish', 'scone', 'cinnamon', 'muffin'])],
  [/afternoon tea/, () => combo([{ draw: hot({ color: '#a8501c', clear: true, garnish: 'lemon' }), x: 0, y: 0, s: 0.55 }, { draw: box(['macaron', 'scone', 'macaron', 'cookie', 'linzer', 'macaron']), x: 84, y: 70, s: 0.58 }, { draw: cakeSlice({ layers: ['#f6ead0', '#f4a6b8', '#f6ead0'], cream: '#fffaf0', frosting: '#fbf3e4', topping: 'berries' }), x: 4, y: 96, s: 0.5 }], 'table')],
  // Pizza.
  [/sicilian/, () => sicilian({ sauce: '#d2452a' })],
  [/calzone|stromboli/, (p) => calzone({ stromboli: /stromboli/.test(p.id) })],
  [/garlic knots/, () => knots],
  [/nutella dessert pizza/, () => tart({ filling: '#d9a25a', kind: 'nutella-pizza' })],
  [/slice combo|2 slices and a drink/, () => combo([{ draw: slice({ toppings: ['pepperoni'] }), x: -6, y: 10, s: 0.66 }, { draw: slice({}), x: 60, y: 64, s: 0.66 }, { draw: cupFor('#3a1a0e', { lid: true, straw: '#b3261e' }), x: 110, y: 0, s: 0.5 }], 'table')],
  [/party pack|office lunch pack/, (p) => combo([{ draw: pizza({ toppings: ['pepperoni'] }), x: 0, y: 0, s: 0.6 }, { draw: pizza({ toppings: ['mushroom', 'pepper', 'olive'] }), x: 80, y: 10, s: 0.6 }, { draw: /office/.test(p.id) ? knots : salad({ pieces: ['tomato', 'cucumber', 'croutons'] }), x: 40, y: 84, s: 0.58 }], 'table')],
  [/pizza|\bpie\b(?! of the week)|margherita|slice|hawaiian|meat lovers|veggie supreme|mushroom truffle|spinach ricotta|buffalo chicken$|bbq chicken$/, pizzaFor],
  // Ramen and Japanese.
  [/ramen|tonkotsu|shoyu|miso|chashu men|tsukemen/, (p) => ramenFor(p)],
  [/roll/, (p) => rollFor(p)],
  [/\buni\b/, () => nigiri({ fish: '#f0a23a', gunkan: true })],
  [/nigiri/, (p) => nigiriFor(p)],
  [/sashimi|yellowtail jalapeno|chirashi/, (p) => /chirashi/.test(p.id) ? riceBowl({ pieces: ['salmon', 'tuna', 'yellowtail', 'egg', 'salmon', 'tuna'], base: '#fbf8f0' }) : sashimi({ fish: /jalapeno/.test(p.id) ? ['#f3d6c3', '#f3d6c3'] : ['#f2784b', '#c8283a', '#f3d6c3'], jalapeno: /jalapeno/.test(p.id) })],
  [/bento/, (p) => bento({ main: /salmon/.test(p.id) ? 'salmon-fillet' : 'chicken' })],
  [/katsu curry/, () => grillPlate({ base: 'curry-rice', main: ['katsu', 'katsu'], mainSize: 18, sides: ['pickle'] })],
  [/katsu don/, () => riceBowl({ pieces: ['katsu', 'egg-scramble', 'katsu', 'onion'], garnish: 'scallion' })],
  [/chashu don|chashu rice/, () => riceBowl({ pieces: ['chashu', 'chashu', 'chashu', 'egg'], garnish: 'sesame', sauce: '#5a2e12' })],
  [/unagi don/, () => riceBowl({ pieces: ['unagi', 'unagi', 'unagi'], garnish: 'sesame' })],
  [/poke/, () => riceBowl({ pieces: ['tuna', 'salmon', 'avocado', 'edamame', 'cucumber', 'tuna'], garnish: 'sesame' })],
  [/gyoza/, () => bites({ kind: 'gyoza' })],
  [/takoyaki/, () => bites({ kind: 'takoyaki' })],
  [/edamame/, () => bites({ kind: 'edamame' })],
  [/shishito/, () => bites({ kind: 'shishito' })],
  [/agedashi/, () => bites({ kind: 'agedashi' })],
  [/fried tofu/, () => bites({ kind: 'tofu' })],
  [/tsukune/, () => skewers({ meat: '#8a4a2a', kind: 'tsukune', glaze: '#5a2e12', yolk: true, sides: ['scallion'] })],
  [/karaage|popcorn chicken/, (p) => friedPile({ kind: /popcorn/.test(p.id) ? 'popcorn' : 'karaage', dip: '#f7efd0', ...(/popcorn/.test(p.id) ? { dust: '#c0392b' } : {}) })],
  [/mochi ice cream|\bmochi\b(?! donut)/, () => dessert({ kind: 'mochi' })],
  [/mochi donut/, () => dessert({ kind: 'mochi-donut' })],
  [/spam musubi/, () => bites({ kind: 'musubi' })],
  [/egg waffle/, () => dessert({ kind: 'egg-waffle' })],
  [/sesame pudding/, () => dessert({ kind: 'sesame-pudding' })],
  [/matcha cheesecake/, () => tart({ filling: '#9cc45a', kind: 'basque' })],
  // Mexican.
  [/taco bar|build a taco bar/, () => combo([{ draw: tacos({ meat: '#6b3a22', toppings: ['onion-cilantro'] }), x: 0, y: -10, s: 0.62 }, { draw: tacos({ meat: '#c9532a', toppings: ['pineapple', 'onion-cilantro'] }), x: 76, y: 0, s: 0.62 }, { draw: soup({ color: '#d9342b', pieces: ['pico'], small: true }), x: 8, y: 92, s: 0.5 }, { draw: soup({ color: '#8cbf4a', pieces: ['guac'], small: true }), x: 100, y: 96, s: 0.5 }], 'tray')],
  [/consome/, () => soup({ color: '#a8321a', garnish: 'herbs', side: 'lime', pieces: ['onion'] })],
  [/taco|quesabirria/, taco],
  [/burrito bowl|asada bowl|pollo bowl|veggie bowl|lc-bowl/, (p) => riceBowl({ pieces: [/pollo/.test(p.id) ? 'chicken' : /veggie/.test(p.id) ? 'grilled-veg' : 'steak', 'black-beans', 'pico', 'guac', 'cheese', 'corn'], base: '#f6e0b0', garnish: 'cilantro' })],
  [/breakfast burrito/, () => burrito({ filling: ['#f6d35b', '#e0b067', '#f6c342', '#d33a2b'] })],
  [/wet burrito/, () => burrito({ filling: ['#f7f3e8', '#8a5a3c', '#6b3a22'], wet: '#b3261e' })],
  [/burrito/, (p) => burrito({ filling: [/bean/.test(p.id) ? '#8a5a3c' : '#f7f3e8', /california/.test(p.id) ? '#f2c14e' : '#8a5a3c', /shrimp/.test(p.id) ? '#f08a5a' : /pastor/.test(p.id) ? '#c9532a' : /chile-relleno/.test(p.id) ? '#3f7f35' : '#6b3a22', '#8cbf4a'] })],
  [/quesadilla|mulita/, (p) => quesadilla({ mulita: /mulita/.test(p.id) })],
  [/enchilada|family plate/, () => grillPlate({ base: 'beans-rice', main: ['cheese', 'crema'], main2: (c) => enchiladas(c) })],
  [/\bmole\b|chile verde|carnitas plate|asada plate|plate-asada|plate-carnitas/, (p) => grillPlate({ base: 'beans-rice', main: [], main2: (c) => stew(c, /mole/.test(p.id) ? '#4a1e12' : /verde/.test(p.id) ? '#6f9a3a' : '#a55e32', /mole/.test(p.id) || /verde/.test(p.id)) })],
  [/torta|cemita/, (p) => stack({ bread: /cemita/.test(p.id) ? 'sesame-roll' : 'telera', layers: /ahogada/.test(p.id) ? ['carnitas', 'onion', 'red-sauce'] : ['lettuce', 'milanesa', 'avocado', 'tomato', 'jalapeno'] })],
  [/chips & salsa|chips and salsa/, () => soup({ color: '#c8321f', pieces: ['pico'], side: 'chips', small: true })],
  [/guacamole|chips & guac/, () => soup({ color: '#8cbf4a', pieces: ['guac', 'pico'], side: 'chips', small: true })],
  [/mexican rice/, () => soup({ color: '#e89a4a', pieces: ['corn'], garnish: 'herbs' })],
  [/refried beans/, () => soup({ color: '#8a5a3c', garnish: 'cream' })],
  [/elote wings/, (p) => wings({ sauce: SAUCES['elote']!, count: 10 })],
  [/elote/, () => bites({ kind: 'elote' })],
  [/esquites/, () => soup({ color: '#f2c232', pieces: ['corn', 'crema'], garnish: 'herbs' })],
  [/corn on the cob/, () => bites({ kind: 'corn' })],
  [/chilaquiles/, () => brunch({ kind: 'chilaquiles' })],
  [/huevos rancheros/, () => brunch({ kind: 'rancheros' })],
  [/machaca/, () => brunch({ kind: 'machaca' })],
  [/churro/, () => friedPile({ kind: 'churros', dip: '#5a2e18', dust: '#f6e3c0' })],
  [/\bflan\b/, () => dessert({ kind: 'flan' })],
  [/tres leches/, () => dessert({ kind: 'tres-leches' })],
  // Halal grill.
  [/shawarma platter|family feast|kabob party tray|kabob tray/, () => combo([{ draw: skewers({ meat: '#8a4a2c', rice: '#f6d877', kind: 'cubes' }), x: 0, y: 0, s: 0.62 }, { draw: grillPlate({ base: 'saffron', main: ['shawarma', 'shawarma'], sides: ['toum', 'pickle'] }), x: 70, y: 60, s: 0.6 }, { draw: soup({ color: '#e8cf9c', pieces: ['hummus'], small: true }), x: 0, y: 110, s: 0.42 }], 'tray')],
  [/shawarma wrap|kofta wrap|gyro wrap|falafel wrap|shawarma-wrap/, (p) => burrito({ filling: ['#fbf8ee', /falafel/.test(p.id) ? '#8c5a2b' : /kofta/.test(p.id) ? '#7a3a22' : '#c47b38', '#e2493a', '#7fa23a'], tortilla: '#f1dcb0', wrap: true })],
  [/shawarma/, (p) => grillPlate({ base: 'saffron', main: [/beef/.test(p.id) ? 'lamb' : 'shawarma', 'shawarma', 'toum'], sides: ['tomato', 'cucumber', 'pickle'], pita: true })],
  [/kabob|kebab/, (p) => skewers({ meat: /chicken/.test(p.id) ? '#e0a04a' : '#7a3f28', rice: '#f6d877', kind: 'cubes', pita: true })],
  [/kofta/, () => skewers({ meat: '#7a3a22', kind: 'kofta', rice: '#f6d877', pita: true })],
  [/tikka/, () => skewers({ meat: '#e07a2e', kind: 'cubes', rice: '#f6d877', sides: ['onion', 'cucumber', 'toum'] })],
  [/mixed grill/, () => skewers({ meat: '#7a3f28', kind: 'kofta', rice: '#f6d877', count: 3, pita: true })],
  [/falafel plate|falafel bowl/, (p) => /bowl/.test(p.id) ? riceBowl({ pieces: ['falafel', 'hummus', 'tabbouleh', 'falafel', 'pickle'], base: '#f6d877' }) : bites({ kind: 'falafel' })],
  [/lamb bowl|chicken rice bowl|special bowl|sg-bowl/, (p) => riceBowl({ pieces: [/lamb/.test(p.id) ? 'lamb' : 'shawarma', 'tomato', 'cucumber', 'toum', /special/.test(p.id) ? 'lamb' : 'pickle'], base: '#f6d877', garnish: 'none' })],
  [/hummus & veggies|hummus and veggies/, () => soup({ color: '#e8cf9c', pieces: ['hummus'], garnish: 'oil', side: 'none' })],
  [/hummus|baba ghanoush|foul/, (p) => /foul/.test(p.id) ? brunch({ kind: 'foul' }) : soup({ color: /baba/.test(p.id) ? '#c9a878' : '#e8cf9c', garnish: 'oil', pieces: ['chickpea'], side: 'pita' })],
  [/tabbouleh|fattoush/, (p) => salad({ pieces: /fattoush/.test(p.id) ? ['tomato', 'cucumber', 'croutons'] : ['tabbouleh', 'tomato'], ...(/tabbouleh/.test(p.id) ? { leaves: ['#3e8f2e', '#4fa03a'] } : {}), plate: /tabbouleh/.test(p.id) })],
  [/samosa/, () => bites({ kind: 'samosa' })],
  [/grape leaves/, () => bites({ kind: 'grape-leaves' })],
  [/lentil soup/, () => soup({ color: '#e8962a', garnish: 'herbs', side: 'lemon' })],
  [/manakeesh/, (p) => tart({ filling: /cheese/.test(p.id) ? '#f7ecc8' : '#6b7a2a', kind: 'custom', bits: /cheese/.test(p.id) ? [['#e6c26a', 20]] : [['#3f5a1e', 40], ['#c8a52a', 10]] })],
  [/baklava/, () => dessert({ kind: 'baklava' })],
  [/kunafa/, () => dessert({ kind: 'kunafa' })],
  [/rice pudding/, () => dessert({ kind: 'rice-pudding' })],
  [/basbousa/, () => dessert({ kind: 'basbousa' })],
  // Wings, tenders and the fryer.
  [/sampler|wings & tenders|meal for|family bucket|game day|office party|wing bar|100 wing|tender tray|slider tray|fries tray|combo|kids|tender box|tender wrap deal|staff meal|kitchen test/, (p) => comboFor(p)],
  [/flavor flight/, (p) => wings({ sauce: SAUCES['hot-honey']!, sauces: [SAUCES['hot-honey']!, SAUCES['elote']!, SAUCES['pickle']!], count: Math.min(countOf(p.name, 12), 12) })],
  [/boneless/, (p) => wings({ sauce: sauceOf(p.name + ' ' + p.description), boneless: true, count: Math.min(countOf(p.name, 10), 12) })],
  [/tender/, (p) => tenders({ count: countOf(p.name, 3), ...(/nashville/.test(p.id) ? { sauce: SAUCES['nashville']!, toast: true, pickles: true } : {}) })],
  [/wing/, (p) => wings({ sauce: sauceOf(p.name + ' ' + p.description), count: Math.min(countOf(p.name, 8), 12), ...(/flight/.test(p.name.toLowerCase()) ? {} : {}) })],
  [/sweet potato fries/, () => fries({ color: '#e8822a' })],
  [/cajun fries/, () => fries({ dust: '#b3391e' })],
  [/garlic parm fries/, () => fries({ topping: 'garlic-parm' })],
  [/loaded fries/, () => fries({ topping: 'loaded' })],
  [/za'atar fries|zaatar fries/, () => fries({ dust: '#4f6a2a' })],
  [/fries/, () => fries({})],
  [/onion rings/, () => friedPile({ kind: 'rings', dip: '#c0392b' })],
  [/mozzarella sticks|mozz sticks/, () => friedPile({ kind: 'sticks', dip: '#c0392b' })],
  [/fried okra/, () => friedPile({ kind: 'okra', dip: '#f4f1e6' })],
  [/fried pickles/, () => friedPile({ kind: 'pickles', dip: '#f4f1e6' })],
  [/fried zucchini/, () => friedPile({ kind: 'zucchini', dip: '#f6e7a0' })],
  [/funnel cake/, () => friedPile({ kind: 'funnel', dip: '#c8102e', dust: '#ffffff' })],
  [/mac & cheese|mac and cheese/, () => soup({ color: '#f2b52a', pieces: ['cheese'], garnish: 'none' })],
  [/coleslaw/, () => soup({ color: '#f2f0dc', pieces: ['onion', 'corn'], garnish: 'herbs' })],
  [/potato salad/, () => soup({ color: '#f4e4b0', pieces: ['potato', 'potato', 'potato', 'boiled-egg'], garnish: 'herbs' })],
  [/celery & carrots|celery and carrots/, () => soup({ color: '#f4f1e6', garnish: 'herbs', small: true, pieces: [] })],
  [/\bdip\b|ranch cup|marinara cup|hot honey cup/, (p) => soup({ color: dipColour(p), small: true, garnish: /ranch|blue/.test(p.id) ? 'herbs' : 'swirl' })],
  // Sandwiches and burgers.
  [/burger/, (p) => burgerFor(p)],
  [/chicken biscuit/, () => stack({ bread: 'biscuit', layers: ['fried-chicken', 'mayo'] })],
  [/chicken & waffles|chicken and waffles/, () => stack({ bread: 'waffle', layers: ['fried-chicken', 'fried-chicken'] })],
  [/hash brown sliders/, () => stack({ bread: 'roll', layers: ['hash-brown', 'egg', 'cheese'] })],
  [/sausage egg croissant|egg & cheese croissant|egg croissant/, (p) => stack({ bread: 'croissant', layers: /sausage/.test(p.id) ? ['sausage', 'egg', 'cheese'] : ['egg', 'swiss'] })],
  [/bacon egg & cheese|breakfast sandwich/, () => stack({ bread: 'brioche', layers: ['egg', 'cheese', 'bacon'] })],
  [/chicken salad croissant/, () => stack({ bread: 'croissant', layers: ['lettuce', 'chicken-salad'] })],
  [/bagel/, () => stack({ bread: 'bagel', layers: ['cream-cheese', 'lox', 'onion'] })],
  [/croque/, () => brunch({ kind: 'croque' })],
  [/benedict/, () => brunch({ kind: 'benedict' })],
  [/avocado toast/, () => brunch({ kind: 'avocado-toast' })],
  [/shakshuka/, () => brunch({ kind: 'shakshuka' })],
  [/parfait/, () => brunch({ kind: 'parfait' })],
  [/overnight oats/, () => brunch({ kind: 'oats' })],
  [/french toast sticks/, () => dessert({ kind: 'waffle-sticks' })],
  [/french toast/, () => dessert({ kind: 'french-toast' })],
  [/pancake/, () => dessert({ kind: 'pancakes' })],
  [/wrap/, (p) => wrapFor(p)],
  [/sandwich|blt|panini|melt|caprese|club|philly|pulled pork|cuban|roast beef|turkey|ham & gruyere|ham &|brie|hummus$|veggie hummus/, (p) => sandwichFor(p)],
  // Bowls and salads.
  [/acai|pitaya|nutella bowl|coconut bowl/, (p) => acaiFor(p)],
  [/salad|cobb|nicoise|harvest/, (p) => saladFor(p)],
  [/veggie bowl|grain bowl/, () => riceBowl({ pieces: ['grilled-veg', 'black-beans', 'avocado', 'corn', 'tomato'], base: '#fbf8f0' })],
  [/salmon/, () => grillPlate({ base: 'rice', main: ['salmon-fillet'], mainSize: 24, sides: ['greens', 'greens', 'tomato'] })],
  [/daily catch|fish/, () => grillPlate({ base: 'none', main: ['salmon-fillet'], mainSize: 28, sides: ['greens', 'potato', 'potato'], main2: (c) => '' })],
  [/platter/, () => combo([{ draw: wings({ sauce: SAUCES['bbq']!, count: 6 }), x: 0, y: 0, s: 0.6 }, { draw: fries({}), x: 90, y: 0, s: 0.55 }, { draw: stack({ bread: 'bun', layers: ['patty', 'cheese', 'lettuce'] }), x: 30, y: 80, s: 0.6 }], 'tray')],
  [/pasta pomodoro|spaghetti/, () => pasta('#c8321f', true)],
  [/ziti|lasagna|alfredo|chicken parm/, (p) => /alfredo/.test(p.id) ? pasta('#f6ecc8', false) : /chicken.parm/.test(p.id) ? grillPlate({ base: 'none', main: ['katsu'], mainSize: 30, main2: (c) => pasta('#c8321f', false)(c, THEMES['sunsetslice']!).replace(/^.*?<\/g>/, '') }) : tart({ filling: '#c8321f', kind: 'quiche', bits: [['#f6e0a0', 30], ['#fbf8ee', 10]] })],
  [/meatballs/, () => bites({ kind: 'meatballs' })],
  [/antipasto/, () => salad({ pieces: ['olive', 'feta', 'tomato', 'pickle'], leaves: ['#6fae3e', '#8cc659'] })],
  [/caesar/, () => saladFor({ site: '', id: 'caesar', name: 'caesar', description: '', category: '' })],
  // Bakery.
  [/almond croissant/, () => pastry({ kind: 'almond-croissant' })],
  [/croissant/, () => pastry({ kind: 'croissant' })],
  [/pain au chocolat/, () => pastry({ kind: 'pain-chocolat' })],
  [/kouign/, () => pastry({ kind: 'kouign-amann' })],
  [/morning bun/, () => pastry({ kind: 'morning-bun' })],
  [/cinnamon roll/, () => pastry({ kind: 'cinnamon-roll' })],
  [/danish/, () => pastry({ kind: 'danish' })],
  [/scone/, () => pastry({ kind: 'scone' })],
  [/muffin/, () => pastry({ kind: 'muffin' })],
  [/banana bread/, () => pastry({ kind: 'banana-bread' })],
  [/sourdough|baguette|seeded rye|brioche loaf|focaccia$|rosemary focaccia|challah/, (p) => bread({ kind: /baguette/.test(p.id) ? 'baguette' : /rye/.test(p.id) ? 'rye' : /brioche/.test(p.id) ? 'brioche' : /focaccia/.test(p.id) ? 'focaccia' : /raisin/.test(p.id) ? 'challah-round' : /challah/.test(p.id) ? 'challah' : 'sourdough' })],
  [/quiche/, (p) => tart({ filling: '#f3d27a', kind: 'quiche', bits: /lorraine/.test(p.id) ? [['#a1402c', 14]] : /mushroom/.test(p.id) ? [['#8a6446', 16]] : [['#2f7a33', 18], ['#fbf8ee', 8]] })],
  [/fruit tart/, () => tart({ filling: '#f6dc8e', kind: 'fruit' })],
  [/lemon tart/, () => tart({ filling: '#f6d83a', kind: 'lemon' })],
  [/pie of the week|apple pie|\bpie\b/, () => tart({ filling: '#c9803a', kind: 'pie' })],
  [/basque/, () => tart({ filling: '#e9b45a', kind: 'basque' })],
  [/custom celebration cake|custom cake/, () => wholeCake({ frosting: '#fbe3ea', accent: '#e07a9a' })],
  [/carrot cake/, () => cakeSlice({ layers: ['#c9803a', '#c9803a', '#c9803a'], cream: '#fbf6ea', frosting: '#fbf6ea', topping: 'nuts', plain: true })],
  [/mousse cake|chocolate cake/, () => cakeSlice({ layers: ['#3b2016', '#7a4a30', '#a8704e'], frosting: '#3b2016', topping: 'cocoa' })],
  [/cheesecake/, () => cakeSlice({ layers: ['#c9803a', '#f8ecc8', '#f8ecc8'], top: '#f6e3b0', topping: 'strawberry-sauce' })],
  [/tiramisu/, () => dessert({ kind: 'tiramisu' })],
  [/cannoli/, () => dessert({ kind: 'cannoli' })],
  [/brownie/, () => dessert({ kind: 'brownie' })],
  [/banana pudding/, () => dessert({ kind: 'banana-pudding' })],
  [/cheesecake bites/, () => dessert({ kind: 'cheesecake-bites' })],
  [/energy bites/, () => dessert({ kind: 'energy-bites' })],
  [/cookie/, (p) => cookies({ count: /half|chocolate chip cookie/.test(p.id) ? 1 : 3 })],
  [/kettle chips/, () => chipsPile()],
  [/fruit cup/, () => fruitBowl({ base: '#fbf3e4', pieces: ['melon', 'grapes', 'pineapple', 'strawberry', 'kiwi'] })],
  // Shakes and drinks.
  [/shake/, (p) => shakeFor(p)],
  [/juice|smoothie|green machine|beet it|citrus sunrise|carrot ginger|watermelon mint|pineapple kale|straight celery|tropical turmeric|pb banana|berry blast|mango tango|acai power|green protein|strawberry banana|mocha protein|blue majik/, juice],
  ...DRINKS,
];

const dipColour = (p: ProductInfo): string => {
  const t = p.id;
  return /ranch/.test(t) ? (/cajun/.test(t) ? '#f0c9a0' : '#f4f1e6') : /blue-cheese/.test(t) ? '#eef0e6' : /honey-mustard/.test(t) ? '#e9b52a' : /buffalo/.test(t) ? '#d8531f' : /chipotle/.test(t) ? '#e08a4a' : /marinara/.test(t) ? '#c0392b' : /hot-honey/.test(t) ? '#d9821f' : '#f4f1e6';
};

function ramenFor(p: ProductInfo): Draw {
  const t = `${p.id} ${p.name} ${p.description}`.toLowerCase();
  if (/vegan|shio/.test(t)) return ramen({ broth: '#eacb7a', pieces: ['tofu', 'bokchoy', 'corn', 'scallion', 'tofu'] });
  if (/black garlic/.test(t)) return ramen({ broth: '#ecd9b8', pieces: ['chashu', 'egg', 'garlic-oil', 'scallion', 'menma'] });
  if (/spicy miso|miso/.test(t)) return ramen({ broth: '#e08a3a', pieces: ['ground-pork', 'egg', 'corn', 'scallion', 'chili-oil'] });
  if (/shoyu/.test(t)) return ramen({ broth: '#b8763a', pieces: ['chashu', 'egg', 'menma', 'scallion'] });
  if (/chashu men/.test(t)) return ramen({ broth: '#efdcc0', pieces: ['chashu', 'chashu', 'chashu', 'chashu', 'scallion'] });
  if (/tsukemen/.test(t)) return ramen({ broth: '#8a5a2a', pieces: ['chashu', 'egg', 'scallion'] });
  return ramen({ broth: '#efdcc0', pieces: ['chashu', 'egg', 'menma', 'scallion'] });
}

function rollFor(p: ProductInfo): Draw {
  const t = p.id;
  if (/california/.test(t)) return roll({ fill: ['#f3a08a', '#9ccc5a', '#d5ecb0'], outside: 'rice' });
  if (/rainbow/.test(t)) return roll({ fill: ['#f3a08a', '#9ccc5a'], outside: 'rice', top: ['#f2784b', '#c8283a', '#f3d6c3', '#9ccc5a'] });
  if (/dragon|caterpillar/.test(t)) return roll({ fill: ['#e8b15a', '#5a2e12', '#d5ecb0'], outside: 'rice', top: ['#9ccc5a', '#7a4322'], sauce: '#4a2616' });
  if (/kaiju/.test(t)) return roll({ fill: ['#c8283a', '#e8562a'], outside: 'rice', top: ['#f2784b'], sauce: '#f08a4a', crunch: true });
  if (/spicy-tuna/.test(t)) return roll({ fill: ['#c8283a', '#e8562a', '#d5ecb0'] });
  if (/philadelphia/.test(t)) return roll({ fill: ['#f38a62', '#fbfaf4', '#d5ecb0'] });
  if (/shrimp-tempura/.test(t)) return roll({ fill: ['#e8b15a', '#f08a5a', '#9ccc5a'], outside: 'rice', sauce: '#4a2616', crunch: true });
  if (/salmon-skin/.test(t)) return roll({ fill: ['#b8642a', '#d5ecb0'] });
  if (/veggie/.test(t)) return roll({ fill: ['#9ccc5a', '#d5ecb0', '#f2e06a', '#4f9a32'] });
  return roll({ fill: ['#f2784b', '#d5ecb0'] });
}

function nigiriFor(p: ProductInfo): Draw {
  const t = p.id;
  if (/salmon/.test(t)) return nigiri({ fish: '#f2784b', stripes: '#fbd0b8' });
  if (/tuna/.test(t)) return nigiri({ fish: '#c8283a' });
  if (/yellowtail/.test(t)) return nigiri({ fish: '#f6dcc8', stripes: '#f0b8a8' });
  if (/albacore/.test(t)) return nigiri({ fish: '#f6e4d6', seared: true });
  if (/unagi/.test(t)) return nigiri({ fish: '#7a4322', band: true });
  if (/amaebi|shrimp/.test(t)) return nigiri({ fish: '#f7b5a0', stripes: '#f2806a' });
  return nigiri({ fish: '#f2784b' });
}

function burgerFor(p: ProductInfo): Draw {
  const t = `${p.id} ${p.name} ${p.description}`.toLowerCase();
  if (/double/.test(t)) return stack({ bread: 'bun', layers: ['patty', 'cheese', 'patty', 'cheese', 'onion'], pick: false, side: 'pickle' });
  if (/mushroom/.test(t)) return stack({ bread: 'brioche', layers: ['patty', 'swiss', 'mushroom'] });
  if (/jalapeno/.test(t)) return stack({ bread: 'bun', layers: ['patty', 'cream-cheese', 'jalapeno', 'lettuce'] });
  if (/onion ring|bbq/.test(t)) return stack({ bread: 'brioche', layers: ['patty', 'cheese', 'bbq', 'onion-ring'] });
  if (/impossible|plant/.test(t)) return stack({ bread: 'bun', layers: ['lettuce', 'plant-patty', 'tomato', 'onion', 'lettuce'] });
  if (/bacon/.test(t)) return stack({ bread: 'bun', layers: ['lettuce', 'patty', 'cheese', 'bacon'] });
  if (/chicken/.test(t)) return stack({ bread: 'brioche', layers: ['mayo', 'fried-chicken', 'buffalo', 'lettuce'] });
  if (/saffron|harissa/.test(t)) return stack({ bread: 'bun', layers: ['lettuce', 'patty', 'red-sauce', 'pickle', 'onion'] });
  return stack({ bread: 'bun', layers: ['lettuce', 'tomato', 'patty', 'cheese', 'onion'], side: /kids|limited/.test(t) ? 'none' : 'pickle' });
}

function sandwichFor(p: ProductInfo): Draw {
  const t = `${p.id} ${p.name} ${p.description}`.toLowerCase();
  if (/blt/.test(t)) return stack({ bread: 'toast', layers: ['mayo', 'lettuce', 'tomato', 'bacon', 'bacon'], pick: true, side: 'chips' });
  if (/turkey avocado|turkey-avocado/.test(t)) return stack({ bread: 'sliced', layers: ['lettuce', 'tomato', 'turkey', 'avocado', 'sprouts'], pick: true });
  if (/turkey & brie|turkey-brie/.test(t)) return stack({ bread: 'baguette', layers: ['fig', 'turkey', 'brie', 'arugula'] });
  if (/caprese/.test(t)) return stack({ bread: /focaccia/.test(t) ? 'focaccia' : 'ciabatta', layers: ['pesto', 'tomato', 'mozzarella', 'arugula'] });
  if (/roast beef/.test(t)) return stack({ bread: 'sliced', layers: ['arugula', 'roast-beef', 'cheese', 'mayo'], pick: true, side: 'pickle' });
  if (/ham & gruyere|ham-gruyere/.test(t)) return stack({ bread: 'baguette', layers: ['ham', 'swiss'] });
  if (/panini|pesto/.test(t)) return stack({ bread: 'ciabatta', layers: ['peppers', 'grilled-chicken', 'mozzarella', 'pesto'] });
  if (/tuna/.test(t)) return stack({ bread: 'toast', layers: ['tuna', 'cheese'] });
  if (/cuban/.test(t)) return stack({ bread: 'ciabatta', layers: ['pickle', 'ham', 'pulled-pork', 'swiss'] });
  if (/hummus/.test(t)) return stack({ bread: 'sliced', layers: ['hummus', 'spinach', 'tomato', 'avocado', 'sprouts'], pick: true });
  if (/nashville/.test(t)) return stack({ bread: 'brioche', layers: ['pickle', 'nashville' === 'nashville' ? 'fried-chicken' : 'fried-chicken', 'red-sauce', 'slaw'] });
  if (/buffalo/.test(t)) return stack({ bread: 'brioche', layers: ['slaw', 'fried-chicken', 'buffalo'] });
  if (/korean/.test(t)) return stack({ bread: 'brioche', layers: ['kimchi', 'fried-chicken', 'red-sauce'] });
  if (/honey butter/.test(t)) return stack({ bread: 'brioche', layers: ['pickle', 'fried-chicken', 'mayo'] });
  if (/club|grilled/.test(t)) return stack({ bread: 'toast', layers: ['lettuce', 'tomato', 'grilled-chicken', 'bacon', 'avocado'], pick: true });
  if (/fish/.test(t)) return stack({ bread: 'bun', layers: ['mayo', 'lettuce', 'fish', 'mayo'] });
  if (/philly|cheesesteak/.test(t)) return stack({ bread: 'baguette', layers: ['steak', 'onion', 'swiss'] });
  if (/pulled pork/.test(t)) return stack({ bread: 'brioche', layers: ['pulled-pork', 'bbq', 'slaw'] });
  if (/veggie crunch|cauliflower/.test(t)) return stack({ bread: 'bun', layers: ['mayo', 'cauliflower', 'slaw'] });
  if (/slider/.test(t)) return stack({ bread: 'roll', layers: ['fried-chicken', 'pickle'] });
  if (/chicken/.test(t)) return stack({ bread: 'brioche', layers: ['mayo', 'fried-chicken', 'pickle'] });
  return stack({ bread: 'sliced', layers: ['lettuce', 'tomato', 'ham', 'cheese'], pick: true });
}

function wrapFor(p: ProductInfo): Draw {
  const t = `${p.id} ${p.name} ${p.description}`.toLowerCase();
  const meat = /buffalo|nashville/.test(t) ? '#d8531f' : /falafel/.test(t) ? '#8c5a2b' : /bbq/.test(t) ? '#7a2c14' : /veggie|southwest|scramble/.test(t) ? '#f2c232' : '#e0b074';
  const tort = /spinach|veggie scramble/.test(t) ? '#9cc46a' : '#f2dca6';
  return burrito({ filling: ['#8cc659', meat, /caesar/.test(t) ? '#f5e7b8' : '#d9342b', '#fbf6ea'], tortilla: tort, wrap: true });
}

function saladFor(p: ProductInfo): Draw {
  const t = `${p.id} ${p.name} ${p.description}`.toLowerCase();
  if (/cobb/.test(t)) return salad({ pieces: ['chicken', 'bacon-bits', 'boiled-egg', 'avocado', 'blue-cheese', 'tomato'] });
  if (/greek/.test(t)) return salad({ pieces: ['tomato', 'cucumber', 'olive', 'feta', 'onion'] });
  if (/kale/.test(t)) return salad({ pieces: ['quinoa', 'cranberry', 'almond', 'goat-cheese'], leaves: ['#2f6b34', '#3e7f3e', '#4f8f3a'] });
  if (/asian/.test(t)) return salad({ pieces: ['chicken', 'mandarin', 'wonton', 'sesame'], leaves: ['#d7eab0', '#b9d98a', '#8cc659'] });
  if (/nicoise/.test(t)) return salad({ pieces: ['tuna', 'boiled-egg', 'olive', 'potato', 'green-beans'], plate: true });
  if (/harvest/.test(t)) return salad({ pieces: ['squash', 'farro', 'goat-cheese', 'cranberry'] });
  if (/buffalo/.test(t)) return salad({ pieces: ['chicken', 'blue-cheese', 'tomato', 'cucumber'], dressing: '#d8531f' });
  if (/caesar/.test(t)) return salad({ pieces: ['parmesan', 'croutons', 'chicken'], leaves: ['#8cc659', '#6fae3e', '#a6d46a'], dressing: '#f6efd8' });
  if (/southwest/.test(t)) return salad({ pieces: ['black-beans', 'corn', 'tortilla-strips', 'tomato', 'avocado'] });
  return salad({ pieces: ['tomato', 'cucumber', 'onion'] });
}

function acaiFor(p: ProductInfo): Draw {
  const t = `${p.id} ${p.name}`.toLowerCase();
  if (/pitaya/.test(t)) return fruitBowl({ base: '#e83e8c', pieces: ['mango', 'dragonfruit', 'coconut', 'kiwi'] });
  if (/nutella/.test(t)) return fruitBowl({ base: '#5a1f4a', pieces: ['strawberry', 'banana', 'granola', 'strawberry'], drizzle: '#4a2616' });
  if (/coconut/.test(t)) return fruitBowl({ base: '#f7f3ea', pieces: ['pineapple', 'kiwi', 'hemp', 'coconut'] });
  return fruitBowl({ base: '#5a1f4a', pieces: ['granola', 'banana', 'strawberry', 'blueberry'], drizzle: '#e9a620' });
}

function shakeFor(p: ProductInfo): Draw {
  const t = `${p.id} ${p.name}`.toLowerCase();
  if (/oreo|cookies/.test(t)) return shake({ color: '#e8e2da', bits: '#2a1d1a', topper: 'cookie' });
  if (/strawberry/.test(t)) return shake({ color: '#f4a6b8', bits: '#e0313b', topper: /cheesecake/.test(t) ? 'cheesecake' : 'cherry' });
  if (/banana/.test(t)) return shake({ color: '#f6e7a8', topper: 'banana' });
  if (/chocolate/.test(t)) return shake({ color: '#6b3a22', drizzle: '#3b2016', topper: 'cherry' });
  if (/caramel/.test(t)) return shake({ color: '#d9a25a', drizzle: '#a8520f', topper: 'none' });
  if (/peanut/.test(t)) return shake({ color: '#d9b27a', drizzle: '#8a5a2a', topper: 'none' });
  return shake({ color: '#f7efd8', topper: 'cherry' });
}

function comboFor(p: ProductInfo): Draw {
  const t = `${p.id} ${p.name} ${p.description}`.toLowerCase();
  const drink = cupFor('#3a1a0e', { lid: true, straw: '#d8531f' });
  const side = fries({});
  let main: Draw;
  if (/burger|cheeseburger/.test(t)) main = burgerFor(p);
  else if (/sandwich|slider/.test(t)) main = stack({ bread: 'brioche', layers: ['mayo', 'fried-chicken', 'pickle'] });
  else if (/tender|boneless.*tender|wrap/.test(t) && !/wing/.test(t)) main = /wrap/.test(t) ? wrapFor(p) : tenders({ count: 3 });
  else if (/boneless/.test(t)) main = wings({ sauce: SAUCES['buffalo']!, boneless: true, count: 10 });
  else if (/mac/.test(t)) main = soup({ color: '#f2b52a', pieces: ['cheese'] });
  else main = wings({ sauce: /sampler|wing bar/.test(t) ? SAUCES['bbq']! : SAUCES['buffalo']!, count: 10 });
  if (/100 wing|wing bar|game day|meal for|party/.test(t)) return combo([{ draw: wings({ sauce: SAUCES['buffalo']!, count: 10, celery: false }), x: 0, y: 0, s: 0.58 }, { draw: wings({ sauce: SAUCES['lemon-pepper']!, count: 10, celery: false }), x: 84, y: 0, s: 0.58 }, { draw: wings({ sauce: SAUCES['bbq']!, count: 10 }), x: 0, y: 84, s: 0.58 }, { draw: side, x: 96, y: 80, s: 0.56 }], 'tray');
  if (/tender tray|family bucket|office/.test(t)) return combo([{ draw: tenders({ count: 5 }), x: 0, y: 0, s: 0.6 }, { draw: wings({ sauce: SAUCES['buffalo']!, boneless: true, count: 10 }), x: 80, y: 10, s: 0.58 }, { draw: side, x: 40, y: 84, s: 0.58 }], 'tray');
  if (/fries tray/.test(t)) return combo([{ draw: side, x: 0, y: 0, s: 0.6 }, { draw: fries({ dust: '#b3391e' }), x: 80, y: 0, s: 0.6 }, { draw: fries({ topping: 'garlic-parm' }), x: 40, y: 80, s: 0.6 }], 'tray');
  if (/staff|kitchen test/.test(t)) return combo([{ draw: main, x: 0, y: 20, s: 0.7 }, { draw: drink, x: 110, y: 40, s: 0.55 }], 'tray');
  return combo([{ draw: main, x: 0, y: 26, s: 0.7 }, { draw: side, x: 112, y: 0, s: 0.48 }, { draw: drink, x: 112, y: 92, s: 0.48 }], 'tray');
}

function enchiladas(c: import('./svg.js').Ctx): string {
  let s = '';
  for (let i = 0; i < 3; i++) s += `<rect x="${84 + i * 6}" y="${54 + i * 24}" width="84" height="22" rx="11" fill="#e9c47a" transform="rotate(-8 120 ${64 + i * 24})"/>`;
  return s + `<path d="M82 60q40 -14 88 0l-4 70q-40 10 -80 0Z" fill="#b3261e" opacity=".85"/>`;
}

function stew(c: import('./svg.js').Ctx, color: string, smooth: boolean): string {
  return `<ellipse cx="124" cy="80" rx="48" ry="40" fill="${color}"/>` + (smooth ? `<path d="M96 76q14 -10 28 0t28 0" stroke="#f6ecd0" stroke-width="2" fill="none" opacity=".6"/>` : `<path d="M96 70l20 10M110 96l22 -6M132 66l14 16" stroke="#5d2f17" stroke-width="4" stroke-linecap="round"/>`) + `<g fill="#f6ecd0">` + [0, 1, 2, 3, 4, 5].map((i) => `<ellipse cx="${108 + (i % 3) * 14}" cy="${72 + Math.floor(i / 3) * 14}" rx="1.6" ry=".8"/>`).join('') + '</g>';
}

function pasta(sauce: string, basil: boolean): Draw {
  return (c, t) => {
    const { plate } = kitRef;
    let s = plate(c, t);
    // A nest of noodles: each strand a dark edge, the noodle and its sheen.
    let d = '';
    for (let i = 0; i < 11; i++) d += `M${n(52 + c.r(-4, 4))} ${n(64 + i * 7.5)}q${n(c.r(20, 26))} ${n(c.r(-22, 22))} 48 0t46 0`;
    s += `<path d="${d}" fill="none" stroke="#c99a3a" stroke-width="7" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#f2d27a" stroke-width="5" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#fbeab8" stroke-width="1.4" stroke-linecap="round"/>`;
    s += path(blob(c, 100, 100, 36, 30, 0.15, 9), sauce, op(0.94));
    if (sauce === '#f6ecc8') s += specks(c, 100, 100, 40, 24, 1, '#3a3a3a') + herbs(c, 100, 100, 34, 8, '#3f8f2f');
    else s += specks(c, 100, 100, 28, 10, 2, '#f6e7c0', 24);
    if (basil) s += `<path d="M92 96q8 -10 16 0q-8 8 -16 0Z" fill="#2f8a2f"/><path d="M104 104q8 -10 16 0q-8 8 -16 0Z" fill="#3f9a3a"/>`;
    return s;
  };
}

/** Baked pasta: baked ziti in its dish seen from above, or a slice of lasagna showing its layers. */
function bake(lasagna: boolean): Draw {
  return (c, t) => {
    if (lasagna) {
      let s = platePersp(c, t);
      const layers = ['#f0cf7a', '#b8321f', '#fbf3e0', '#f0cf7a', '#a8361f', '#fbf3e0', '#f0cf7a'];
      layers.forEach((col, i) => (s += rect(46, 128 - i * 10, 108, 11, col, 2)));
      s += path(blob(c, 100, 60, 56, 9, 0.12, 9), '#f3d98a') + specks(c, 100, 60, 50, 12, 2.4, '#c9822e', 6) + `<path d="M86 56q8 -10 16 0q-8 8 -16 0Z" fill="#2f8a2f"/>`;
      return s + stroke('M48 126h104M48 96h104', '#7a2416', 1.2, op(0.4));
    }
    let s = shadow(106, 110, 86, 74, 0.25) + rect(12, 28, 176, 148, c.radial('#f4efe6', 0.3, 0.12), 22) + rect(24, 40, 152, 124, '#b8321f', 14);
    for (const [x, y] of scatter(c, 100, 102, 64, c.lite ? 8 : 16, 14, 50)) {
      const a = Math.round(c.r(0, 180));
      s += `<g transform="translate(${n(x)} ${n(y)}) rotate(${a})">` + rect(-11, -5, 22, 10, '#f2cf7a', 4) + ellipse(11, 0, 2.4, 4.2, '#c98a3a') + '</g>';
    }
    s += path(blob(c, 84, 92, 34, 22, 0.3, 9), '#fbf0c8', op(0.92)) + path(blob(c, 126, 122, 30, 20, 0.3, 9), '#fbf0c8', op(0.92));
    s += specks(c, 100, 102, 60, 22, 2.6, '#c9822e', 46, op(0.7)) + herbs(c, 100, 102, 54, 8, '#3f8f2f', 40);
    return s;
  };
}

import * as kitRef from './kit.js';

/** The drawing for a product. */
export function drawingFor(p: ProductInfo): Draw {
  for (const text of [`${p.id.replace(/-/g, ' ')} | ${p.name}`, p.description, p.category]) {
    for (const [re, make] of RULES) if (re.test(text.toLowerCase())) return make(p);
  }
  throw new Error(`no drawing matches ${p.site}/${p.id} (${p.name})`);
}

export type { Topping, Piece };
