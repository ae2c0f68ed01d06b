/** Pizza in every form: whole pies by topping, slices, Sicilian squares, calzones, garlic knots. */
import { board, ramekin, shadow, plate, pointedLeaf, type Draw } from './kit.js';
import { Ctx, blob, circle, dark, ellipse, light, n, op, path, pts, scatter, specks, stroke } from './svg.js';

export type Topping =
  | 'pepperoni' | 'mushroom' | 'olive' | 'pepper' | 'onion' | 'basil' | 'pineapple' | 'ham' | 'sausage' | 'chicken'
  | 'spinach' | 'ricotta' | 'jalapeno' | 'bacon' | 'meatball' | 'tomato' | 'strawberry' | 'celery' | 'cilantro' | 'garlic' | 'truffle';

export interface PizzaOptions {
  readonly sauce?: string;
  readonly cheese?: string;
  readonly toppings?: readonly Topping[];
  /** A swirl of sauce drawn over the top (ranch, BBQ, balsamic). */
  readonly drizzle?: string;
  readonly dust?: string;
}

const RED = '#c8321f';
const MOZZ = '#f7e3a1';

/** One topping piece at (x, y). */
function topping(c: Ctx, kind: Topping, x: number, y: number, s: number): string {
  const rot = c.r(0, 360);
  const T = (body: string) => `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">${body}</g>`;
  switch (kind) {
    case 'pepperoni':
      return circle(x, y, s * 1.05, '#8e1f15') + circle(x - s * 0.1, y - s * 0.1, s * 0.9, c.radial('#c0392b', 0.2, 0.2)) + specks(c, x, y, s * 0.6, 3, s * 0.12, '#f0b38a');
    case 'mushroom':
      return T(path(`M${n(-s)} 0a${n(s)} ${n(s * 0.8)} 0 0 1 ${n(2 * s)} 0l${n(-s * 0.35)} 0l0 ${n(s * 0.7)}l${n(-s * 0.6)} 0l0 ${n(-s * 0.7)}Z`, '#e8d5b5') + path(`M${n(-s)} 0a${n(s)} ${n(s * 0.8)} 0 0 1 ${n(2 * s)} 0Z`, '#b08560', op(0.55)));
    case 'olive':
      return circle(x, y, s * 0.6, 'none', ` stroke="#2b2623" stroke-width="${n(s * 0.35)}"`);
    case 'pepper':
      return T(stroke(`M${n(-s)} 0q${n(s)} ${n(-s)} ${n(2 * s)} 0`, '#3b9a3a', s * 0.4));
    case 'onion':
      return T(stroke(`M${n(-s)} 0q${n(s)} ${n(-s * 0.9)} ${n(2 * s)} 0`, '#b15d9a', s * 0.22));
    case 'basil':
      return pointedLeaf(x, y, s * 1.2, '#2f8a2f', rot);
    case 'pineapple':
      return T(path(pts([[-s * 0.7, -s * 0.5], [s * 0.7, -s * 0.6], [s * 0.5, s * 0.6], [-s * 0.6, s * 0.5]]), '#f7d04a') + path(pts([[-s * 0.7, -s * 0.5], [s * 0.7, -s * 0.6], [s * 0.6, -s * 0.3], [-s * 0.6, -s * 0.2]]), '#e6a824'));
    case 'ham':
      return T(path(pts([[-s * 0.8, -s * 0.6], [s * 0.8, -s * 0.5], [s * 0.7, s * 0.6], [-s * 0.7, s * 0.6]]), '#f0a1a0') + path(pts([[-s * 0.8, -s * 0.6], [s * 0.8, -s * 0.5], [s * 0.78, -s * 0.3], [-s * 0.78, -s * 0.38]]), '#fbd4cf'));
    case 'sausage':
      return path(blob(c, x, y, s * 0.7, s * 0.6, 0.25, 7), c.radial('#8a4a2b', 0.2, 0.2)) + specks(c, x, y, s * 0.4, 2, s * 0.1, '#e6c68e');
    case 'chicken':
      return path(blob(c, x, y, s * 0.9, s * 0.6, 0.2, 7, rot), c.radial('#e3b679', 0.2, 0.15)) + stroke(`M${n(x - s * 0.5)} ${n(y)}l${n(s)} ${n(-s * 0.2)}`, '#b4783d', 1, op(0.6));
    case 'spinach':
      return T(path(`M${n(-s)} 0Q0 ${n(-s)} ${n(s)} 0Q0 ${n(s * 0.9)} ${n(-s)} 0Z`, '#2f6b2a'));
    case 'ricotta':
      return path(blob(c, x, y, s * 0.9, s * 0.8, 0.25, 7), '#fffdf6') + ellipse(x - s * 0.2, y - s * 0.2, s * 0.4, s * 0.25, '#ffffff');
    case 'jalapeno':
      return circle(x, y, s * 0.6, '#2e7d32') + circle(x, y, s * 0.42, '#a5d66f') + specks(c, x, y, s * 0.2, 3, s * 0.08, '#f4f1d0');
    case 'bacon':
      return T(stroke(`M${n(-s)} 0q${n(s * 0.5)} ${n(-s * 0.5)} ${n(s)} 0t${n(s)} 0`, '#9c3b2a', s * 0.55) + stroke(`M${n(-s)} 0q${n(s * 0.5)} ${n(-s * 0.5)} ${n(s)} 0t${n(s)} 0`, '#f2c9a8', s * 0.15));
    case 'meatball':
      return circle(x, y, s * 0.85, c.radial('#7a3a22', 0.25, 0.25)) + circle(x - s * 0.3, y - s * 0.3, s * 0.2, '#b56b4a');
    case 'tomato':
      return circle(x, y, s * 0.8, '#d3301f') + circle(x, y, s * 0.6, '#ef5a3c');
    case 'strawberry':
      return T(path(`M0 ${n(-s)}C${n(s)} ${n(-s)} ${n(s)} 0 0 ${n(s)}C${n(-s)} 0 ${n(-s)} ${n(-s)} 0 ${n(-s)}Z`, '#e0313b') + path(`M0 ${n(-s * 0.6)}C${n(s * 0.6)} ${n(-s * 0.6)} ${n(s * 0.5)} 0 0 ${n(s * 0.6)}C${n(-s * 0.5)} 0 ${n(-s * 0.6)} ${n(-s * 0.6)} 0 ${n(-s * 0.6)}Z`, '#f7a6a6'));
    case 'celery':
      return T(path(`M${n(-s * 0.6)} ${n(-s * 0.3)}h${n(s * 1.2)}l${n(-s * 0.2)} ${n(s * 0.6)}h${n(-s * 0.8)}Z`, '#9ccc65'));
    case 'cilantro':
      return pointedLeaf(x, y, s * 0.6, '#3e9b3a', rot) + pointedLeaf(x + s * 0.5, y, s * 0.5, '#3e9b3a', rot + 60);
    case 'garlic':
      return T(ellipse(0, 0, s * 0.5, s * 0.35, '#fff7df') + ellipse(0, 0, s * 0.5, s * 0.35, 'none', ` stroke="#d9b76a" stroke-width=".8"`));
    case 'truffle':
      return T(path(blob(c, 0, 0, s * 0.8, s * 0.6, 0.25, 6), '#8c6a4c') + stroke(`M${n(-s * 0.4)} 0l${n(s * 0.8)} 0`, '#5d4330', 1));
  }
}

/** The pie surface (sauce and cheese) in a circle of radius r. */
function pieTop(c: Ctx, x: number, y: number, r: number, o: PizzaOptions): string {
  const sauce = o.sauce ?? RED;
  const cheese = o.cheese ?? MOZZ;
  let s = circle(x, y, r, c.radial('#d99a4e', 0.3, 0.2)) + circle(x, y, r * 0.86, sauce);
  s += path(blob(c, x, y, r * 0.82, r * 0.82, 0.06, 12), c.radial(cheese, 0.25, 0.12));
  // Browned cheese spots.
  s += specks(c, x, y, r * 0.75, 14, r * 0.05, dark(cheese, 0.25), r * 0.75, op(0.5));
  s += specks(c, x, y, r * 0.9, 10, r * 0.03, '#b06a2a', r * 0.9, op(0.5)).replace('<path', '<path');
  return s;
}

function cuts(x: number, y: number, r: number, k = 8): string {
  let d = '';
  for (let i = 0; i < k / 2; i++) {
    const a = (i / k) * Math.PI * 2 + 0.2;
    d += `M${n(x - Math.cos(a) * r)} ${n(y - Math.sin(a) * r)}L${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r)}`;
  }
  return stroke(d, '#8a5a2b', 1.2, op(0.45));
}

function toppingsIn(c: Ctx, x: number, y: number, r: number, tops: readonly Topping[], s: number, per: number): string {
  let out = '';
  const pts = scatter(c, x, y, r, (c.lite ? Math.ceil(per / 2) : per) * tops.length, s * 1.3);
  pts.forEach(([px, py], i) => (out += topping(c, tops[i % tops.length]!, px, py, s)));
  return out;
}

/** A whole pie on a wooden board, cut in eight. */
export const pizza = (o: PizzaOptions = {}): Draw => (c) => {
  let s = board(c, 100, 102, 92) + shadow(104, 108, 80, 78, 0.25) + pieTop(c, 100, 100, 80, o);
  s += toppingsIn(c, 100, 100, 64, o.toppings ?? [], 9, o.toppings && o.toppings.length > 2 ? 4 : 7);
  if (o.drizzle) s += stroke(`M40 80q15 -14 30 0t30 0t30 0t30 0M44 112q15 -14 30 0t30 0t30 0t28 0M56 140q15 -12 30 0t30 0t30 0`, o.drizzle, 2.5, op(0.9));
  if (o.dust) s += specks(c, 100, 100, 72, 60, 1, o.dust);
  return s + cuts(100, 100, 80);
};

/** One triangular slice on a plate. */
export const slice = (o: PizzaOptions = {}): Draw => (c, t) => {
  const tip: [number, number] = [70, 168];
  let s = plate(c, t) + shadow(104, 110, 60, 50, 0.18);
  const body = `M${tip[0]} ${tip[1]}L40 50Q100 18 160 56Z`;
  s += path(body, '#e2a85c') + path(`M${tip[0]} ${tip[1]}L48 62Q100 36 150 66Z`, o.sauce ?? RED);
  s += `<clipPath id="sl"><path d="M${tip[0]} ${tip[1]}L50 64Q100 40 148 68Z"/></clipPath>`;
  s += `<g clip-path="url(#sl)">` + path(blob(c, 98, 102, 56, 62, 0.05, 10), c.radial(o.cheese ?? MOZZ, 0.25, 0.12)) + specks(c, 98, 102, 46, 10, 2.2, dark(o.cheese ?? MOZZ, 0.25), 46, op(0.5)) + toppingsIn(c, 98, 90, 36, o.toppings ?? [], 8, 3) + '</g>';
  s += stroke('M40 50Q100 18 160 56', '#c98840', 9) + stroke('M44 46Q100 20 156 52', '#f0c582', 2.5, op(0.7));
  // A cheese pull drip at the tip.
  s += path(`M${tip[0] - 6} ${tip[1] - 14}q3 14 7 16q3 -2 5 -12Z`, o.cheese ?? MOZZ);
  if (o.drizzle) s += stroke('M60 80q12 -10 24 0t24 0t24 0M68 110q10 -8 20 0t20 0', o.drizzle, 2.2);
  return s;
};

/** Sicilian (square, thick) slices on a board. */
export const sicilian = (o: PizzaOptions = {}): Draw => (c) => {
  let s = shadow(104, 112, 84, 70, 0.22) + path('M14 40h172v124h-172Z', c.radial('#b07a47', 0.2, 0.15));
  for (const [x, y] of [[30, 54], [102, 54], [30, 108], [102, 108]] as const) {
    s += path(`M${x} ${y}h68v50h-68Z`, '#c98840') + path(`M${x + 4} ${y + 4}h60v40h-60Z`, o.sauce ?? '#d2452a');
    s += path(blob(c, x + 34, y + 24, 26, 17, 0.08, 10), c.radial(o.cheese ?? MOZZ, 0.25, 0.1), op(0.9));
    s += specks(c, x + 34, y + 24, 24, 5, 2, '#c0392b') + toppingsIn(c, x + 34, y + 24, 18, o.toppings ?? ['basil'], 6, 1);
  }
  return s;
};

/** A calzone (or stromboli) with a marinara cup. */
export const calzone = (o: { filling?: string; stromboli?: boolean } = {}): Draw => (c, t) => {
  let s = plate(c, t);
  if (o.stromboli) {
    s += shadow(98, 112, 70, 28) + path('M26 96q0 -26 30 -26h90q30 0 30 26t-30 26h-90q-30 0 -30 -26Z', c.radial('#d9954a', 0.35, 0.2));
    s += stroke('M56 76l-8 40M86 74l-8 46M116 74l-8 46M146 76l-8 40', '#a8672d', 3);
    return s + ramekin(c, 150, 150, 20, '#c0392b');
  }
  s += shadow(100, 112, 72, 44) + path('M26 112Q30 40 100 38Q172 40 174 112Z', c.radial('#dd9d52', 0.4, 0.2));
  let crimp = '';
  for (let x = 30; x < 172; x += 12) crimp += `M${x} 112q6 10 12 0`;
  s += path('M24 110Q100 122 176 110L176 118Q100 132 24 118Z', '#c07e3b') + stroke(crimp, '#b06f31', 3);
  s += stroke('M70 70l10 -6M98 60l12 -4M128 68l10 -6', '#a8672d', 3) + specks(c, 100, 72, 40, 12, 1.2, '#f4e2b8', 22);
  if (o.filling) s += path('M88 114q12 10 24 0', o.filling);
  return s + ramekin(c, 150, 152, 20, '#c0392b');
};

/** Garlic knots in a bowl with marinara. */
export const knots: Draw = (c, t) => {
  let s = plate(c, t);
  for (const [x, y] of [[70, 72], [112, 64], [148, 92], [64, 116], [104, 110], [96, 150]] as const) {
    s += shadow(x + 2, y + 4, 20, 15) + path(blob(c, x, y, 20, 15, 0.12, 8), c.radial('#e1a257', 0.4, 0.2));
    s += stroke(`M${x - 12} ${y - 2}q8 -10 16 0q6 8 10 -2`, '#b6702e', 3) + specks(c, x, y, 13, 4, 1.5, '#f7edc9') + specks(c, x, y, 12, 4, 1.2, '#3f8f2f');
  }
  return s + ramekin(c, 148, 146, 22, '#c0392b');
};
