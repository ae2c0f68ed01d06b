/** Fried things: wings, boneless bites, tenders, fries, rings, sticks and bites; baskets and combos. */
import { gloss, herbs, paper, plate, ramekin, shadow, type Draw, type Theme } from './kit.js';
import { Ctx, blob, circle, dark, dashes, ellipse, light, n, op, path, rect, scatter, specks, stroke } from './svg.js';

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

/** One bone-in wing (a flat or a drumette) at (x, y). */
function wing(c: Ctx, x: number, y: number, s: number, sauce: Sauce, drum: boolean): string {
  const a = c.r(0, 360);
  const body = drum
    ? `M${n(-s)} ${n(-s * 0.55)}C${n(s * 0.2)} ${n(-s * 0.9)} ${n(s * 1.1)} ${n(-s * 0.4)} ${n(s * 1.1)} 0C${n(s * 1.1)} ${n(s * 0.4)} ${n(s * 0.2)} ${n(s * 0.9)} ${n(-s)} ${n(s * 0.55)}C${n(-s * 1.4)} ${n(s * 0.3)} ${n(-s * 1.4)} ${n(-s * 0.3)} ${n(-s)} ${n(-s * 0.55)}Z`
    : blob(c, 0, 0, s * 1.2, s * 0.62, 0.12, 8);
  let w = `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)})">`;
  w += path(body, dark(sauce.color, 0.3), ` transform="translate(1.5 2.5)"`);
  w += path(body, c.radial(sauce.color, 0.3, 0.22));
  w += specks(c, 0, 0, s * 0.7, 5, s * 0.08, dark(sauce.color, 0.3), s * 0.35, op(0.6));
  if (drum) w += ellipse(-s * 1.15, 0, s * 0.22, s * 0.28, '#f1e3c8');
  if (sauce.glossy) w += gloss(-s * 0.2, -s * 0.25, s * 0.5, s * 0.12, -10, 0.55);
  if (sauce.flecks) w += specks(c, 0, 0, s * 0.8, 8, s * 0.06, sauce.flecks, s * 0.4);
  return w + '</g>';
}

function celery(c: Ctx, x: number, y: number, rot: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${rot})">` + rect(-28, -5, 56, 10, '#a6cf6a', 5) + rect(-28, -5, 56, 3, '#cbe69a', 1.5) + rect(-26, 2, 52, 2, '#86b552', 1) + '</g>' + `<g transform="translate(${x + 8} ${y + 14}) rotate(${rot})">` + rect(-24, -4, 48, 8, '#f08a3a', 4) + rect(-24, -4, 48, 2.5, '#f7b373', 1) + '</g>';
}

/** Wings on a plate with celery, carrot and a dip. */
export const wings = (o: { sauce: Sauce; count?: number; dip?: string; boneless?: boolean; celery?: boolean }): Draw => (c, t) => {
  let s = plate(c, t);
  const count = Math.min(o.count ?? 8, 12);
  const spots = scatter(c, 88, 92, 50, count, 22);
  for (const [i, [x, y]] of spots.entries()) {
    if (o.boneless) {
      s += shadow(x + 2, y + 3, 15, 12) + path(blob(c, x, y, 15, 12, 0.18, 8), c.radial(o.sauce.color, 0.3, 0.22)) + specks(c, x, y, 10, 4, 1.4, light(o.sauce.color, 0.3));
      if (o.sauce.glossy) s += gloss(x - 4, y - 4, 6, 2.4);
      if (o.sauce.flecks) s += specks(c, x, y, 10, 5, 0.9, o.sauce.flecks);
    } else s += wing(c, x, y, 17, o.sauce, i % 2 === 0);
  }
  if (o.celery !== false) s += celery(c, 140, 150, -30);
  s += ramekin(c, 150, 62, 18, o.dip ?? '#f4f1e6', '#f7f3ec', false) + herbs(c, 150, 62, 8, 4, '#3f7f35');
  return s;
};

/** Chicken tenders on paper in a basket, with a dip. */
export const tenders = (o: { count?: number; sauce?: Sauce; dip?: string; toast?: boolean; pickles?: boolean; fries?: boolean }): Draw => (c, t) => {
  let s = basket(c, t);
  const count = Math.min(o.count ?? 3, 5);
  const col = o.sauce?.color ?? '#d3913f';
  for (let i = 0; i < count; i++) {
    const x = 64 + i * (70 / count), y = 100 + (i % 2) * 10;
    const r = -30 + i * 14;
    s += `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(r)})">` + path(blob(c, 0, 0, 14, 40, 0.14, 10), dark(col, 0.3), ' transform="translate(2 3)"') + path(blob(c, 0, 0, 14, 40, 0.14, 10), c.radial(col, 0.35, 0.25)) + specks(c, 0, 0, 9, 12, 1.4, light(col, 0.35), 32) + (o.sauce?.flecks ? specks(c, 0, 0, 9, 10, 1, o.sauce.flecks, 32) : '') + '</g>';
  }
  if (o.toast) s += rect(30, 58, 44, 40, c.radial('#f5e6c4', 0.3, 0.1), 6, ' transform="rotate(-12 52 78)"');
  if (o.pickles) s += specks(c, 60, 70, 14, 4, 5, '#7d9e36');
  if (o.fries) s += fries({ inBasket: true })(c, t).replace(/^/, '');
  return s + ramekin(c, 152, 150, 18, o.dip ?? '#f4f1e6');
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
  // Fries sticking out, back row then front.
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < 9; i++) {
      const x = 56 + i * 11 + row * 5 + c.r(-2, 2);
      const top = 30 + Math.abs(i - 4) * 5 + row * 14 + c.r(-6, 6);
      const a = c.r(-10, 10);
      s += rect(x, top, 10, 90, c.linear(light(col, 0.2), dark(col, 0.15), true), 2.5, ` transform="rotate(${n(a)} ${n(x + 5)} ${n(top + 45)})"`);
      s += rect(x, top, 10, 4, dark(col, 0.25), 2, ` transform="rotate(${n(a)} ${n(x + 5)} ${n(top + 45)})"`);
    }
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
    for (const [x, y] of scatter(c, 90, 100, 52, o.kind === 'karaage' ? 8 : 18, r * 1.4)) {
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
