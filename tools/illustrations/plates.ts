/** Plated dishes: sushi, nigiri, skewers and grill plates, dumplings and small bites, egg dishes, bento, platters and combos; shop goods. */
import { backdrop, board, citrusWedge, herbs, leaf, plate, platter, ramekin, rice, sesame, shadow, slate, type Draw, type Theme } from './kit.js';
import { piece, pita, type Piece } from './bowls.js';
import { Ctx, blob, circle, dark, dashes, ellipse, light, n, op, path, rect, scatter, specks, stroke } from './svg.js';

/** Sushi roll pieces on a slate with ginger and wasabi. */
export const roll = (o: { fill: readonly string[]; outside?: 'nori' | 'rice'; top?: readonly string[]; sauce?: string; crunch?: boolean; sesame?: boolean }): Draw => (c) => {
  let s = slate(c);
  const xs = [40, 76, 112, 148];
  const rows = [84, 124];
  for (const y of rows) for (const x of xs.slice(0, y === 84 ? 4 : 3)) {
    const r = 18;
    s += shadow(x + 2, y + 4, r, r * 0.95, 0.35);
    if (o.outside === 'rice') s += circle(x, y, r, c.radial('#fbf8f0', 0.3, 0.1)) + circle(x, y, r * 0.72, '#1f2d1e');
    else s += circle(x, y, r, '#1f2d1e') + circle(x, y, r * 0.86, c.radial('#fbf8f0', 0.3, 0.1));
    s += specks(c, x, y, r * 0.7, 6, 1, '#e6e0d0');
    o.fill.forEach((f, i) => {
      const a = (i / o.fill.length) * Math.PI * 2;
      s += circle(x + Math.cos(a) * 4.5, y + Math.sin(a) * 4.5, 5, f);
    });
    if (o.top) s += path(`M${x - r} ${y - 4}Q${x} ${y - r - 8} ${x + r} ${y - 4}Q${x} ${y - r + 2} ${x - r} ${y - 4}Z`, o.top[(x + y) % o.top.length]!);
    if (o.sesame || o.outside === 'rice') s += sesame(c, x, y, r * 0.8, 4, '#f6ecd0');
    if (o.crunch) s += specks(c, x, y - 6, 12, 6, 1.6, '#f0c474', 6);
  }
  if (o.sauce) s += stroke('M26 74q20 -8 40 0t40 0t40 0t30 0M30 118q20 -8 40 0t40 0t40 0', o.sauce, 2.4, op(0.9));
  s += piece(c, 'ginger', 150, 130, 22) + piece(c, 'wasabi', 168, 126, 18);
  return s;
};

/** Two or three nigiri (or gunkan) on a slate. */
export const nigiri = (o: { fish: string; stripes?: string; band?: boolean; gunkan?: boolean; seared?: boolean; count?: number }): Draw => (c) => {
  let s = slate(c, 14, 52, 172, 100);
  const xs = (o.count ?? 2) === 3 ? [52, 100, 148] : [70, 130];
  for (const x of xs) {
    const y = 102;
    s += shadow(x + 3, y + 8, 24, 30, 0.35);
    if (o.gunkan) {
      s += ellipse(x, y + 6, 24, 30, '#1f2d1e') + ellipse(x, y - 2, 20, 24, c.radial(o.fish, 0.35, 0.2));
      for (const [px, py] of scatter(c, x, y - 2, 14, 5, 8, 18)) s += ellipse(px, py, 7, 5, c.radial(o.fish, 0.4, 0.15));
      continue;
    }
    s += ellipse(x, y + 4, 18, 26, c.radial('#fbf8f0', 0.3, 0.1)) + specks(c, x, y + 4, 14, 8, 1, '#e6e0d0', 22);
    s += path(`M${x - 24} ${y - 18}Q${x} ${y - 38} ${x + 24} ${y - 18}L${x + 18} ${y + 30}Q${x} ${y + 38} ${x - 18} ${y + 30}Z`, c.radial(o.fish, 0.3, 0.18), ` transform="rotate(-8 ${x} ${y})"`);
    if (o.stripes) s += stroke(`M${x - 18} ${y - 16}q10 4 16 16M${x - 14} ${y}q10 4 16 16M${x - 10} ${y + 16}q8 4 12 12`, o.stripes, 2.2, ` transform="rotate(-8 ${x} ${y})"`);
    if (o.seared) s += path(`M${x - 24} ${y - 18}Q${x} ${y - 38} ${x + 24} ${y - 18}L${x + 22} ${y - 8}Q${x} ${y - 24} ${x - 22} ${y - 8}Z`, '#6b3a1a', ` transform="rotate(-8 ${x} ${y})"${op(0.55)}`) + specks(c, x, y - 14, 10, 6, 2, '#d9a55a', 6);
    if (o.band) s += rect(x - 22, y - 2, 44, 12, '#1f2d1e', 2, ` transform="rotate(-8 ${x} ${y})"`);
    s += ellipse(x - 6, y - 16, 8, 3, '#ffffff', ` transform="rotate(-30 ${x - 6} ${y - 16})"${op(0.4)}`);
  }
  return s + piece(c, 'ginger', 158, 140, 18) + piece(c, 'wasabi', 40, 140, 14);
};

/** Sashimi slices fanned on a slate (omakase, yellowtail jalapeno). */
export const sashimi = (o: { fish: readonly string[]; jalapeno?: boolean; sauce?: string }): Draw => (c) => {
  let s = slate(c, 14, 42, 172, 120);
  o.fish.forEach((f, row) => {
    for (let i = 0; i < 4; i++) {
      const x = 46 + i * 26 + (row % 2) * 10, y = 72 + row * (90 / o.fish.length);
      s += path(`M${x - 12} ${y - 14}q16 -4 24 6l-6 26q-12 2 -22 -6Z`, c.radial(f, 0.35, 0.2)) + stroke(`M${x - 8} ${y - 8}q8 4 10 14`, light(f, 0.4), 1.5);
      if (o.jalapeno) s += circle(x + 2, y + 2, 4, '#3c8a2f') + circle(x + 2, y + 2, 2.4, '#b8e07a');
    }
  });
  if (o.sauce) s += path(blob(c, 100, 102, 70, 40, 0.1, 10), o.sauce, op(0.25));
  return s + piece(c, 'ginger', 160, 140, 18) + (leaf(c, 164, 72, 18, '#4f9a3a', 30));
};

/** Skewers on a plate with rice or saffron rice, grilled tomato and salad: kabob, kofta, tikka, tsukune. */
export const skewers = (o: { meat: string; kind?: 'cubes' | 'kofta' | 'tsukune'; rice?: string; count?: number; sides?: readonly Piece[]; pita?: boolean; yolk?: boolean; glaze?: string }): Draw => (c, t) => {
  let s = platter(c, t);
  if (o.rice) s += rice(c, 66, 92, 42, o.rice, 34) + specks(c, 66, 92, 30, 8, 1.6, '#e89a2a', 26);
  const count = o.count ?? 2;
  for (let k = 0; k < count; k++) {
    const y = 86 + k * 30, x0 = 40, x1 = 170;
    s += `<g transform="rotate(${-14 + k * 6} 110 ${y})">` + stroke(`M${x0} ${y}L${x1} ${y}`, '#c9a06a', 3);
    if (o.kind === 'kofta' || o.kind === 'tsukune') {
      s += rect(60, y - 11, 96, 22, c.radial(o.meat, 0.3, 0.25), 11) + stroke(`M76 ${y - 10}l4 20M100 ${y - 10}l4 20M124 ${y - 10}l4 20`, dark(o.meat, 0.4), 3);
      if (o.glaze) s += rect(62, y - 10, 92, 8, o.glaze, 4, op(0.5));
    } else {
      for (let i = 0; i < 5; i++) {
        const x = 66 + i * 20;
        s += path(blob(c, x, y, 11, 10, 0.18, 6), c.radial(i % 2 === 1 && o.meat !== '#e07a2e' ? o.meat : o.meat, 0.3, 0.25)) + stroke(`M${x - 6} ${y - 6}l6 12`, dark(o.meat, 0.45), 2, op(0.7));
        if (i === 2 && o.kind === 'cubes') s += path(blob(c, x + 10, y - 2, 6, 8, 0.2, 6), '#d8402e', op(0.9));
      }
    }
    s += '</g>';
  }
  if (o.yolk) s += circle(150, 60, 11, '#f7b733') + circle(150, 60, 14, 'none', ` stroke="#fbf3e0" stroke-width="3"`);
  for (const [i, p] of (o.sides ?? ['tomato', 'cucumber', 'pickle']).entries()) s += piece(c, p, 140 + (i % 2) * 22, 142 - (i > 1 ? 18 : 0) + (i % 2) * 4, 18);
  if (o.pita) s += pita(c, 44, 144);
  return s;
};

/** A grill plate (shawarma, curry, enchiladas, bento) from above: base on the left, main on the right, sides. */
export const grillPlate = (o: { base?: 'rice' | 'saffron' | 'fries' | 'beans-rice' | 'curry-rice' | 'none'; main: readonly Piece[]; mainSize?: number; sides?: readonly Piece[]; sauce?: string; pita?: boolean; main2?: (c: Ctx) => string }): Draw => (c, t) => {
  let s = plate(c, t, 100, 102, 88);
  if (o.base === 'rice' || o.base === 'saffron' || o.base === 'curry-rice') s += rice(c, 70, 84, 42, o.base === 'saffron' ? '#f6d877' : '#fbf8f0', 38);
  if (o.base === 'saffron') s += specks(c, 70, 84, 32, 10, 1.6, '#e8892a', 28);
  if (o.base === 'beans-rice') s += rice(c, 64, 122, 30, '#f2b766', 26) + piece(c, 'beans', 126, 132, 30) + specks(c, 64, 122, 22, 8, 1.5, '#e95c3a');
  if (o.base === 'curry-rice') s += path(blob(c, 126, 118, 50, 44, 0.08, 10), c.radial('#9a5a1c', 0.25, 0.15)) + specks(c, 130, 124, 30, 6, 5, '#e69a3a') + specks(c, 130, 124, 30, 4, 4, '#e4572e');
  if (o.main2) s += o.main2(c);
  const sz = o.mainSize ?? 20;
  const spots: [number, number][] = [[124, 84], [112, 112], [136, 106], [126, 64], [100, 90]];
  o.main.forEach((m, i) => (s += piece(c, m, ...spots[i % spots.length]!, sz)));
  (o.sides ?? []).forEach((p, i) => (s += piece(c, p, 60 + i * 26, 150 - (i % 2) * 8, 16)));
  if (o.sauce) s += stroke('M92 96q14 -10 28 0t28 0M96 118q14 -10 28 0t28 0', o.sauce, 2.4, op(0.9));
  if (o.pita) s += pita(c, 150, 150);
  return s;
};

/** Dumplings and small round bites on a plate: gyoza, samosas, takoyaki, falafel, grape leaves, musubi, meatballs, edamame, agedashi. */
export const bites = (o: { kind: 'gyoza' | 'samosa' | 'takoyaki' | 'falafel' | 'grape-leaves' | 'musubi' | 'meatballs' | 'edamame' | 'agedashi' | 'shishito' | 'tofu' | 'elote' | 'corn'; dip?: string }): Draw => (c, t) => {
  let s = o.kind === 'agedashi' ? '' : plate(c, t);
  switch (o.kind) {
    case 'gyoza':
      for (let i = 0; i < 6; i++) {
        const x = 50 + (i % 3) * 40, y = 80 + Math.floor(i / 3) * 40;
        s += `<g transform="rotate(-20 ${x} ${y})">` + shadow(x + 2, y + 4, 22, 14) + path(`M${x - 22} ${y + 6}Q${x} ${y - 30} ${x + 22} ${y + 6}Q${x} ${y + 14} ${x - 22} ${y + 6}Z`, c.radial('#f4ead2', 0.35, 0.12)) + path(`M${x - 20} ${y + 6}Q${x} ${y + 14} ${x + 20} ${y + 6}L${x + 16} ${y + 10}Q${x} ${y + 16} ${x - 16} ${y + 10}Z`, '#b5712c') + stroke(`M${x - 12} ${y - 6}q3 -6 6 0M${x - 2} ${y - 10}q3 -6 6 0M${x + 8} ${y - 6}q3 -6 6 0`, '#d9ccb0', 1.4) + '</g>';
      }
      return s + herbs(c, 90, 100, 40, 8, '#5fae3f') + ramekin(c, 156, 150, 18, '#5a2e12');
    case 'samosa':
      for (const [x, y, a] of [[70, 80, -10], [128, 84, 20], [96, 132, 180]] as const) s += `<g transform="rotate(${a} ${x} ${y})">` + shadow(x + 2, y + 6, 32, 26) + path(`M${x - 32} ${y + 22}L${x} ${y - 30}L${x + 32} ${y + 22}Z`, c.radial('#d99a42', 0.4, 0.25)) + specks(c, x, y + 4, 16, 10, 1.4, '#f4d79a', 14) + stroke(`M${x - 30} ${y + 20}h60`, '#b5712c', 3) + '</g>';
      return s + ramekin(c, 154, 152, 18, '#4f8f2c');
    case 'takoyaki':
      for (const [x, y] of [[64, 78], [100, 72], [136, 80], [66, 118], [102, 114], [138, 120]] as const) s += shadow(x + 2, y + 4, 19, 18) + circle(x, y, 19, c.radial('#c9803a', 0.35, 0.25));
      return s + stroke('M48 70l100 0M48 96l100 0M48 122l100 0', '#fbf6ea', 2.5) + stroke('M50 82q50 30 100 0M50 106q50 30 100 0', '#5a2a12', 4) + dashes(c, 100, 98, 46, 14, 6, '#d9a06a', 2, 32) + herbs(c, 100, 98, 40, 10, '#4f9a3a', 30);
    case 'falafel':
      for (const [x, y] of scatter(c, 84, 96, 40, 6, 26)) s += shadow(x + 2, y + 4, 14, 13) + circle(x, y, 14, c.radial('#8c5a2b', 0.35, 0.3)) + specks(c, x, y, 8, 4, 1, '#4b7d2a');
      return s + piece(c, 'hummus', 140, 140, 22) + piece(c, 'tomato', 146, 70, 20);
    case 'grape-leaves':
      for (let i = 0; i < 6; i++) {
        const x = 60 + (i % 3) * 40, y = 82 + Math.floor(i / 3) * 40;
        s += shadow(x + 2, y + 4, 18, 12) + rect(x - 18, y - 11, 36, 22, c.radial('#5e7a2c', 0.35, 0.25), 11) + stroke(`M${x - 12} ${y - 8}l6 16M${x} ${y - 10}l6 18M${x + 10} ${y - 8}l4 14`, '#3f5a1e', 1.5);
      }
      return s + citrusWedge(150, 150, 16, '#f2d13b', 200);
    case 'musubi':
      for (const [x, y] of [[72, 100], [130, 100]] as const) s += shadow(x + 3, y + 5, 24, 36) + rect(x - 22, y - 36, 44, 72, c.radial('#fbf8f0', 0.3, 0.1), 6) + rect(x - 20, y - 40, 40, 20, c.radial('#c8644a', 0.3, 0.2), 4) + rect(x - 23, y - 4, 46, 18, '#1f2d1e', 2) + specks(c, x, y + 24, 14, 6, 1, '#e6e0d0', 8);
      return s;
    case 'meatballs':
      s += path(blob(c, 100, 102, 66, 62, 0.1, 10), c.radial('#c0392b', 0.2, 0.2));
      for (const [x, y] of [[76, 86], [124, 86], [100, 126]] as const) s += shadow(x + 2, y + 4, 24, 22) + circle(x, y, 24, c.radial('#7a3a22', 0.35, 0.3)) + specks(c, x, y, 16, 5, 1.4, '#a85a3a');
      return s + piece(c, 'toum', 100, 100, 24) + herbs(c, 100, 102, 50, 10);
    case 'edamame':
    case 'shishito':
      for (const [x, y] of scatter(c, 100, 102, 50, 14, 14)) s += o.kind === 'edamame' ? piece(c, 'edamame', x, y, 16) : `<g transform="rotate(${n(c.r(0, 360))} ${n(x)} ${n(y)})">` + path(`M${n(x - 20)} ${n(y)}q20 -12 40 -2q-20 12 -40 2Z`, c.radial('#4f9a32', 0.35, 0.25)) + specks(c, x, y, 10, 3, 2, '#2a3a1a', 3) + '</g>';
      return s + specks(c, 100, 102, 56, 40, 1, '#ffffff') + (o.kind === 'shishito' ? dashes(c, 100, 100, 40, 10, 5, '#d9a06a', 1.6) : '');
    case 'agedashi':
    case 'tofu': {
      s = o.kind === 'agedashi' ? plate(c, t) + circle(100, 102, 62, c.radial(t.bowl, 0.25, 0.2)) + circle(100, 102, 54, c.radial('#c9944a', 0.25, 0.1)) : s;
      for (const [x, y] of [[80, 86], [120, 90], [98, 124]] as const) s += shadow(x + 2, y + 4, 20, 18) + rect(x - 18, y - 16, 36, 32, c.radial('#e6b25a', 0.35, 0.2), 6) + specks(c, x, y, 12, 6, 1.5, '#f7dfa6');
      return s + specks(c, 100, 90, 20, 6, 3, '#f3efe0') + herbs(c, 100, 100, 30, 8, '#4f9a3a');
    }
    case 'elote':
    case 'corn':
      for (const [y, a] of [[86, -12], [126, 8]] as const) {
        s += `<g transform="rotate(${a} 100 ${y})">` + shadow(102, y + 6, 66, 18) + rect(36, y - 18, 128, 36, c.radial('#f2c232', 0.35, 0.2), 18);
        let k = '';
        for (let x = 44; x < 160; x += 8) k += `M${x} ${y - 14}v28`;
        s += stroke(k, '#d9a21a', 1.2, op(0.6)) + rect(150, y - 8, 28, 16, '#c9a06a', 4);
        if (o.kind === 'elote') s += stroke(`M44 ${y - 4}q14 -10 28 0t28 0t28 0t28 0`, '#fbf6ea', 5) + specks(c, 100, y, 56, 26, 1.4, '#fbfbf5', 12) + specks(c, 100, y, 56, 20, 1.1, '#c8321f', 12);
        else s += rect(60, y - 14, 14, 12, '#fbe6a0', 3);
        s += '</g>';
      }
      return s + citrusWedge(48, 156, 15, '#7cbf3a', 200);
  }
};

/** Eggs and brunch plates: shakshuka in a pan, chilaquiles, huevos rancheros, avocado toast, benedict, foul, machaca. */
export const brunch = (o: { kind: 'shakshuka' | 'chilaquiles' | 'rancheros' | 'avocado-toast' | 'benedict' | 'foul' | 'machaca' | 'croque' | 'parfait' | 'oats' }): Draw => (c, t) => {
  switch (o.kind) {
    case 'shakshuka': {
      let s = shadow(106, 110, 84, 80, 0.3) + rect(160, 92, 40, 16, '#2a2624', 6) + circle(100, 102, 82, c.radial('#3a3634', 0.15, 0.3)) + circle(100, 102, 70, c.radial('#c8321f', 0.25, 0.2));
      s += specks(c, 100, 102, 60, 30, 2.4, '#e4572e') + specks(c, 100, 102, 60, 10, 2.6, '#8a2a10');
      for (const [x, y] of [[78, 88], [124, 112]] as const) s += path(blob(c, x, y, 22, 20, 0.15, 8), '#fffaf0') + circle(x + 2, y, 9, c.radial('#f6a623', 0.4, 0.15));
      return s + herbs(c, 100, 102, 56, 16) + specks(c, 100, 102, 50, 8, 2.4, '#fbfbf5');
    }
    case 'chilaquiles':
    case 'rancheros':
    case 'machaca': {
      let s = plate(c, t, 100, 102, 88);
      if (o.kind === 'chilaquiles') {
        for (const [x, y] of scatter(c, 100, 102, 56, 18, 14)) s += path(`M${n(x)} ${n(y - 12)}l12 18l-22 2Z`, c.radial('#d9533a', 0.3, 0.2), ` transform="rotate(${n(c.r(0, 360))} ${n(x)} ${n(y)})"`);
        s += specks(c, 100, 102, 50, 20, 2, '#fbf6ea') + dashes(c, 100, 102, 50, 10, 5, '#c39bd3', 1.5);
      }
      if (o.kind === 'rancheros') s += circle(100, 102, 64, c.radial('#ecd49a', 0.3, 0.12)) + path(blob(c, 100, 102, 56, 54, 0.12, 10), '#c8321f', op(0.9));
      if (o.kind === 'machaca') s += path(blob(c, 90, 100, 56, 48, 0.15, 10), c.radial('#e9c25a', 0.3, 0.15)) + dashes(c, 90, 100, 46, 24, 7, '#8a4a2c', 2.5) + specks(c, 90, 100, 40, 10, 2.2, '#3c8a2f') + specks(c, 90, 100, 40, 8, 2.2, '#d33a2b') + piece(c, 'beans', 150, 140, 22);
      if (o.kind !== 'machaca') for (const [x, y] of [[84, 92], [120, 114]] as const) s += path(blob(c, x, y, 24, 21, 0.15, 8), '#fffaf0') + circle(x + 2, y, 9, c.radial('#f6a623', 0.4, 0.15));
      return s + piece(c, 'avocado', 140, 70, 16) + herbs(c, 100, 102, 50, 10) + specks(c, 100, 110, 50, 8, 2.4, '#fbfbf5');
    }
    case 'avocado-toast':
    case 'benedict':
    case 'croque': {
      let s = plate(c, t);
      if (o.kind === 'benedict') {
        for (const [x, y] of [[74, 92], [126, 112]] as const) s += shadow(x + 2, y + 4, 32, 30) + circle(x, y, 32, c.radial('#d9b274', 0.3, 0.2)) + path(blob(c, x, y, 26, 24, 0.1, 8), '#f38a62') + path(blob(c, x, y - 2, 24, 21, 0.1, 8), c.radial('#fbf4e0', 0.3, 0.1)) + path(blob(c, x, y, 26, 18, 0.2, 8), '#f6d35b', op(0.9)) + specks(c, x, y, 14, 6, 1, '#c8321f') + herbs(c, x, y, 14, 4);
        return s;
      }
      s += `<g transform="rotate(-12 100 102)">` + shadow(104, 110, 60, 44) + rect(40, 62, 120, 84, c.radial('#b9742f', 0.3, 0.2), 16) + rect(46, 68, 108, 72, c.radial('#f0d6a0', 0.3, 0.1), 12) + '</g>';
      if (o.kind === 'avocado-toast') {
        s += path(blob(c, 100, 102, 50, 32, 0.12, 10), c.radial('#9ccc5a', 0.3, 0.15), ' transform="rotate(-12 100 102)"') + specks(c, 100, 102, 44, 10, 2, '#6b9a2a', 26) + specks(c, 100, 102, 44, 14, 1.1, '#c8321f', 26) + citrusWedge(160, 156, 15, '#f2d13b', 200);
      } else {
        s += path(blob(c, 100, 102, 52, 36, 0.1, 10), c.radial('#f2d68a', 0.3, 0.15), ' transform="rotate(-12 100 102)"') + specks(c, 100, 102, 44, 12, 3, '#c58a2a', 26) + path(blob(c, 104, 98, 26, 22, 0.15, 8), '#fffaf0') + circle(106, 98, 9, c.radial('#f6a623', 0.4, 0.15));
      }
      return s;
    }
    case 'foul':
      return plate(c, t) + circle(92, 96, 56, c.radial(t.bowl, 0.25, 0.2)) + circle(92, 96, 46, c.radial('#8a5a34', 0.25, 0.15)) + specks(c, 92, 96, 36, 16, 3.4, '#b98a5a') + stroke('M70 92q22 -14 44 0', '#c8a52a', 4, op(0.8)) + herbs(c, 92, 96, 30, 8) + specks(c, 92, 96, 20, 6, 1.4, '#c8321f') + pita(c, 150, 150);
    case 'parfait':
    case 'oats': {
      let s = shadow(106, 182, 44, 7) + path('M58 50h84l-8 130h-68Z', '#ffffff', op(0.4));
      const layers = o.kind === 'parfait' ? ['#fbf8ee', '#c68d45', '#fbf8ee', '#c68d45'] : ['#efe2c4', '#b0406a', '#efe2c4', '#f2ead8'];
      layers.forEach((col, i) => (s += path(`M${60 + i * 1.6} ${n(176 - (i + 1) * 26)}h${80 - i * 3.2}l-${n(1.6)} 26h-${n(77 - i * 3.2)}Z`, col) + (col === '#c68d45' ? specks(c, 100, 176 - (i + 0.5) * 26, 34, 14, 2, '#e8c48a', 10) : specks(c, 100, 176 - (i + 0.5) * 26, 34, 10, 1, '#e6d6b0', 10))));
      s += piece(c, 'strawberry', 84, 64, 22) + piece(c, 'blueberry', 110, 66, 18) + (o.kind === 'oats' ? specks(c, 100, 70, 30, 12, 1.2, '#2a2220', 6) : stroke('M70 70q16 8 30 0t30 0', '#e9a620', 3));
      return s + stroke('M58 50l8 130h68l8 -130', '#ffffff', 2, op(0.7)) + path('M64 60l7 112h5l-6 -112Z', '#ffffff', op(0.35));
    }
  }
};

/** A bento box with compartments. */
export const bento = (o: { main: Piece; mainSize?: number }): Draw => (c) => {
  let s = shadow(106, 110, 90, 74, 0.25) + rect(10, 30, 180, 148, c.radial('#2a2624', 0.15, 0.2), 12) + rect(16, 36, 168, 136, '#b3261e', 8);
  s += rect(22, 42, 84, 124, '#1e1a18', 4) + rect(112, 42, 66, 60, '#1e1a18', 4) + rect(112, 108, 66, 58, '#1e1a18', 4);
  s += rice(c, 64, 104, 34, '#fbf8f0', 54) + circle(64, 104, 7, '#c8284a') ;
  s += piece(c, o.main, 145, 72, o.mainSize ?? 22) + piece(c, o.main, 140, 84, (o.mainSize ?? 22) * 0.9);
  s += leaf(c, 132, 130, 16, '#7cbf4a', 20) + piece(c, 'tomato', 158, 126, 14);
  for (const x of [128, 146, 164]) s += circle(x, 152, 8, '#1f2d1e') + circle(x, 152, 6, '#fbf8f0') + circle(x, 152, 2.5, '#f2784b');
  return s;
};

/** Several drawings placed together (combos, meal deals, catering, platters). */
export const combo = (parts: readonly { draw: Draw; x: number; y: number; s: number }[], base: 'table' | 'tray' | 'board' = 'tray'): Draw => (c, t) => {
  let s = base === 'tray' ? shadow(106, 110, 92, 84, 0.25) + rect(6, 12, 188, 180, c.radial('#b3261e', 0.15, 0.2), 16) + rect(14, 20, 172, 164, '#f4ecd8', 10) : base === 'board' ? board(c, 100, 102, 94) : '';
  // The dishes are drawn small: with less texture and fewer pieces (see Ctx.lite).
  const was = c.lite;
  c.lite = true;
  for (const p of parts) s += `<g transform="translate(${p.x} ${p.y}) scale(${p.s})">${p.draw(c, t)}</g>`;
  c.lite = was;
  return s;
};

/** Shop goods: tote, mug, t-shirt, coffee bag, straws, kit box, reusable cup. */
export const goods = (o: { kind: 'tote' | 'mug' | 'tshirt' | 'beans' | 'straws' | 'kit' | 'cup' | 'spice' | 'charm'; color: string; text?: string }): Draw => (c, t) => {
  const label = o.text ? `<text x="100" y="124" font-family="Georgia,serif" font-size="15" font-weight="700" text-anchor="middle" fill="${o.kind === 'tote' || o.kind === 'tshirt' ? o.color : '#fff'}">${o.text}</text>` : '';
  switch (o.kind) {
    case 'tote':
      return shadow(106, 184, 66, 7) + stroke('M70 70V40q0 -18 30 -18t30 18v30', '#cdb892', 7) + path('M40 66h120l8 116h-136Z', c.radial('#f0e4cc', 0.3, 0.12)) + rect(56, 96, 88, 44, o.color, 6, op(0.12)) + label;
    case 'tshirt':
      return shadow(106, 182, 70, 7) + path('M70 30l-46 26 16 34 20 -10v100h80v-100l20 10 16 -34-46 -26q-10 16 -30 16t-30 -16Z', c.radial(o.color, 0.25, 0.15)) + path('M72 30q28 22 56 0', 'none', ` stroke="${dark(o.color, 0.25)}" stroke-width="4"`) + (o.text ? `<text x="100" y="118" font-family="Georgia,serif" font-size="14" font-weight="700" text-anchor="middle" fill="#fff">${o.text}</text>` : '');
    case 'mug':
      return shadow(104, 180, 60, 8) + path('M136 80h10q22 0 22 26t-22 26h-10v-12h8q10 0 10 -14t-10 -14h-8Z', dark(o.color, 0.1)) + rect(48, 62, 92, 116, c.linear(dark(o.color, 0.1), light(o.color, 0.2), true), 10) + ellipse(94, 62, 46, 8, dark(o.color, 0.3)) + ellipse(94, 63, 40, 5, '#5a3420') + rect(58, 72, 10, 96, '#ffffff', 5, op(0.25)) + label;
    case 'beans':
      return shadow(104, 182, 58, 8) + path('M54 40h92l8 140h-108Z', c.linear(dark(o.color, 0.15), light(o.color, 0.1), true)) + path('M54 40h92l-4 -12h-84Z', dark(o.color, 0.3)) + rect(64, 90, 72, 60, '#f6ecd8', 4) + ellipse(88, 120, 8, 11, '#5a3420') + ellipse(112, 120, 8, 11, '#5a3420') + stroke('M88 110v20M112 110v20', '#2a1810', 1.5) + (o.text ? `<text x="100" y="106" font-family="Georgia,serif" font-size="11" font-weight="700" text-anchor="middle" fill="#5a3420">${o.text}</text>` : '');
    case 'straws': {
      let s = shadow(106, 160, 76, 10) + rect(26, 128, 150, 36, c.radial('#3b3f46', 0.2, 0.2), 8);
      for (let i = 0; i < 4; i++) s += `<g transform="rotate(${-8 + i * 4} 100 ${70 + i * 16})">` + rect(30, 66 + i * 16, 140, 10, c.linear('#eef0f2', '#9aa0a6'), 5) + '</g>';
      return s + stroke('M44 146q10 -8 20 0', '#cfd4d8', 2) + rect(150, 134, 8, 24, '#cfd4d8', 2);
    }
    case 'kit':
      return shadow(106, 180, 70, 8) + path('M40 70l60 -24 60 24v100l-60 16 -60 -16Z', c.radial(o.color, 0.25, 0.2)) + path('M100 46l60 24v100l-60 16Z', dark(o.color, 0.15)) + path('M40 70l60 -24 60 24 -60 20Z', light(o.color, 0.2)) + specks(c, 70, 130, 14, 14, 3.4, '#2a1a12', 20) + (o.text ? `<text x="70" y="112" font-family="Georgia,serif" font-size="12" font-weight="700" text-anchor="middle" fill="#fff">${o.text}</text>` : '');
    case 'cup':
      return shadow(106, 184, 50, 7) + path('M58 40h84l-10 142h-64Z', c.linear('#ffffff', '#dfe6ea', true), op(0.9)) + rect(52, 32, 96, 12, o.color, 4) + rect(62, 96, 76, 34, o.color, 4, op(0.85)) + stroke('M58 40l10 142h64l10 -142', '#b9c3c9', 2) + rect(108, 6, 10, 40, o.color, 3, ' transform="rotate(10 112 40)"') + label.replace('y="124"', 'y="118"');
    case 'spice':
      return shadow(106, 182, 50, 8) + rect(56, 60, 88, 120, c.linear(dark(o.color, 0.2), light(o.color, 0.15), true), 8) + rect(52, 46, 96, 20, c.linear('#8a8f94', '#dfe3e6', true), 5) + rect(66, 96, 68, 50, '#f6ecd8', 4) + specks(c, 100, 132, 24, 20, 1.6, '#b5472a', 8) + (o.text ? `<text x="100" y="118" font-family="Georgia,serif" font-size="11" font-weight="700" text-anchor="middle" fill="#5a3420">${o.text}</text>` : '');
    case 'charm':
      return shadow(106, 180, 60, 8) + path('M50 70h100l-6 110h-88Z', c.radial(o.color, 0.3, 0.2)) + path('M50 70h100l-8 -20h-84Z', dark(o.color, 0.2)) + circle(100, 120, 22, '#ffffff', op(0.85)) + `<text x="100" y="130" font-family="Georgia,serif" font-size="28" font-weight="700" text-anchor="middle" fill="${o.color}">?</text>`;
  }
};

export { backdrop, circle, rect, ellipse, path, light, dark, n, op, stroke, specks };
