/** Things eaten by hand, drawn from the side on a plate in three-quarter view: tacos, burritos, wraps, sandwiches, burgers. */
import { citrusWedge, herbs, ramekin, sesame, type Draw, type Theme } from './kit.js';
import { Ctx, blob, circle, dark, dashes, ellipse, light, n, op, path, rect, specks, stroke } from './svg.js';

/** A plate in three-quarter view (an ellipse), centred at (x, y). */
export function platePersp(c: Ctx, t: Theme, x = 100, y = 140, rx = 88, ry = 40): string {
  return ellipse(x + 4, y + 8, rx, ry, '#3a2414', op(0.2)) + ellipse(x, y, rx, ry, dark(t.plate, 0.1)) + ellipse(x, y - 3, rx, ry - 2, c.radial(t.plate, 0.4, 0.08)) + ellipse(x, y - 2, rx * 0.7, ry * 0.62, 'none', ` stroke="${dark(t.plate, 0.07)}" stroke-width="1.5"`);
}

export type Layer =
  | 'lettuce' | 'tomato' | 'cheese' | 'swiss' | 'patty' | 'fried-chicken' | 'grilled-chicken' | 'bacon' | 'onion' | 'pickle' | 'avocado' | 'turkey'
  | 'ham' | 'roast-beef' | 'egg' | 'mozzarella' | 'slaw' | 'fish' | 'pulled-pork' | 'steak' | 'mushroom' | 'jalapeno' | 'onion-ring'
  | 'hash-brown' | 'sausage' | 'tuna' | 'hummus' | 'pesto' | 'sprouts' | 'spinach' | 'peppers' | 'cream-cheese' | 'lox' | 'kimchi'
  | 'red-sauce' | 'bbq' | 'buffalo' | 'mayo' | 'plant-patty' | 'cauliflower' | 'milanesa' | 'carnitas' | 'chicken-salad' | 'arugula' | 'brie' | 'fig';

/** Draws a layer resting on yBottom, spanning x0..x1; returns the markup and its thickness. */
function layer(c: Ctx, kind: Layer, x0: number, x1: number, yb: number): [string, number] {
  const w = x1 - x0;
  const wave = (y: number, amp: number, step: number) => {
    let d = `M${n(x0 - 4)} ${n(y)}`;
    for (let x = x0 - 4; x < x1 + 4; x += step) d += `q${n(step / 2)} ${n(amp * (c.rand() > 0.5 ? 1 : -1))} ${n(step)} 0`;
    return d;
  };
  const slab = (h: number, col: string, over = 0, rx = 3) => rect(x0 - over, yb - h, w + over * 2, h, c.radial(col, 0.25, 0.2), rx);
  switch (kind) {
    case 'lettuce':
    case 'spinach':
    case 'arugula': {
      const col = kind === 'lettuce' ? '#79c043' : kind === 'spinach' ? '#2f7a33' : '#4e8f2f';
      return [path(`${wave(yb - 6, 5, 12)}L${n(x1 + 4)} ${n(yb)}L${n(x0 - 4)} ${n(yb)}Z`, col) + stroke(wave(yb - 4, 3, 12), light(col, 0.4), 1.2), 7];
    }
    case 'sprouts':
      return [dashes(c, (x0 + x1) / 2, yb - 3, w / 2, 18, 6, '#e9efc9', 1.4, 3), 5];
    case 'tomato':
      return [rect(x0 + 4, yb - 6, w - 8, 6, '#d8352a', 2) + rect(x0 + 10, yb - 5, w - 20, 3, '#f06a4d', 1), 6];
    case 'cheese':
    case 'swiss': {
      const col = kind === 'cheese' ? '#f7b928' : '#f6e6a4';
      let drip = '';
      for (let x = x0 + 6; x < x1 - 8; x += c.r(16, 26)) drip += `M${n(x)} ${n(yb)}q3 ${n(c.r(6, 12))} 6 0Z`;
      return [rect(x0 - 6, yb - 4, w + 12, 4, col, 1) + path(drip, col) + (kind === 'swiss' ? specks(c, (x0 + x1) / 2, yb - 2, w / 3, 3, 1.2, '#d8c27c', 1.5) : ''), 4];
    }
    case 'brie':
      return [rect(x0 + 2, yb - 5, w - 4, 5, '#fbf3da', 2) + rect(x0 + 2, yb - 5, w - 4, 1.5, '#f0e6c4'), 5];
    case 'mozzarella':
      return [rect(x0 + 2, yb - 7, w - 4, 7, '#fffaf0', 3), 7];
    case 'cream-cheese':
      return [rect(x0, yb - 5, w, 5, '#fbfaf4', 2), 5];
    case 'patty':
    case 'plant-patty': {
      const col = kind === 'patty' ? '#6b3a22' : '#7a4a2e';
      return [rect(x0 - 4, yb - 14, w + 8, 14, c.radial(col, 0.15, 0.25), 6) + specks(c, (x0 + x1) / 2, yb - 7, w / 2, 14, 1.2, dark(col, 0.35), 5) + stroke(`M${x0} ${yb - 12}h${w}`, light(col, 0.25), 1.5, op(0.6)), 14];
    }
    case 'fried-chicken':
    case 'fish':
    case 'milanesa':
    case 'cauliflower': {
      const col = kind === 'fish' ? '#e0a652' : kind === 'cauliflower' ? '#e6b25a' : '#d38b3a';
      const d = blob(c, (x0 + x1) / 2, yb - 9, w / 2 + 10, 10, 0.12, 12);
      return [path(d, c.radial(col, 0.35, 0.25)) + specks(c, (x0 + x1) / 2, yb - 9, w / 2 + 4, 16, 1.4, light(col, 0.4), 6), 16];
    }
    case 'grilled-chicken':
      return [slab(10, '#e1b074', 4, 4) + stroke(`M${x0 + 8} ${yb - 9}l6 8M${x0 + 28} ${yb - 9}l6 8M${x0 + 48} ${yb - 9}l6 8M${x0 + 68} ${yb - 9}l6 8`, '#7a4a22', 2), 10];
    case 'bacon': {
      const d = wave(yb - 3, 4, 14);
      return [stroke(d, '#9c3b2a', 5) + stroke(d, '#f2c2a0', 1.4), 6];
    }
    case 'onion':
      return [stroke(wave(yb - 2, 2, 10), '#efe1f0', 3) + stroke(wave(yb - 3, 2, 16), '#b86aa5', 1), 4];
    case 'pickle':
      return [ellipse(x0 + w * 0.3, yb - 3, 12, 3, '#7d9e36') + ellipse(x0 + w * 0.7, yb - 3, 12, 3, '#7d9e36') + ellipse(x0 + w * 0.3, yb - 3, 8, 1.6, '#b6cf6a') + ellipse(x0 + w * 0.7, yb - 3, 8, 1.6, '#b6cf6a'), 5];
    case 'avocado':
      return [rect(x0 + 4, yb - 6, w - 8, 6, '#b9d56e', 3) + rect(x0 + 4, yb - 6, w - 8, 1.6, '#4e7a2a', 1), 6];
    case 'turkey':
    case 'ham':
    case 'roast-beef':
    case 'lox': {
      const col = kind === 'turkey' ? '#f1d7b8' : kind === 'ham' ? '#f2a5a4' : kind === 'lox' ? '#f38a62' : '#9c4a3e';
      return [path(`${wave(yb - 10, 4, 18)}L${n(x1 + 4)} ${n(yb)}L${n(x0 - 4)} ${n(yb)}Z`, col) + stroke(wave(yb - 6, 2, 18), dark(col, 0.15), 1.2) + stroke(wave(yb - 3, 2, 18), light(col, 0.3), 1.2), 10];
    }
    case 'egg':
      return [path(blob(c, (x0 + x1) / 2, yb - 5, w / 2 + 6, 6, 0.1, 10), '#fff9ea') + ellipse((x0 + x1) / 2, yb - 6, w / 5, 5, '#f6b52e'), 10];
    case 'slaw':
    case 'kimchi': {
      const col = kind === 'slaw' ? '#f2f0dc' : '#d9522f';
      return [path(blob(c, (x0 + x1) / 2, yb - 5, w / 2 + 4, 6, 0.15, 10), col) + dashes(c, (x0 + x1) / 2, yb - 5, w / 2, 12, 5, kind === 'slaw' ? '#9c6fbf' : '#f0c14b', 1.2, 3) + dashes(c, (x0 + x1) / 2, yb - 5, w / 2, 8, 5, '#9ccc65', 1.2, 3), 9];
    }
    case 'pulled-pork':
    case 'carnitas':
    case 'steak':
      return [path(blob(c, (x0 + x1) / 2, yb - 8, w / 2 + 6, 9, 0.18, 12), c.radial(kind === 'steak' ? '#7c4a2c' : '#a55e32', 0.2, 0.2)) + dashes(c, (x0 + x1) / 2, yb - 8, w / 2, 10, 7, '#5d2f17', 1.5, 5), 14];
    case 'mushroom':
      return [specks(c, (x0 + x1) / 2, yb - 4, w / 2, 8, 4, '#8a6446', 3), 7];
    case 'jalapeno':
      return [specks(c, (x0 + x1) / 2, yb - 3, w / 2, 6, 3.5, '#3c8a2f', 2) + specks(c, (x0 + x1) / 2, yb - 3, w / 2, 4, 1.8, '#b8e07a', 2), 6];
    case 'onion-ring':
      return [ellipse(x0 + w * 0.32, yb - 6, w * 0.28, 6, 'none', ` stroke="#d08f3a" stroke-width="5"`) + ellipse(x0 + w * 0.7, yb - 6, w * 0.26, 6, 'none', ` stroke="#c98536" stroke-width="5"`), 12];
    case 'hash-brown':
      return [slab(10, '#e0a84e', 2, 4) + dashes(c, (x0 + x1) / 2, yb - 5, w / 2, 10, 6, '#f4d08a', 1.2, 3), 10];
    case 'sausage':
      return [slab(9, '#8e4b2c', 0, 4) + specks(c, (x0 + x1) / 2, yb - 5, w / 2, 8, 1, '#d9b48c', 3), 9];
    case 'tuna':
    case 'chicken-salad':
      return [path(blob(c, (x0 + x1) / 2, yb - 7, w / 2 + 4, 8, 0.12, 10), kind === 'tuna' ? '#efe0c0' : '#f0e2c2') + specks(c, (x0 + x1) / 2, yb - 7, w / 2, 6, 1.5, kind === 'tuna' ? '#c9b38a' : '#9bc45a', 4), 12];
    case 'hummus':
      return [path(blob(c, (x0 + x1) / 2, yb - 3, w / 2 + 2, 4, 0.1, 10), '#e6cc98'), 5];
    case 'pesto':
      return [rect(x0, yb - 3, w, 3, '#4f8f2c', 1), 3];
    case 'fig':
      return [rect(x0, yb - 3, w, 3, '#7a2f4a', 1), 3];
    case 'peppers':
      return [rect(x0 + 4, yb - 5, w * 0.45, 5, '#d8402e', 2) + rect(x0 + w * 0.5, yb - 5, w * 0.45, 5, '#e8a22c', 2), 5];
    case 'red-sauce':
    case 'bbq':
    case 'buffalo':
    case 'mayo': {
      const col = kind === 'red-sauce' ? '#c0392b' : kind === 'bbq' ? '#6e2a16' : kind === 'buffalo' ? '#e2582a' : '#fbf1d4';
      let drip = '';
      for (let x = x0 + 10; x < x1 - 6; x += c.r(18, 30)) drip += `M${n(x)} ${n(yb)}q3 ${n(c.r(5, 10))} 6 0Z`;
      return [rect(x0 - 2, yb - 3, w + 4, 3, col, 1.5) + path(drip, col), 3];
    }
  }
}

export type Bread = 'bun' | 'brioche' | 'sliced' | 'toast' | 'baguette' | 'ciabatta' | 'croissant' | 'bagel' | 'roll' | 'biscuit' | 'muffin' | 'white' | 'telera' | 'sesame-roll' | 'focaccia' | 'waffle';

const BREAD: Record<Bread, { col: string; crumb: string; top: number; bottom: number; seeds?: boolean; round?: boolean }> = {
  bun: { col: '#d98b3a', crumb: '#f6dfae', top: 34, bottom: 16, seeds: true, round: true },
  brioche: { col: '#c9702a', crumb: '#f8dca0', top: 34, bottom: 16, round: true },
  'sesame-roll': { col: '#c98236', crumb: '#f3d9a4', top: 32, bottom: 18, seeds: true, round: true },
  sliced: { col: '#c68a4a', crumb: '#f5e3bd', top: 16, bottom: 16 },
  white: { col: '#e3b577', crumb: '#fbf2dc', top: 16, bottom: 16 },
  toast: { col: '#b9742f', crumb: '#eecf93', top: 16, bottom: 16 },
  baguette: { col: '#c8833a', crumb: '#f4dfb0', top: 24, bottom: 16, round: true },
  ciabatta: { col: '#c79a5c', crumb: '#f1e2c2', top: 20, bottom: 16 },
  croissant: { col: '#d0862f', crumb: '#f7d58f', top: 30, bottom: 14, round: true },
  bagel: { col: '#b87634', crumb: '#efd3a0', top: 26, bottom: 18, round: true, seeds: true },
  roll: { col: '#cf8f45', crumb: '#f6e0b2', top: 28, bottom: 16, round: true },
  telera: { col: '#d39a54', crumb: '#f6e4bc', top: 28, bottom: 16, round: true },
  biscuit: { col: '#d9a25a', crumb: '#f8e6bf', top: 26, bottom: 20 },
  muffin: { col: '#dcb278', crumb: '#f7ead0', top: 18, bottom: 16 },
  focaccia: { col: '#d2a24e', crumb: '#f6e3b2', top: 20, bottom: 18 },
  waffle: { col: '#d9963e', crumb: '#f2c777', top: 16, bottom: 16 },
};

/** A stacked sandwich or burger seen from the side on a plate. */
export const stack = (o: { bread: Bread; layers: readonly Layer[]; pick?: boolean; side?: 'fries' | 'chips' | 'pickle' | 'none'; halves?: boolean; sauceDip?: string }): Draw => (c, t) => {
  const b = BREAD[o.bread];
  const x0 = 44, x1 = 156, base = 150;
  let s = platePersp(c, t);
  if (o.side === 'chips') for (const [x, y] of [[36, 150], [164, 150], [170, 140], [30, 140]] as const) s += ellipse(x, y, 12, 7, c.radial('#e9b94f', 0.3, 0.2), ` transform="rotate(${n(c.r(-30, 30))} ${x} ${y})"`);
  if (o.side === 'pickle') s += ellipse(166, 146, 14, 6, '#6f9530') + ellipse(166, 145, 10, 3.5, '#b4cf6a');
  s += ellipse(100, base + 2, 64, 10, '#3a2414', op(0.2));
  // Bottom bread.
  const bottomTop = base - b.bottom;
  if (o.bread === 'waffle') {
    s += rect(x0 - 6, bottomTop, x1 - x0 + 12, b.bottom, c.radial(b.col, 0.2, 0.2), 4) + stroke(`M${x0 + 8} ${bottomTop}v${b.bottom}M${x0 + 30} ${bottomTop}v${b.bottom}M${x0 + 52} ${bottomTop}v${b.bottom}M${x0 + 74} ${bottomTop}v${b.bottom}M${x0 + 96} ${bottomTop}v${b.bottom}`, dark(b.col, 0.2), 2);
  } else {
    s += rect(x0 - 2, bottomTop, x1 - x0 + 4, b.bottom, b.col, b.round ? 8 : 3) + rect(x0, bottomTop, x1 - x0, b.bottom * 0.55, b.crumb, 2);
  }
  let y = bottomTop;
  for (const l of o.layers) {
    const [m, h] = layer(c, l, x0, x1, y + 1);
    s += m;
    y -= h - 1;
  }
  // Top bread.
  const th = b.top;
  if (o.bread === 'waffle') {
    // Open-faced: a waffle at the bottom only, drizzle of syrup on top.
    s += stroke(`M${x0} ${y + 2}q20 8 40 0t40 0t30 0`, '#b5651d', 3);
  } else if (b.round) {
    const top = `M${x0 - 6} ${n(y + 2)}C${x0 - 6} ${n(y - th * 1.25)} ${x1 + 6} ${n(y - th * 1.25)} ${x1 + 6} ${n(y + 2)}Z`;
    s += path(top, c.radial(b.col, 0.35, 0.2, 0.4, 0.2));
    if (o.bread === 'croissant') s += stroke(`M${x0 + 18} ${n(y - th * 0.4)}q6 ${n(th * 0.5)} 2 ${n(th * 0.9)}M${x0 + 44} ${n(y - th * 0.75)}q6 ${n(th * 0.7)} 2 ${n(th * 0.8)}M${x0 + 74} ${n(y - th * 0.8)}q6 ${n(th * 0.7)} 2 ${n(th * 0.8)}M${x0 + 100} ${n(y - th * 0.5)}q6 ${n(th * 0.5)} 2 ${n(th * 0.6)}`, dark(b.col, 0.25), 2.5);
    if (o.bread === 'baguette') s += stroke(`M${x0 + 14} ${n(y - th * 0.5)}l16 -8M${x0 + 44} ${n(y - th * 0.7)}l16 -8M${x0 + 74} ${n(y - th * 0.7)}l16 -8M${x0 + 100} ${n(y - th * 0.5)}l14 -7`, light(b.col, 0.4), 3);
    if (b.seeds) s += sesame(c, 100, y - th * 0.55, 40, o.bread === 'bagel' ? 22 : 16, '#fbf0cc', th * 0.25);
    if (o.bread === 'bagel') s += specks(c, 100, y - th * 0.5, 38, 10, 1, '#2a2220', th * 0.25);
    s += ellipse(80, y - th * 0.65, 22, 5, '#ffffff', op(0.25));
  } else {
    s += rect(x0 - 3, y - th + 2, x1 - x0 + 6, th, c.radial(b.col, 0.3, 0.2), o.bread === 'biscuit' ? 6 : 4) + rect(x0, y - th + 5, x1 - x0, th - 6, b.crumb, 2);
    if (o.bread === 'ciabatta' || o.bread === 'toast') s += stroke(`M${x0 + 10} ${y - th + 4}l12 ${th - 6}M${x0 + 40} ${y - th + 4}l12 ${th - 6}M${x0 + 70} ${y - th + 4}l12 ${th - 6}`, dark(b.col, 0.3), 2.5, op(0.6));
    if (o.bread === 'focaccia') s += specks(c, 100, y - th / 2, 50, 10, 1.6, dark(b.crumb, 0.25), th / 3) + dashes(c, 100, y - th / 2, 50, 6, 4, '#4f7a2a', 1.2, th / 3);
  }
  if (o.pick) s += stroke(`M100 ${n(y - th - 14)}v${n(th + 10)}`, '#d9bf8a', 2) + circle(100, y - th - 16, 5, '#4f7a2a') + circle(100, y - th - 16, 2, '#c0392b');
  if (o.side === 'fries') for (let i = 0; i < 7; i++) s += rect(150 + i * 5, 118 + (i % 3) * 4, 5, 30, '#f2c14e', 1.5, ` transform="rotate(${n(c.r(-14, 14))} ${150 + i * 5} 140)"`);
  if (o.sauceDip) s += ramekin(c, 168, 160, 14, o.sauceDip);
  return `<g transform="matrix(1.2 0 0 1.2 -20 -30)">${s}</g>`;
};

/** Two tacos standing on a plate, with lime. */
export const tacos = (o: { meat: string; toppings?: readonly ('onion-cilantro' | 'pineapple' | 'cabbage' | 'crema' | 'salsa' | 'avocado' | 'cheese' | 'radish')[]; tortilla?: string; count?: 1 | 2 | 3; dip?: string }): Draw => (c, t) => {
  let s = platePersp(c, t);
  const count = o.count ?? 2;
  const tort = o.tortilla ?? '#f0d08a';
  const xs = count === 1 ? [100] : count === 2 ? [70, 130] : [52, 100, 148];
  const w = count === 3 ? 30 : 40;
  for (const x of xs) {
    const y = 126;
    // Back flap.
    s += path(`M${x - w} ${y - 14}Q${x} ${y - 6} ${x + w} ${y - 14}A${w} ${w * 0.9} 0 0 1 ${x - w} ${y - 14}Z`, dark(tort, 0.12));
    // Filling.
    s += path(blob(c, x, y - 4, w * 0.85, 11, 0.25, 10), c.radial(o.meat, 0.25, 0.2));
    s += specks(c, x, y - 8, w * 0.7, 8, 2.2, dark(o.meat, 0.3), 6);
    for (const tp of o.toppings ?? ['onion-cilantro']) {
      if (tp === 'onion-cilantro') s += specks(c, x, y - 10, w * 0.7, 8, 1.8, '#f8f4ea', 4) + herbs(c, x, y - 11, w * 0.7, 8, '#3e9b3a', 4);
      if (tp === 'pineapple') s += specks(c, x, y - 10, w * 0.6, 4, 3, '#f5c93a', 3);
      if (tp === 'cabbage') s += dashes(c, x, y - 10, w * 0.75, 10, 7, '#d8eeb0', 2, 4) + dashes(c, x, y - 12, w * 0.6, 5, 6, '#a674c4', 1.5, 3);
      if (tp === 'crema') s += stroke(`M${x - w * 0.7} ${y - 12}q${n(w * 0.35)} -6 ${n(w * 0.7)} 0t${n(w * 0.7)} 0`, '#fbf6ea', 2.4);
      if (tp === 'salsa') s += specks(c, x, y - 10, w * 0.6, 6, 2.2, '#d33a2b', 3);
      if (tp === 'avocado') s += specks(c, x, y - 11, w * 0.6, 4, 3, '#9ccc5a', 3);
      if (tp === 'cheese') s += dashes(c, x, y - 10, w * 0.7, 8, 4, '#f6c342', 2, 3);
      if (tp === 'radish') s += specks(c, x, y - 10, w * 0.6, 3, 2.4, '#e26a8a', 3);
    }
    // Front flap.
    s += path(`M${x - w} ${y - 8}Q${x} ${y - 2} ${x + w} ${y - 8}A${w} ${w * 0.9} 0 0 1 ${x - w} ${y - 8}Z`, c.radial(tort, 0.25, 0.12, 0.4, 0.7));
    s += specks(c, x, y + 10, w * 0.6, 6, 1.6, dark(tort, 0.25), 12, op(0.6));
  }
  s += citrusWedge(166, 154, 15, '#7cbf3a', 160);
  if (o.dip) s += ramekin(c, 36, 160, 14, o.dip);
  return `<g transform="matrix(1.16 0 0 1.16 -16 -22)">${s}</g>`;
};

/** A burrito or wrap cut in half, the cut face showing the filling. */
export const burrito = (o: { filling: readonly string[]; tortilla?: string; wet?: string; wrap?: boolean; side?: 'chips' | 'none' }): Draw => (c, t) => {
  let s = platePersp(c, t);
  const tort = o.tortilla ?? '#f2dca6';
  const half = (x: number, y: number, len: number, flip: boolean) => {
    const dir = flip ? -1 : 1;
    let h = `<g transform="translate(${x} ${y}) rotate(${flip ? 14 : -10})">`;
    // Body: a rounded cylinder.
    h += rect(-len / 2, -22, len, 44, c.radial(tort, 0.35, 0.18, 0.5, 0.3), 22);
    h += stroke(`M${n(-len / 2 + 14)} -20q-6 20 0 40M${n(-len / 2 + 40)} -21q-4 20 2 42`, dark(tort, 0.15), 1.5, op(0.6));
    h += specks(c, 0, 0, len / 2 - 10, 8, 2, dark(tort, 0.2), 16, op(0.5));
    // Cut face.
    const fx = (dir * len) / 2;
    h += ellipse(fx, 0, 14, 22, dark(tort, 0.12)) + ellipse(fx, 0, 11, 19, o.filling[0] ?? '#f7f3e8');
    o.filling.slice(1).forEach((f, i) => (h += specks(c, fx, 0, 8, 7, 2.6 - i * 0.2, f, 15)));
    return h + '</g>';
  };
  s += half(72, 118, 92, false) + half(132, 132, 92, true);
  if (o.wet) s += path(blob(c, 100, 122, 70, 24, 0.12, 12), o.wet, op(0.92)) + dashes(c, 100, 116, 56, 14, 6, '#f7e8b0', 2, 14) + stroke('M60 112q20 -8 40 0t40 0', '#fbf6ea', 2.5);
  if (o.wrap) s += stroke('M58 96l10 44M146 108l-8 44', '#ffffff', 1.5, op(0.4));
  return s;
};

/** A quesadilla: wedges fanned on a plate with crema and salsa. */
export const quesadilla = (o: { tortilla?: string; filling?: string; mulita?: boolean }): Draw => (c, t) => {
  let s = platePersp(c, t, 100, 132, 90, 46);
  const tort = o.tortilla ?? '#e9c47a';
  for (const [x, y, a] of [[64, 116, -18], [106, 108, 4], [140, 130, 28]] as const) {
    s += `<g transform="translate(${x} ${y}) rotate(${a})">` + path('M-30 12L0 -34L30 12Z', '#f4c53f') + path('M-32 14L0 -36L32 14Q0 22 -32 14Z', c.radial(tort, 0.3, 0.18), op(0.97)) + stroke('M-24 10Q0 16 24 10', o.filling ?? '#8a4a2a', 3) + stroke('M-24 11Q0 17 24 11', '#f7c234', 1.5) + specks(c, 0, -4, 16, 5, 2, dark(tort, 0.3), 12) + '</g>';
  }
  return s + ramekin(c, 46, 160, 13, '#fbf6ea', '#f7f3ec', false) + ramekin(c, 158, 166, 13, '#c0392b');
};
