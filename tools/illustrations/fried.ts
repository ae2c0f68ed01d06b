/** Fried things: wings, boneless bites, tenders, fries, rings, sticks and bites; baskets and combos. */
import { gloss, herbs, paper, plate, ramekin, shadow, type Draw, type Theme } from './kit.js';
import { Ctx, blob, circle, dark, dashes, ellipse, light, n, op, path, pts, rect, scatter, specks, stroke } from './svg.js';

/** A sauce the wings are tossed in: its colour and what is sprinkled over. */
export interface Sauce {
  readonly color: string;
  readonly flecks?: string;
  readonly glossy?: boolean;
}
export const SAUCES: Record<string, Sauce> = {
  buffalo: { color: '#d8531f', glossy: true },
  hot: { color: '#c73c17', glossy: true, flecks: '#7a1d0a' },
  mild: { color: '#e07b2e', glossy: true },
  bbq: { color: '#7a2c14', glossy: true },
  'honey-bbq': { color: '#8f3a14', glossy: true },
  'lemon-pepper': { color: '#e4b45a', flecks: '#2b2b2b' },
  'garlic-parm': { color: '#e8c77c', flecks: '#fbf6e0' },
  teriyaki: { color: '#5e2f16', glossy: true, flecks: '#f6ecd0' },
  korean: { color: '#b3261e', glossy: true, flecks: '#f6ecd0' },
  'mango-habanero': { color: '#ef8a1f', glossy: true, flecks: '#b3261e' },
  cajun: { color: '#c46a2a', flecks: '#8a2a10' },
  'hot-honey': { color: '#d9821f', glossy: true, flecks: '#b3261e' },
  maple: { color: '#a85a1c', glossy: true, flecks: '#c0392b' },
  elote: { color: '#e4b25a', flecks: '#fbf6ea' },
  pickle: { color: '#c9b45a', flecks: '#4f7a2a' },
  plain: { color: '#d49a48' },
  nashville: { color: '#b8361a', flecks: '#5a1408' },
};

/**
 * The two cuts of a bone-in wing, drawn along the x axis in tenths (the group scales them):
 * the drumette, a little drumstick (a round, meaty end narrowing to a knuckle), and the flat, a
 * flattened piece with two bones whose ends show as twin knobs.
 */
const DRUMETTE = 'M15-5C6-6 2-16-9-16C-21-16-25-6-24 1C-23 10-16 16-7 15C2 14 7 6 15 5C19 7 24 6 24 0C24-6 19-7 15-5Z';
const FLAT = 'M-18-11C-10-14 6-15 16-12C21-10 23-5 22 0C23 6 20 13 12 14C2 16-10 17-18 14C-24 12-26 4-24-1C-25-6-23-10-18-11Z';
/** Fried-skin wrinkles and the creases where the sauce pools. */
const DRUM_CRINKLE = 'M-16-6q3 3 6 0M-12 4q3-3 6 0M-2-9q2 3 5 0M0 5q3-2 5 0M-19 2q2 2 4 1';
const FLAT_CRINKLE = 'M-12-6q3 3 6 0M2-8q3 3 6 0M-8 9q3-2 6 0M5 9q3-2 6 0M-18 3Q0 0 17 3';
/** Where the light catches the glaze. */
const DRUM_GLOSS = 'M-19-7Q-14-14-5-12M5-6Q10-5 13-4';
const FLAT_GLOSS = 'M-14-9Q0-13 13-10M-22-3v-3';

/** One bone-in wing (a drumette or a flat) at (x, y), s about its half length. */
function wing(c: Ctx, x: number, y: number, s: number, sauce: Sauce, drum: boolean): string {
  const a = c.r(0, 360);
  const flip = c.rand() < 0.5 ? -1 : 1;
  const k = s / 24;
  const fill = sauce.glossy ? c.radial(sauce.color, 0.3, 0.32, 0.4, 0.3) : c.radial(sauce.color, 0.4, 0.25, 0.4, 0.3);
  let w = `<g transform="translate(${n(x)} ${n(y)}) rotate(${Math.round(a)}) scale(${n(k)} ${n(k * flip)})">`;
  // A flat shows its two bone ends at one end; a drumette its knuckle: crisp skin the sauce barely covers.
  if (!drum) w += `<g fill="#f2e4c8" stroke="${dark(sauce.color, 0.3)}" stroke-width="1">` + '<ellipse cx="23" cy="-5" rx="4" ry="3"/><ellipse cx="22" cy="6" rx="4" ry="3"/></g>';
  w += path(drum ? DRUMETTE : FLAT, fill, ` stroke="${dark(sauce.color, 0.45)}" stroke-width="1.6"`);
  w += drum ? ellipse(21, 0, 4, 5, light(sauce.color, 0.3)) : ellipse(-22, 2, 3, 6, light(sauce.color, 0.25));
  if (!c.lite) w += stroke(drum ? DRUM_CRINKLE : FLAT_CRINKLE, dark(sauce.color, 0.5), 1.4, op(0.5));
  if (sauce.glossy) w += c.lite ? ellipse(drum ? -12 : -2, drum ? -9 : -9, 6, 2.4, '#ffffff', op(0.6)) : stroke(drum ? DRUM_GLOSS : FLAT_GLOSS, '#ffffff', 2.8, op(0.7));
  else if (!c.lite) w += specks(c, 0, 0, 14, 6, 1, light(sauce.color, 0.45), 8);
  if (sauce.flecks) w += specks(c, 0, 0, 16, 9, 0.9, sauce.flecks, 8);
  return w + '</g>';
}

function celery(c: Ctx, x: number, y: number, rot: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${rot})">` + rect(-28, -5, 56, 10, '#a6cf6a', 5) + rect(-28, -5, 56, 3, '#cbe69a', 1.5) + rect(-26, 2, 52, 2, '#86b552', 1) + '</g>' + `<g transform="translate(${x + 8} ${y + 14}) rotate(${rot})">` + rect(-24, -4, 48, 8, '#f08a3a', 4) + rect(-24, -4, 48, 2.5, '#f7b373', 1) + '</g>';
}

/** Wings piled on a plate over a smear of their sauce, with celery, carrot and a dip; `sauces` mixes flavours (a flight). */
export const wings = (o: { sauce: Sauce; sauces?: readonly Sauce[]; count?: number; dip?: string; boneless?: boolean; celery?: boolean }): Draw => (c, t) => {
  let s = plate(c, t);
  const count = Math.min(o.count ?? 8, c.lite ? 4 : 10);
  const sauces = o.sauces?.length ? o.sauces : [o.sauce];
  // The glaze left on the plate.
  if (!o.boneless && sauces[0]!.glossy) s += path(blob(c, 88, 96, 42, 36, 0.25, 8), sauces[0]!.color, op(0.22));
  const spots = scatter(c, 88, 94, count > 8 ? 46 : 40, count, count > 8 ? 17 : 22).sort((p, q) => p[1] - q[1]);
  for (const [i, [x, y]] of spots.entries()) {
    const sauce = sauces[i % sauces.length]!;
    if (o.boneless) {
      s += shadow(x + 2, y + 3, 15, 12) + path(blob(c, x, y, 15, 12, 0.18, 8), c.radial(sauce.color, 0.3, 0.22), ` stroke="${dark(sauce.color, 0.4)}" stroke-width="1"`) + specks(c, x, y, 10, 4, 1.4, light(sauce.color, 0.3));
      if (sauce.glossy) s += gloss(x - 4, y - 4, 6, 2.4);
      if (sauce.flecks) s += specks(c, x, y, 10, 5, 0.9, sauce.flecks);
    } else s += wing(c, x, y, count > 8 ? 18 : 21, sauce, i % 2 === 0);
  }
  if (o.celery !== false) s += celery(c, 140, 150, -30);
  // In a combo only the plate with the celery brings the dip.
  if (!c.lite || o.celery !== false) s += ramekin(c, 150, 62, 18, o.dip ?? '#f4f1e6', '#f7f3ec', false) + herbs(c, 150, 62, 8, 4, '#3f7f35');
  return s;
};

/** One breaded strip along the x axis (length 2l, width 2w, narrower at one end): a craggy outline, golden with crumbs. */
function strip(c: Ctx, l: number, w: number, col: string, flecks?: string): string {
  const k = c.lite ? 16 : 24;
  const p: [number, number][] = [];
  for (let i = 0; i < k; i++) {
    const t = (i / k) * Math.PI * 2, co = Math.cos(t), si = Math.sin(t);
    const x = l * Math.sign(co) * Math.abs(co) ** 0.45;
    const taper = 1 - 0.32 * (x / l + 1) / 2;
    const f = 1 + c.r(-0.07, 0.07);
    p.push([x * f, w * taper * Math.sign(si) * Math.abs(si) ** 0.7 * f]);
  }
  // Each crag bulges out between two outline points.
  let d = `M${n(p[0]![0])} ${n(p[0]![1])}`;
  for (let i = 1; i <= k; i++) {
    const [px, py] = p[i - 1]!, [x, y] = p[i % k]!;
    const mx = (px + x) / 2, my = (py + y) / 2, len = Math.hypot(mx, my) || 1, out = c.r(0.8, 2.6);
    d += `Q${n(mx + (mx / len) * out)} ${n(my + (my / len) * out)} ${n(x)} ${n(y)}`;
  }
  d += 'Z';
  let s = c.lite ? '' : path(d, dark(col, 0.4), ' transform="translate(2 3)"' + op(0.45));
  s += path(d, c.radial(col, 0.32, 0.3, 0.42, 0.3), ` stroke="${dark(col, 0.32)}" stroke-width="1.2"`);
  // Crevices in the breading, then crumbs catching the light.
  if (!c.lite) {
    let cracks = '';
    for (let i = 0; i < 5; i++) cracks += `M${n(c.r(-l * 0.7, l * 0.6))} ${n(c.r(-w * 0.5, w * 0.5))}q${n(c.r(2, 4))} ${n(c.r(-3, 3))} ${n(c.r(5, 9))} ${n(c.r(-1, 1))}`;
    s += stroke(cracks, dark(col, 0.35), 1.6, op(0.55));
  }
  s += specks(c, -l * 0.05, -w * 0.15, l * 0.8, 26, 1.3, light(col, 0.45), w * 0.6);
  s += specks(c, 0, w * 0.1, l * 0.8, 12, 1.1, dark(col, 0.3), w * 0.6, op(0.7));
  if (flecks) s += specks(c, 0, 0, l * 0.8, 16, 0.9, flecks, w * 0.6);
  return s;
}

/** Chicken tenders: breaded strips side by side on paper in a basket, with a dip. */
export const tenders = (o: { count?: number; sauce?: Sauce; dip?: string; toast?: boolean; pickles?: boolean; fries?: boolean }): Draw => (c, t) => {
  let s = basket(c, t);
  const count = Math.min(o.count ?? 3, c.lite ? 3 : 5);
  const col = o.sauce?.color ?? '#d39440';
  if (o.toast) s += `<g transform="rotate(-12 64 80)">` + rect(36, 52, 58, 54, '#e9c98e', 8) + rect(40, 56, 50, 46, c.radial('#fbf2dc', 0.3, 0.06), 6) + '</g>';
  const gap = Math.min(30, 84 / count);
  for (let i = 0; i < count; i++) {
    const off = (i - (count - 1) / 2) * gap;
    const x = 96 + off * 0.55, y = 104 + off;
    s += `<g transform="translate(${n(x)} ${n(y)}) rotate(${Math.round(-30 + c.r(-9, 9))})${i % 2 ? ' scale(-1 1)' : ''}">` + strip(c, 44 + c.r(-5, 4), count > 3 ? 13 : 15, col, o.sauce?.flecks) + '</g>';
  }
  if (o.pickles) for (const [x, y] of [[70, 92], [86, 84], [104, 100]] as const) s += circle(x, y, 7, '#6f9a34') + circle(x, y, 5.2, '#b9d47a') + specks(c, x, y, 3, 4, 0.6, '#f2f0d0');
  if (o.fries) s += fries({ inBasket: true })(c, t);
  return s + ramekin(c, 152, 150, 18, o.dip ?? '#f4f1e6');
};

/** One kettle chip: an irregular disc tilted by `squash`, golden with darker folds and brown spots. */
function kettleChip(c: Ctx, x: number, y: number, r: number, squash: number): string {
  const a = c.r(0, 180);
  const d = blob(c, 0, 0, r, r * squash, 0.16, 9);
  const base = c.pick(['#f2c65a', '#eebb4a', '#f5d06a']);
  let s = `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)})">` + path(d, c.radial(base, 0.35, 0.22, 0.45, 0.35), ` stroke="#c0842a" stroke-width="1"`);
  s += stroke(`M${n(-r * 0.6)} ${n(r * squash * 0.1)}q${n(r * 0.6)} ${n(-r * squash * 0.5)} ${n(r * 1.1)} ${n(-r * squash * 0.1)}`, '#d99a36', 1.4, op(0.7));
  if (!c.lite) s += specks(c, 0, 0, r * 0.6, 3, r * 0.07, '#b06a22', r * squash * 0.6, op(0.8));
  return s + '</g>';
}

/** Kettle chips: a pile of golden, folded chips on a paper-lined plate. */
export const chipsPile = (o: { dust?: string } = {}): Draw => (c, t) => {
  let s = plate(c, t) + paper(c, 100, 102, 64);
  // The pile: the back row first, the top of the mound last.
  const spots = scatter(c, 98, 102, 58, c.lite ? 9 : 16, 16, 50).sort((p, q) => Math.hypot(q[0] - 98, q[1] - 102) - Math.hypot(p[0] - 98, p[1] - 102));
  for (const [x, y] of spots) s += kettleChip(c, x, y, c.r(15, 20), c.r(0.55, 0.95));
  if (o.dust) s += specks(c, 98, 100, 50, 30, 1, o.dust);
  return s;
};

/** Celery and carrot sticks fanned out on a plate beside a dip (ranch, blue cheese, hummus); `cucumber` adds slices and pepper strips. */
export const veggieSticks = (o: { dip?: string; cucumber?: boolean } = {}): Draw => (c, t) => {
  let s = plate(c, t);
  for (let i = 0; i < 4; i++) s += celery(c, 78 + i * 6, 66 + i * 20, -58 + i * 12);
  if (o.cucumber) {
    for (const [x, y] of [[136, 120], [150, 136], [128, 144]] as const) s += circle(x, y, 11, '#3f7d2c') + circle(x, y, 9.4, '#d5ecb0') + circle(x, y, 4, '#b9dc8c');
    s += stroke('M112 160q14 -4 26 6M118 168q14 -2 24 8', '#d9342b', 6) + stroke('M104 60q14 2 24 -8', '#f2c232', 6);
  }
  return s + ramekin(c, 140, 76, 22, o.dip ?? '#f4f1e6', '#f7f3ec', false) + herbs(c, 140, 76, 10, 5, '#3f7f35');
};

/** A red-checked basket with paper, seen from above. */
export function basket(c: Ctx, t: Theme): string {
  let check = '';
  for (let i = 0; i < 10; i++) check += `M${18 + i * 18} 20v164M16 ${22 + i * 18}h168`;
  return shadow(104, 110, 88, 84, 0.22) + rect(12, 16, 176, 172, '#c0392b', 22) + stroke(check, '#ffffff', 7, op(0.5)) + rect(12, 16, 176, 172, 'none', 22, ` stroke="${dark('#c0392b', 0.3)}" stroke-width="4"`) + paper(c, 100, 104, 66);
}

export interface FriesOptions {
  readonly color?: string;
  readonly dust?: string;
  readonly topping?: 'loaded' | 'garlic-parm' | 'none';
  readonly inBasket?: boolean;
  readonly curly?: boolean;
}

/** Fries in a paper carton, seen from the front. */
export const fries = (o: FriesOptions = {}): Draw => (c, t) => {
  const col = o.color ?? '#f2c14e';
  if (o.inBasket) {
    let s = '';
    for (let i = 0; i < 14; i++) {
      const x = c.r(96, 168), y = c.r(40, 84), a = c.r(0, 180);
      s += rect(x - 3, y - 16, 6, 32, c.radial(col, 0.3, 0.2), 2, ` transform="rotate(${n(a)} ${n(x)} ${n(y)})"`);
    }
    return s;
  }
  let s = ellipse(104, 178, 66, 12, '#3a2414', op(0.2));
  // Fries sticking out, back row then front: each row three paths (the fries, their lit sides, their browned tips).
  const quad = (cx: number, cy: number, a: number, x0: number, y0: number, x1: number, y1: number): string => {
    const co = Math.cos(a), si = Math.sin(a);
    const at = (x: number, y: number): [number, number] => [cx + x * co - y * si, cy + x * si + y * co];
    return pts([at(x0, y0), at(x1, y0), at(x1, y1), at(x0, y1)]);
  };
  const per = c.lite ? 6 : 9;
  for (let row = 0; row < 2; row++) {
    let body = '', lit = '', tips = '';
    for (let i = 0; i < per; i++) {
      const x = 61 + i * (99 / per) + row * 5 + c.r(-2, 2);
      const top = 30 + Math.abs(i - (per - 1) / 2) * (45 / per) + row * 14 + c.r(-6, 6);
      const a = (c.r(-10, 10) * Math.PI) / 180, cy = top + 45;
      body += quad(x, cy, a, -5, -45, 5, 45);
      if (!c.lite) lit += quad(x, cy, a, -5, -43, -2, 45);
      tips += quad(x, cy, a, -5, -45, 5, -41);
    }
    s += path(body, row ? col : dark(col, 0.08)) + (lit ? path(lit, light(col, 0.35)) : '') + path(tips, dark(col, 0.25));
  }
  if (o.dust) s += specks(c, 100, 64, 46, 30, 1.2, o.dust, 26);
  if (o.topping === 'garlic-parm') s += specks(c, 100, 64, 46, 24, 1.5, '#fbf6e0', 26) + herbs(c, 100, 64, 44, 10, '#3f7f35', 24);
  if (o.topping === 'loaded') s += path(blob(c, 100, 70, 48, 20, 0.2, 12), '#f4b52a', op(0.95)) + specks(c, 100, 68, 40, 12, 2.6, '#9c3b2a', 14) + specks(c, 100, 66, 36, 10, 1.6, '#5fae3f', 14) + stroke('M66 66q16 -8 32 0t32 0', '#fbf6ea', 3);
  // The carton.
  s += path('M46 96L154 96L142 178L58 178Z', c.linear(t.accent, dark(t.accent, 0.25), true));
  s += path('M46 96Q100 118 154 96L152 108Q100 130 48 108Z', dark(t.accent, 0.2));
  s += circle(100, 142, 16, '#ffffff', op(0.9)) + circle(100, 142, 11, t.accent, op(0.8));
  return s;
};

/** Onion rings, mozzarella sticks, fried okra, fried pickles, zucchini, churros, nuggets: a pile of fried pieces with a dip. */
export const friedPile = (o: { kind: 'rings' | 'sticks' | 'okra' | 'pickles' | 'zucchini' | 'churros' | 'popcorn' | 'karaage' | 'tots' | 'funnel'; dip?: string; dust?: string }): Draw => (c, t) => {
  let s = plate(c, t);
  const batter = o.kind === 'churros' ? '#c9803a' : o.kind === 'funnel' ? '#e0b067' : o.kind === 'karaage' ? '#b8702e' : '#d9a048';
  if (o.kind === 'rings') {
    for (const [x, y] of [[70, 70], [112, 64], [60, 112], [104, 108], [136, 100], [90, 146]] as const) s += shadow(x + 2, y + 4, 24, 22) + circle(x, y, 22, 'none', ` stroke="${c.radial(batter, 0.3, 0.2)}" stroke-width="12"`) + circle(x, y, 22, 'none', ` stroke="${light(batter, 0.3)}" stroke-width="2" stroke-dasharray="3 5"`);
  } else if (o.kind === 'sticks' || o.kind === 'churros' || o.kind === 'funnel') {
    const len = o.kind === 'funnel' ? 30 : 44;
    for (let i = 0; i < (o.kind === 'funnel' ? 12 : 6); i++) {
      const x = c.r(52, 140), y = c.r(56, 148), a = c.r(-60, 60);
      s += `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)})">` + rect(-len / 2 + 2, -7, len, 14, dark(batter, 0.3), 7) + rect(-len / 2, -9, len, 14, c.radial(batter, 0.3, 0.2), 7) + (o.kind === 'churros' ? stroke(`M${-len / 2 + 4} -5h${len - 8}M${-len / 2 + 4} 0h${len - 8}`, dark(batter, 0.25), 1.5) : specks(c, 0, -2, len / 2 - 4, 6, 1.4, light(batter, 0.35), 4)) + (o.kind === 'sticks' ? ellipse(len / 2 - 2, -2, 4, 5, '#fff6dc') : '') + '</g>';
    }
  } else {
    const r = o.kind === 'popcorn' ? 9 : o.kind === 'okra' || o.kind === 'pickles' ? 10 : o.kind === 'tots' ? 10 : 16;
    for (const [x, y] of scatter(c, 90, 100, 52, o.kind === 'karaage' ? 8 : c.lite ? 8 : 14, r * 1.4)) {
      const body = o.kind === 'tots' ? rect(x - r, y - r * 0.7, r * 2, r * 1.4, c.radial('#e0a64a', 0.3, 0.2), r * 0.6) : path(blob(c, x, y, r, r * 0.8, 0.22, 7), c.radial(batter, 0.3, 0.22));
      s += shadow(x + 2, y + 3, r, r * 0.8) + body + specks(c, x, y, r * 0.7, 3, 1.2, light(batter, 0.4));
      if (o.kind === 'okra') s += circle(x, y, r * 0.35, '#8fbf4a') + specks(c, x, y, r * 0.2, 3, 0.8, '#f3f0d0');
      if (o.kind === 'pickles' || o.kind === 'zucchini') s += circle(x, y, r * 0.45, o.kind === 'pickles' ? '#b4cf6a' : '#e8efc0');
    }
  }
  if (o.dust) s += specks(c, 96, 100, 56, 40, 1, o.dust);
  if (o.kind === 'karaage') s += path('M136 56l18 -6 8 10 -20 8Z', '#f2d13b') + herbs(c, 90, 100, 30, 6, '#f4f6e8');
  return s + ramekin(c, 152, 150, 18, o.dip ?? '#c0392b');
};
