/** Bakery and desserts: pastries, breads, cakes, tarts, cookies, puddings, stacks. */
import { herbs, plate, ramekin, shadow, type Draw } from './kit.js';
import { piece } from './bowls.js';
import { platePersp } from './handheld.js';
import { Ctx, blob, circle, dark, dashes, ellipse, light, n, op, path, rect, scatter, specks, stroke } from './svg.js';

const GOLD = '#d58a34';

/** A croissant seen from above. */
export function croissant(c: Ctx, x: number, y: number, s: number, col = GOLD): string {
  let out = shadow(x + 3, y + 6, s * 1.2, s * 0.6);
  const segs = [-3, -2, -1, 0, 1, 2, 3];
  for (const i of segs) {
    const w = s * (0.62 - Math.abs(i) * 0.09), h = s * (0.5 - Math.abs(i) * 0.06);
    const px = x + i * s * 0.3, py = y - Math.cos(i * 0.35) * s * 0.2 + Math.abs(i) * s * 0.08;
    out += ellipse(px, py, w * 0.6, h, c.radial(Math.abs(i) === 3 ? dark(col, 0.1) : col, 0.35, 0.25), ` transform="rotate(${n(i * 14)} ${n(px)} ${n(py)})"`);
  }
  return out + ellipse(x - s * 0.1, y - s * 0.25, s * 0.5, s * 0.08, '#fff3d0', op(0.5));
}

/** Pastries on a plate: croissant, pain au chocolat, kouign-amann, morning bun, cinnamon roll, danish, scone, muffin. */
export const pastry = (o: { kind: 'croissant' | 'almond-croissant' | 'pain-chocolat' | 'kouign-amann' | 'morning-bun' | 'cinnamon-roll' | 'danish' | 'scone' | 'muffin' | 'banana-bread' | 'day-old' }): Draw => (c, t) => {
  let s = plate(c, t);
  switch (o.kind) {
    case 'croissant':
    case 'almond-croissant':
      s += croissant(c, 100, 104, 62);
      if (o.kind === 'almond-croissant') s += specks(c, 100, 96, 40, 14, 2.6, '#f3e2c2', 16) + specks(c, 100, 96, 44, 30, 0.9, '#ffffff', 18);
      return s;
    case 'pain-chocolat':
      return s + shadow(104, 110, 56, 32) + rect(44, 74, 112, 60, c.radial(GOLD, 0.35, 0.25), 18) + stroke('M60 76q-6 28 0 56M80 74q-6 30 0 60M100 74q-6 30 0 60M120 74q-6 30 0 60M140 76q-6 28 0 56', dark(GOLD, 0.25), 2.5) + ellipse(46, 96, 6, 8, '#3b2016') + ellipse(46, 114, 6, 8, '#3b2016') + ellipse(154, 96, 6, 8, '#3b2016') + ellipse(154, 114, 6, 8, '#3b2016');
    case 'kouign-amann':
    case 'morning-bun':
    case 'cinnamon-roll': {
      const col = o.kind === 'kouign-amann' ? '#b8661e' : o.kind === 'morning-bun' ? '#c97a2c' : '#c9823e';
      s += shadow(104, 110, 58, 56) + path(blob(c, 100, 100, 56, 54, 0.06, 10), c.radial(col, 0.35, 0.25));
      let d = 'M100 100';
      for (let a = 0; a < Math.PI * 7; a += 0.3) d += `L${n(100 + Math.cos(a) * a * 2.4)} ${n(100 + Math.sin(a) * a * 2.4)}`;
      s += stroke(d, dark(col, 0.3), 3.5, op(0.8));
      if (o.kind === 'kouign-amann') s += ellipse(86, 84, 20, 10, '#f2b25a', op(0.5)) + specks(c, 100, 100, 46, 16, 1.5, '#fff1c8');
      if (o.kind === 'morning-bun') s += specks(c, 100, 100, 50, 60, 1, '#fff8e8') + dashes(c, 100, 100, 40, 8, 4, '#f39a2b', 1.6);
      if (o.kind === 'cinnamon-roll') s += stroke('M60 90q20 -20 40 0t40 0M56 110q22 -20 44 0t44 0M70 130q15 -12 30 0t30 0', '#fffaf0', 7, op(0.95));
      return s;
    }
    case 'danish':
      return s + shadow(104, 110, 58, 56) + path(blob(c, 100, 100, 58, 56, 0.12, 8), c.radial(GOLD, 0.35, 0.25)) + circle(100, 100, 30, '#f6dc8e') + piece(c, 'strawberry', 90, 96, 22) + piece(c, 'blueberry', 112, 106, 16) + piece(c, 'kiwi', 104, 86, 18) + stroke('M56 80q20 -10 40 0M108 130q20 -10 40 0', '#fffaf0', 3);
    case 'scone':
      return s + shadow(104, 110, 54, 44) + path('M56 140L100 52L146 140Q100 152 56 140Z', c.radial('#dba35c', 0.35, 0.25)) + specks(c, 100, 112, 30, 10, 3, '#5a2f7a', 20) + specks(c, 100, 110, 30, 20, 1.2, '#fff3d0', 20);
    case 'muffin': {
      let m = platePersp(c, t) + path('M62 100h76l-8 52h-60Z', c.linear('#b88a5a', '#8e6238', true)) + stroke('M70 100l4 52M82 100l2 52M94 100v52M106 100v52M118 100l-2 52M130 100l-4 52', '#7a5230', 1.5, op(0.5));
      m += path(blob(c, 100, 92, 48, 30, 0.1, 10), c.radial('#d9a35e', 0.35, 0.25)) + specks(c, 100, 86, 38, 12, 3.4, '#3f3a8a', 18) + specks(c, 100, 80, 40, 30, 1.6, '#f4dca6', 18);
      return m;
    }
    case 'banana-bread':
      return s + shadow(104, 112, 60, 34) + rect(44, 70, 112, 70, c.radial('#a8692f', 0.3, 0.2), 10) + rect(52, 80, 96, 52, c.radial('#d9a760', 0.3, 0.12), 6) + specks(c, 100, 106, 40, 12, 2.6, '#7a4a22', 20) + specks(c, 100, 106, 36, 6, 3, '#c58a4a', 18);
    case 'day-old':
      return box(['croissant', 'muffin', 'cinnamon', 'scone', 'pain', 'danish'])(c, t);
  }
};

/** An open pastry box or cookie tin from above, with assorted pieces. */
export const box = (items: readonly ('croissant' | 'muffin' | 'cinnamon' | 'scone' | 'pain' | 'danish' | 'cookie' | 'shortbread' | 'gingerbread' | 'linzer' | 'macaron')[], o: { tin?: string } = {}): Draw => (c, t) => {
  let s = o.tin
    ? shadow(106, 110, 84, 82, 0.25) + circle(100, 102, 84, c.radial(o.tin, 0.3, 0.25)) + circle(100, 102, 74, '#f6ecd8') + stroke('M100 18v8M100 178v8M16 102h8M176 102h8', light(o.tin, 0.5), 3)
    : shadow(106, 112, 88, 76, 0.25) + rect(12, 26, 176, 152, '#f2e6d0', 6) + rect(20, 34, 160, 136, '#fbf5ea', 4) + rect(12, 10, 176, 20, '#e6d6ba', 4);
  const spots: [number, number][] = o.tin ? scatter(c, 100, 102, 48, items.length, 30) : [[54, 74], [100, 74], [146, 74], [54, 130], [100, 130], [146, 130]];
  items.forEach((it, i) => {
    const [x, y] = spots[i % spots.length]!;
    if (it === 'croissant') s += croissant(c, x, y, 24);
    if (it === 'muffin') s += circle(x, y, 20, c.radial('#d9a35e', 0.35, 0.25)) + specks(c, x, y, 14, 5, 2.4, '#3f3a8a');
    if (it === 'cinnamon') s += circle(x, y, 20, c.radial('#c9823e', 0.35, 0.25)) + stroke(`M${x} ${y}m-12 0a12 12 0 1 1 12 12a8 8 0 1 1 -6 -8`, '#8a4a20', 2) + stroke(`M${x - 14} ${y - 4}q14 -8 28 0`, '#fffaf0', 3);
    if (it === 'scone') s += path(`M${x - 18} ${y + 14}L${x} ${y - 18}L${x + 18} ${y + 14}Z`, c.radial('#dba35c', 0.3, 0.2)) + specks(c, x, y + 2, 8, 4, 2, '#5a2f7a');
    if (it === 'pain') s += rect(x - 22, y - 14, 44, 28, c.radial(GOLD, 0.35, 0.2), 10) + ellipse(x - 20, y, 3, 5, '#3b2016') + ellipse(x + 20, y, 3, 5, '#3b2016');
    if (it === 'danish') s += circle(x, y, 20, c.radial(GOLD, 0.35, 0.25)) + circle(x, y, 10, '#c8283a');
    if (it === 'cookie') s += cookie(c, x, y, 20);
    if (it === 'shortbread') s += rect(x - 16, y - 16, 32, 32, c.radial('#eccb86', 0.3, 0.15), 4) + specks(c, x, y, 10, 6, 1, '#c9a45a');
    if (it === 'gingerbread') s += path(`M${x} ${y - 20}a7 7 0 1 1 0.1 0M${x - 6} ${y - 10}h12l10 6-2 4-8-3v8l6 12-4 3-8-10-8 10-4-3 6-12v-8l-8 3-2-4Z`, c.radial('#a8612c', 0.3, 0.2)) + specks(c, x, y - 4, 3, 2, 1.2, '#ffffff');
    if (it === 'linzer') s += circle(x, y, 18, c.radial('#eccb86', 0.3, 0.15)) + circle(x, y, 7, '#b3203a') + specks(c, x, y, 14, 20, 0.7, '#ffffff');
    if (it === 'macaron') s += circle(x, y, 17, c.pick(['#f4a6b8', '#b8e0b0', '#f7d98a', '#c8b6e6'])) + circle(x - 4, y - 4, 6, '#ffffff', op(0.3));
  });
  return s;
};

/** A chocolate chip cookie seen from above. */
export function cookie(c: Ctx, x: number, y: number, r: number, chip = '#3b2016'): string {
  return shadow(x + 2, y + 3, r, r) + path(blob(c, x, y, r, r, 0.07, 9), c.radial('#d9a25a', 0.3, 0.22)) + specks(c, x, y, r * 0.75, Math.round(r / 2.2), r * 0.12, chip) + specks(c, x, y, r * 0.8, 6, r * 0.05, '#f3d59a');
}

export const cookies = (o: { count?: number; chip?: string } = {}): Draw => (c, t) => {
  let s = plate(c, t);
  const spots = o.count === 1 ? [[100, 102]] as const : [[76, 84], [124, 84], [100, 126]] as const;
  for (const [x, y] of spots) s += cookie(c, x, y, o.count === 1 ? 54 : 34, o.chip);
  return s;
};

/** A loaf of bread on a board: round sourdough, baguette, rye, brioche, focaccia, challah. */
export const bread = (o: { kind: 'sourdough' | 'baguette' | 'rye' | 'brioche' | 'focaccia' | 'challah' | 'challah-round' | 'tortillas' }): Draw => (c, t) => {
  let s = shadow(106, 112, 88, 70, 0.22) + rect(10, 40, 180, 128, c.radial('#b07a47', 0.2, 0.15), 14) + stroke('M20 70h160M20 104h160M20 140h160', '#8a5a30', 1, op(0.3));
  switch (o.kind) {
    case 'sourdough':
      return s + shadow(104, 110, 60, 56) + circle(100, 104, 58, c.radial('#b06a2a', 0.35, 0.3)) + path(blob(c, 100, 104, 52, 50, 0.05, 10), '#f1e1c6', op(0.25)) + stroke('M68 80q32 -14 64 0M60 104q40 -16 80 0M68 128q32 -14 64 0', '#f0d9ae', 4) + specks(c, 100, 104, 50, 30, 0.9, '#fff7e6');
    case 'rye':
      return s + shadow(104, 112, 70, 40) + ellipse(100, 104, 72, 42, c.radial('#6b4127', 0.3, 0.3)) + specks(c, 100, 104, 60, 40, 1.5, '#c9a56a', 34) + stroke('M56 92l14 24M86 86l14 28M116 86l14 28', '#3e2414', 3);
    case 'baguette':
      return s + `<g transform="rotate(-18 100 104)">` + shadow(104, 112, 88, 18) + rect(12, 88, 176, 32, c.radial('#c8833a', 0.4, 0.25), 16) + stroke('M36 98l20 12M70 96l20 14M104 96l20 14M138 96l20 12', '#f4d79a', 5) + '</g>' + `<g transform="rotate(10 100 140)">` + rect(30, 128, 150, 28, c.radial('#c07a34', 0.4, 0.25), 14) + stroke('M52 136l18 10M86 134l18 12M120 134l18 12', '#f4d79a', 4.5) + '</g>';
    case 'brioche':
      return s + shadow(104, 112, 66, 40) + rect(38, 74, 124, 64, c.radial('#9c4a16', 0.4, 0.25), 20) + circle(66, 92, 26, c.radial('#b3581c', 0.45, 0.2)) + circle(100, 90, 28, c.radial('#b3581c', 0.45, 0.2)) + circle(134, 92, 26, c.radial('#b3581c', 0.45, 0.2)) + ellipse(96, 80, 14, 5, '#ffffff', op(0.25));
    case 'focaccia': {
      let f = s + rect(30, 58, 140, 96, c.radial('#d9a64e', 0.35, 0.25), 12);
      for (const [x, y] of scatter(c, 100, 106, 56, 18, 14, 36)) f += circle(x, y, 3.2, dark('#d9a64e', 0.25));
      return f + dashes(c, 100, 106, 56, 12, 7, '#3f6b2a', 2, 36) + specks(c, 100, 106, 60, 20, 1, '#ffffff', 40);
    }
    case 'challah':
    case 'challah-round': {
      let f = s;
      if (o.kind === 'challah-round') {
        for (let i = 0; i < 6; i++) {
          const a = (i / 6) * Math.PI * 2;
          f += ellipse(100 + Math.cos(a) * 34, 104 + Math.sin(a) * 34, 28, 18, c.radial('#b8621c', 0.45, 0.25), ` transform="rotate(${n((a * 180) / Math.PI + 60)} ${n(100 + Math.cos(a) * 34)} ${n(104 + Math.sin(a) * 34)})"`);
        }
        return f + circle(100, 104, 22, c.radial('#b8621c', 0.45, 0.25)) + specks(c, 100, 104, 50, 10, 2.6, '#6b3a1a') + sesame(c, 100, 104, 50, 14);
      }
      for (let i = 0; i < 5; i++) {
        const x = 40 + i * 30;
        f += ellipse(x, 94, 20, 16, c.radial('#b8621c', 0.45, 0.25), ` transform="rotate(30 ${x} 94)"`) + ellipse(x + 12, 116, 20, 16, c.radial('#a9561a', 0.45, 0.25), ` transform="rotate(-30 ${x + 12} 116)"`);
      }
      return f + sesame(c, 100, 104, 64, 20, '#fbf0cc', 26);
    }
    case 'tortillas': {
      let f = plate(c, t);
      for (let i = 0; i < 6; i++) f += ellipse(100, 118 - i * 6, 64, 26, c.radial('#ecd49a', 0.3, 0.12)) + specks(c, 100, 118 - i * 6, 50, 6, 2, '#c9a25a', 18);
      return f + stroke('M40 112q60 14 120 0', '#c9a25a', 1, op(0.4));
    }
  }
};

function sesame(c: Ctx, x: number, y: number, r: number, k: number, col = '#fbf0cc', ry = r): string {
  return specks(c, x, y, r, k, 1.3, col, ry);
}

/** A slice of layered cake from the side. */
export const cakeSlice = (o: { layers: readonly string[]; frosting?: string; top?: string; topping?: 'berries' | 'strawberry-sauce' | 'cocoa' | 'nuts' | 'meringue' | 'none'; cream?: string; plain?: boolean }): Draw => (c, t) => {
  let s = platePersp(c, t, 100, 150, 88, 34);
  const x0 = 46, x1 = 150, yb = 150;
  const n2 = o.layers.length;
  const h = 80 / n2;
  s += path(`M${x0} ${yb}L${x1} ${yb - 20}L${x1} ${yb - 20 - 80}L${x0} ${yb - 80}Z`, dark(o.frosting ?? o.layers[0]!, 0.1));
  o.layers.forEach((col, i) => {
    const y = yb - (i + 1) * h;
    s += path(`M${x0} ${n(y + h)}L${x1} ${n(y + h - 20)}L${x1} ${n(y - 20)}L${x0} ${n(y)}Z`, c.linear(light(col, 0.1), dark(col, 0.05)));
    if (o.cream && i < n2 - 1) s += stroke(`M${x0} ${n(y)}L${x1} ${n(y - 20)}`, o.cream, 4);
    if (o.plain) s += specks(c, (x0 + x1) / 2, y + h / 2 - 10, 40, 8, 1, dark(col, 0.25), h / 3);
  });
  // Top and back.
  s += path(`M${x0} ${yb - 80}L${x1} ${yb - 100}L${x1 + 26} ${yb - 92}L${x0 + 10} ${yb - 86}Z`, o.top ?? o.frosting ?? light(o.layers[n2 - 1]!, 0.2));
  if (o.frosting) s += path(`M${x1} ${yb - 20}L${x1 + 26} ${yb - 12}L${x1 + 26} ${yb - 92}L${x1} ${yb - 100}Z`, o.frosting);
  if (o.topping === 'strawberry-sauce') s += path(`M${x0 + 4} ${yb - 84}L${x1} ${yb - 102}L${x1 + 22} ${yb - 94}L${x0 + 14} ${yb - 86}Z`, '#c8102e') + path(`M${x0 + 20} ${yb - 86}q4 18 8 0M${x0 + 60} ${yb - 94}q4 22 8 0`, '#c8102e');
  if (o.topping === 'berries') s += piece(c, 'strawberry', 100, yb - 100, 20) + piece(c, 'blueberry', 124, yb - 100, 14);
  if (o.topping === 'cocoa') s += specks(c, 100, yb - 92, 50, 40, 1, '#5a3420', 6);
  if (o.topping === 'nuts') s += specks(c, 100, yb - 92, 46, 8, 2.6, '#a8703a', 5);
  if (o.topping === 'meringue') for (let i = 0; i < 5; i++) s += path(`M${x0 + 10 + i * 22} ${yb - 86 - i * 4}q8 -18 16 0Z`, c.radial('#f6e3c0', 0.4, 0.25));
  return s;
};

/** A round tart, pie, quiche or cheesecake seen from above, one wedge cut. */
export const tart = (o: { filling: string; kind?: 'fruit' | 'lemon' | 'quiche' | 'pie' | 'basque' | 'nutella-pizza' | 'custom'; bits?: readonly [string, number][] }): Draw => (c, t) => {
  let s = plate(c, t) + shadow(104, 108, 70, 68);
  const crust = o.kind === 'basque' ? '#5a2e12' : '#d59a4e';
  s += circle(100, 102, 70, c.radial(crust, 0.3, 0.25));
  let flute = '';
  for (let i = 0; i < 28; i++) {
    const a = (i / 28) * Math.PI * 2;
    flute += `M${n(100 + Math.cos(a) * 62)} ${n(102 + Math.sin(a) * 62)}L${n(100 + Math.cos(a) * 70)} ${n(102 + Math.sin(a) * 70)}`;
  }
  if (o.kind !== 'basque') s += stroke(flute, dark(crust, 0.2), 2);
  s += circle(100, 102, o.kind === 'basque' ? 66 : 60, c.radial(o.filling, 0.3, 0.15));
  if (o.kind === 'fruit') {
    for (let ring = 0; ring < 3; ring++) for (let i = 0; i < 8 + ring * 4; i++) {
      const a = (i / (8 + ring * 4)) * Math.PI * 2, r = 16 + ring * 16;
      s += piece(c, (['kiwi', 'strawberry', 'blueberry'] as const)[ring]!, 100 + Math.cos(a) * r, 102 + Math.sin(a) * r, ring === 2 ? 14 : 16);
    }
    s += piece(c, 'raspberry', 100, 102, 16) + ellipse(80, 80, 26, 10, '#ffffff', op(0.3));
  }
  if (o.kind === 'lemon') for (let i = 0; i < 9; i++) s += path(`M${n(100 + Math.cos(i * 0.7) * 30 - 8)} ${n(102 + Math.sin(i * 0.7) * 30)}q8 -20 16 0Z`, c.radial('#f3dcb0', 0.4, 0.3)) + ellipse(100 + Math.cos(i * 0.7) * 30, 96 + Math.sin(i * 0.7) * 30, 3, 6, '#a8672d', op(0.5));
  if (o.kind === 'quiche') s += specks(c, 100, 102, 50, 26, 2.2, dark(o.filling, 0.25)) + specks(c, 100, 102, 46, 12, 1.5, '#ffffff', 46, op(0.5));
  if (o.kind === 'pie') { let l = ''; for (let i = -3; i <= 3; i++) l += `M${100 + i * 16} 44v116M42 ${102 + i * 16}h116`; s += `<clipPath id="pc"><circle cx="100" cy="102" r="60"/></clipPath><g clip-path="url(#pc)">` + stroke(l, '#e4b062', 8) + stroke(l, '#f0c983', 3, op(0.6)) + '</g>'; }
  if (o.kind === 'basque') s += path(blob(c, 100, 102, 50, 48, 0.2, 9), '#3d1d0c', op(0.45));
  if (o.kind === 'nutella-pizza') s += stroke('M56 80q22 16 44 0t44 0M52 110q24 16 48 0t48 0M64 136q18 12 36 0t36 0', '#4a2616', 5) + specks(c, 100, 102, 56, 60, 1, '#ffffff') + (scatter(c, 100, 102, 46, 7, 24).map(([x, y]) => piece(c, 'strawberry', x, y, 18)).join(''));
  for (const [col, k] of o.bits ?? []) s += specks(c, 100, 102, 50, k, 3, col);
  // The cut wedge.
  s += path('M100 102L170 102A70 70 0 0 1 150 152Z', c.radial(t.plate, 0.3, 0.1));
  s += stroke('M100 102L170 102M100 102L150 152', dark(o.filling, 0.2), 2);
  return s;
};

/** A whole layered celebration cake from the side. */
export const wholeCake = (o: { frosting: string; accent: string }): Draw => (c, t) => {
  let s = ellipse(104, 170, 80, 16, '#3a2414', op(0.2)) + ellipse(100, 164, 78, 16, '#e7e9ec') + rect(96, 164, 8, 14, '#d0d4d8') + ellipse(100, 180, 30, 6, '#d0d4d8');
  s += path('M34 80v76q66 20 132 0v-76Z', c.linear(light(o.frosting, 0.1), dark(o.frosting, 0.08), true)) + ellipse(100, 80, 66, 16, light(o.frosting, 0.25));
  let drip = 'M34 84';
  for (let x = 34; x < 166; x += 12) drip += `q6 ${n(c.r(10, 24))} 12 0`;
  s += stroke(drip, o.accent, 6);
  let dots = '';
  for (let x = 40; x < 164; x += 10) dots += `M${x} 154a5 5 0 1 0 10 0a5 5 0 1 0 -10 0`;
  s += path(dots, '#ffffff');
  for (const [x, col] of [[70, '#f4a6b8'], [100, '#f7d98a'], [130, '#b8e0b0']] as const) s += rect(x - 3, 46, 6, 26, col, 2) + path(`M${x} 32q6 8 0 14q-6 -6 0 -14Z`, '#f6a623');
  return s + specks(c, 100, 80, 56, 26, 1.6, o.accent, 12);
};

/** A cup or bowl of pudding, flan, mochi, cannoli, baklava and other desserts. */
export const dessert = (o: { kind: 'flan' | 'rice-pudding' | 'banana-pudding' | 'sesame-pudding' | 'mochi' | 'cannoli' | 'baklava' | 'kunafa' | 'basbousa' | 'brownie' | 'tiramisu' | 'cheesecake-bites' | 'energy-bites' | 'tres-leches' | 'egg-waffle' | 'mochi-donut' | 'french-toast' | 'pancakes' | 'waffle-sticks' }): Draw => (c, t) => {
  switch (o.kind) {
    case 'flan':
      return platePersp(c, t) + ellipse(100, 142, 56, 14, '#8a3e0e', op(0.85)) + path('M54 140L64 84Q100 72 136 84L146 140Q100 156 54 140Z', c.linear('#f6cf6a', '#e8a83a', true)) + ellipse(100, 84, 36, 10, '#9a4a12') + path('M66 86q4 20 8 0M96 90q4 28 8 0M126 86q4 18 8 0', '#9a4a12') + ellipse(78, 104, 6, 22, '#ffffff', op(0.3));
    case 'rice-pudding':
    case 'banana-pudding':
    case 'sesame-pudding': {
      const col = o.kind === 'rice-pudding' ? '#f7efdc' : o.kind === 'banana-pudding' ? '#f6e3a0' : '#3a3434';
      let s = shadow(106, 182, 44, 7) + path('M54 70h92l-10 110h-72Z', '#ffffff', op(0.4)) + path('M56 86h88l-9 92h-70Z', c.linear(light(col, 0.1), dark(col, 0.1)));
      if (o.kind === 'banana-pudding') s += rect(58, 120, 84, 8, '#e0b067') + rect(60, 150, 80, 8, '#e0b067') + circle(84, 80, 9, '#fbf1c8') + circle(112, 78, 9, '#fbf1c8') + path('M60 84q20 -18 40 -4q20 -14 40 4Z', '#fffaf0') + circle(128, 72, 12, c.radial('#e0b067', 0.3, 0.2));
      if (o.kind === 'rice-pudding') s += specks(c, 100, 130, 34, 20, 1.5, '#efe2c2', 40) + ellipse(100, 86, 44, 6, '#f1e4c8') + specks(c, 100, 86, 30, 10, 2, '#7cae3a', 4) + specks(c, 100, 86, 26, 5, 2, '#e26a8a', 4);
      if (o.kind === 'sesame-pudding') s += ellipse(100, 86, 44, 6, '#4a4242') + specks(c, 100, 86, 30, 20, 1.2, '#d7b87a', 4) + stroke('M72 86q14 6 28 0t28 0', '#5a2a10', 3);
      return s + stroke('M54 70l10 110h72l10 -110', '#ffffff', 2, op(0.7)) + path('M62 80l8 92h5l-7 -92Z', '#ffffff', op(0.35));
    }
    case 'mochi': {
      let s = plate(c, t);
      for (const [x, y, col] of [[72, 84, '#b8d98a'], [128, 84, '#f7c873'], [100, 130, '#f6b3c2']] as const) s += shadow(x + 3, y + 5, 30, 28) + circle(x, y, 30, c.radial(col, 0.4, 0.15)) + specks(c, x, y, 22, 12, 0.9, '#ffffff', 22, op(0.7)) + ellipse(x - 10, y - 12, 10, 5, '#ffffff', op(0.5));
      return s;
    }
    case 'cannoli': {
      let s = plate(c, t);
      for (const [y, a] of [[84, -14], [128, 8]] as const) s += `<g transform="rotate(${a} 100 ${y})">` + shadow(102, y + 8, 66, 18) + rect(42, y - 18, 116, 36, c.radial('#c9803a', 0.35, 0.25), 18) + specks(c, 100, y, 46, 16, 2, '#a8672d', 12) + ellipse(40, y, 12, 18, '#fbf6e6') + ellipse(160, y, 12, 18, '#fbf6e6') + specks(c, 38, y, 8, 6, 2, '#3b2016', 14) + specks(c, 162, y, 8, 6, 2, '#7cae3a', 14) + '</g>';
      return s + specks(c, 100, 104, 60, 40, 1, '#ffffff');
    }
    case 'baklava':
    case 'kunafa':
    case 'basbousa':
    case 'brownie':
    case 'tiramisu':
    case 'tres-leches': {
      let s = plate(c, t);
      const col = o.kind === 'baklava' ? '#d9a24a' : o.kind === 'kunafa' ? '#e0892a' : o.kind === 'basbousa' ? '#d99a42' : o.kind === 'brownie' ? '#4a2818' : o.kind === 'tiramisu' ? '#6b4630' : '#f6ead0';
      const spots = o.kind === 'kunafa' || o.kind === 'tiramisu' || o.kind === 'tres-leches' ? [[100, 102]] : [[74, 80], [126, 80], [100, 126]];
      for (const [x, y] of spots as [number, number][]) {
        const sz = spots.length === 1 ? 48 : 28;
        const shape = o.kind === 'baklava' ? `M${x} ${y - sz}L${x + sz} ${y}L${x} ${y + sz}L${x - sz} ${y}Z` : o.kind === 'kunafa' ? blob(c, x, y, sz * 1.2, sz * 1.1, 0.05, 10) : `M${x - sz} ${y - sz * 0.8}h${sz * 2}v${sz * 1.6}h${-sz * 2}Z`;
        s += shadow(x + 3, y + 5, sz, sz * 0.9) + path(shape, c.radial(col, 0.35, 0.25));
        if (o.kind === 'baklava') s += stroke(`M${x - sz * 0.6} ${y - sz * 0.4}L${x + sz * 0.4} ${y + sz * 0.6}M${x - sz * 0.3} ${y - sz * 0.7}L${x + sz * 0.7} ${y + sz * 0.3}`, dark(col, 0.2), 1.2) + specks(c, x, y, sz * 0.3, 6, 2, '#6fa83a');
        if (o.kind === 'kunafa') s += dashes(c, x, y, sz, 60, 6, '#f0a94a', 1.4) + circle(x, y, sz * 0.3, '#7cae3a', op(0.8)) + specks(c, x, y, sz * 0.3, 10, 1.6, '#4f8a2a');
        if (o.kind === 'basbousa') s += ellipse(x, y, 6, 4, '#f3e2c2') + stroke(`M${x - sz} ${y}h${sz * 2}M${x} ${y - sz * 0.8}v${sz * 1.6}`, dark(col, 0.2), 1, op(0.4));
        if (o.kind === 'brownie') s += specks(c, x, y, sz * 0.7, 6, 1.5, '#2a150c') + path(`M${x - sz} ${y - sz * 0.8}h${sz * 2}v6h${-sz * 2}Z`, '#5e3624');
        if (o.kind === 'tiramisu') s += specks(c, x, y, sz * 0.9, 120, 0.9, '#3a2014', sz * 0.7) + path(`M${x - sz} ${y + sz * 0.8}h${sz * 2}v8h${-sz * 2}Z`, '#f4e8cf');
        if (o.kind === 'tres-leches') s += path(`M${x - sz} ${y - sz * 0.8}h${sz * 2}v${sz * 1.6}h${-sz * 2}Z`, 'none', ` stroke="#f2d9a6" stroke-width="6"`) + specks(c, x, y, sz * 0.8, 30, 0.9, '#b06a3a', sz * 0.6) + piece(c, 'strawberry', x + sz * 0.3, y - sz * 0.2, 20);
      }
      return s;
    }
    case 'cheesecake-bites':
    case 'energy-bites': {
      let s = plate(c, t);
      for (const [x, y] of scatter(c, 100, 102, 40, o.kind === 'energy-bites' ? 3 : 6, 30)) {
        if (o.kind === 'energy-bites') s += shadow(x + 2, y + 4, 22, 21) + circle(x, y, 22, c.radial('#8a5a34', 0.35, 0.25)) + specks(c, x, y, 16, 10, 2, '#d9b07a') + specks(c, x, y, 16, 5, 1.8, '#2a150c');
        else s += shadow(x + 2, y + 4, 18, 16) + rect(x - 16, y - 14, 32, 28, c.radial('#f4e6c4', 0.3, 0.12), 4) + rect(x - 16, y + 8, 32, 6, '#c98a4a', 2) + circle(x, y - 2, 5, '#c8102e');
      }
      return s;
    }
    case 'egg-waffle': {
      let s = plate(c, t) + shadow(104, 108, 70, 60) + path(blob(c, 100, 102, 70, 58, 0.08, 10), c.radial('#e6a545', 0.3, 0.2));
      for (const [x, y] of scatter(c, 100, 102, 56, 26, 15, 44)) s += circle(x, y, 7.5, c.radial('#f2c063', 0.5, 0.2));
      return s;
    }
    case 'mochi-donut': {
      let s = plate(c, t);
      for (let i = 0; i < 8; i++) {
        const a = (i / 8) * Math.PI * 2;
        s += circle(100 + Math.cos(a) * 40, 102 + Math.sin(a) * 40, 20, c.radial('#f2b6c8', 0.35, 0.2));
      }
      return s + specks(c, 100, 102, 50, 20, 1.4, '#ffffff') + stroke('M70 70q30 -10 60 0', '#ffffff', 2, op(0.5));
    }
    case 'french-toast':
    case 'pancakes':
    case 'waffle-sticks': {
      let s = platePersp(c, t);
      if (o.kind === 'waffle-sticks') {
        for (let i = 0; i < 5; i++) s += `<g transform="rotate(${-20 + i * 8} 100 120)">` + rect(46 + i * 4, 108 + i * 6, 100, 16, c.radial('#d08a3a', 0.35, 0.2), 6) + specks(c, 96 + i * 4, 116 + i * 6, 40, 12, 1.2, '#f4e1b0', 5) + '</g>';
        return s + ramekin(c, 160, 158, 14, '#9a4a12');
      }
      const col = o.kind === 'pancakes' ? '#dca055' : '#c97e36';
      for (let i = 0; i < 3; i++) s += ellipse(100, 132 - i * 16, 66, 20, dark(col, 0.15)) + ellipse(100, 128 - i * 16, 66, 18, c.radial(col, 0.3, 0.15)) + (o.kind === 'pancakes' ? '' : ellipse(100, 128 - i * 16, 56, 12, '#f5dca0', op(0.5)));
      s += path('M60 96q40 -16 80 0q-4 20 -14 22q-4 -8 -8 2q-20 4 -30 -4q-6 10 -10 -2q-16 -4 -18 -18Z', '#a8520f', op(0.9));
      s += rect(90, 80, 22, 14, '#fbe6a0', 3) + ellipse(98, 82, 6, 2, '#fff', op(0.6));
      if (o.kind === 'french-toast') s += piece(c, 'strawberry', 70, 84, 16) + piece(c, 'blueberry', 128, 86, 14) + specks(c, 100, 90, 50, 30, 0.9, '#ffffff', 16);
      return s;
    }
  }
};

export { herbs };
