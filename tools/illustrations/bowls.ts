/** Things in bowls, seen from above: ramen, rice bowls, salads, soups and dips, acai bowls. */
import { avocadoSlice, bowl, citrusWedge, cucumberSlice, gloss, herbs, leaf, plate, ramekin, rice, sesame, shadow, tomatoSlice, type Draw, type Theme } from './kit.js';
import { Ctx, blob, circle, dark, dashes, ellipse, light, n, op, path, pts, rect, scatter, specks, stroke } from './svg.js';

/** A piece placed on top of a bowl or plate. */
export type Piece =
  | 'chashu' | 'egg' | 'nori' | 'menma' | 'scallion' | 'corn' | 'bokchoy' | 'tofu' | 'chili-oil' | 'ground-pork' | 'garlic-oil'
  | 'salmon' | 'tuna' | 'yellowtail' | 'unagi' | 'katsu' | 'curry' | 'egg-scramble' | 'onion' | 'chicken' | 'steak' | 'pork'
  | 'beans' | 'black-beans' | 'pico' | 'guac' | 'cheese' | 'crema' | 'lettuce' | 'tomato' | 'cucumber' | 'olive' | 'feta'
  | 'boiled-egg' | 'bacon-bits' | 'avocado' | 'croutons' | 'parmesan' | 'blue-cheese' | 'cranberry' | 'almond' | 'quinoa'
  | 'wonton' | 'mandarin' | 'chickpea' | 'hummus' | 'toum' | 'pickle' | 'shawarma' | 'lamb' | 'tabbouleh' | 'falafel'
  | 'squash' | 'farro' | 'goat-cheese' | 'tortilla-strips' | 'potato' | 'green-beans' | 'grilled-veg' | 'kale' | 'edamame'
  | 'granola' | 'banana' | 'strawberry' | 'blueberry' | 'kiwi' | 'mango' | 'pineapple' | 'coconut' | 'nutella' | 'honey' | 'hemp'
  | 'raspberry' | 'dragonfruit' | 'grapes' | 'melon' | 'sesame' | 'salmon-fillet' | 'greens' | 'ginger' | 'wasabi' | 'jalapeno';

function rot(x: number, y: number, a: number, body: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)})">${body}</g>`;
}

/** Draws one piece at (x, y) with size s. */
export function piece(c: Ctx, kind: Piece, x: number, y: number, s: number): string {
  const a = c.r(0, 360);
  switch (kind) {
    case 'chashu':
      return rot(x, y, a, ellipse(0, 0, s, s * 0.85, '#8a4a2c') + ellipse(0, 0, s * 0.86, s * 0.72, c.radial('#e7b49a', 0.2, 0.15)) + stroke(`M${n(-s * 0.5)} ${n(-s * 0.2)}q${n(s * 0.5)} ${n(s * 0.4)} ${n(s)} 0`, '#f7e2d2', s * 0.12) + ellipse(s * 0.2, s * 0.3, s * 0.3, s * 0.15, '#c98d70', op(0.6)));
    case 'egg':
      return rot(x, y, a, ellipse(0, 0, s, s * 0.72, c.radial('#fffaf0', 0.3, 0.08)) + ellipse(s * 0.05, 0, s * 0.5, s * 0.42, '#f29a1f') + ellipse(s * 0.05, 0, s * 0.34, s * 0.28, '#f7b733') + ellipse(-s * 0.1, -s * 0.1, s * 0.12, s * 0.08, '#fff', op(0.6)));
    case 'boiled-egg':
      return rot(x, y, a, ellipse(0, 0, s * 0.8, s * 0.62, '#fffdf5') + circle(0, 0, s * 0.34, '#f6c244'));
    case 'nori':
      return rot(x, y, a * 0.1 - 20, rect(-s * 0.5, -s * 1.1, s, s * 2.2, '#1f2d1e', 1) + stroke(`M${n(-s * 0.3)} ${n(-s)}l0 ${n(s * 2)}M${n(s * 0.15)} ${n(-s)}l0 ${n(s * 2)}`, '#33492f', 1));
    case 'menma':
      return rot(x, y, a, rect(-s, -s * 0.18, s * 2, s * 0.36, '#c9a064', 1) + rect(-s * 0.5, s * 0.3, s * 1.6, s * 0.3, '#b88c4e', 1));
    case 'scallion':
      return specks(c, x, y, s, 12, s * 0.14, '#6fb83f') + specks(c, x, y, s, 6, s * 0.08, '#d9f0b0');
    case 'corn':
      return specks(c, x, y, s, 14, s * 0.16, '#f5c935');
    case 'bokchoy':
      return rot(x, y, a, path(`M${n(-s)} 0Q0 ${n(-s * 1.1)} ${n(s)} 0Q0 ${n(s * 1.1)} ${n(-s)} 0Z`, '#3e8e36') + path(`M${n(-s)} 0Q0 ${n(-s * 0.3)} ${n(s * 0.2)} 0Q0 ${n(s * 0.3)} ${n(-s)} 0Z`, '#d9efc3'));
    case 'tofu':
      return rect(x - s * 0.45, y - s * 0.45, s * 0.9, s * 0.9, '#f6ecd2', 2) + rect(x - s * 0.45, y + s * 0.25, s * 0.9, s * 0.2, '#e7d3a8');
    case 'chili-oil':
      return specks(c, x, y, s, 10, s * 0.12, '#d6451f', s, op(0.85));
    case 'garlic-oil':
      return path(blob(c, x, y, s, s * 0.7, 0.3, 8), '#2a1a12', op(0.85)) + specks(c, x, y, s * 0.7, 5, s * 0.08, '#5a3a26');
    case 'ground-pork':
      return specks(c, x, y, s, 16, s * 0.16, '#9a5a34') + specks(c, x, y, s * 0.8, 8, s * 0.1, '#c27c4e');
    case 'salmon':
    case 'tuna':
    case 'yellowtail': {
      const col = kind === 'salmon' ? '#f2784b' : kind === 'tuna' ? '#c8283a' : '#f3d6c3';
      return rot(x, y, a, path(`M${n(-s)} ${n(-s * 0.4)}h${n(s * 2)}l${n(-s * 0.2)} ${n(s * 0.8)}h${n(-s * 1.6)}Z`, c.radial(col, 0.25, 0.15)) + (kind === 'salmon' ? stroke(`M${n(-s * 0.6)} ${n(-s * 0.4)}l${n(s * 0.2)} ${n(s * 0.8)}M0 ${n(-s * 0.4)}l${n(s * 0.2)} ${n(s * 0.8)}M${n(s * 0.6)} ${n(-s * 0.4)}l${n(s * 0.2)} ${n(s * 0.8)}`, '#fbd0b8', s * 0.1) : ''));
    }
    case 'unagi':
      return rot(x, y, a * 0.05, rect(-s, -s * 0.45, s * 2, s * 0.9, c.radial('#7a4322', 0.3, 0.2), s * 0.2) + stroke(`M${n(-s * 0.6)} ${n(-s * 0.4)}l${n(s * 0.2)} ${n(s * 0.8)}M0 ${n(-s * 0.4)}l${n(s * 0.2)} ${n(s * 0.8)}M${n(s * 0.6)} ${n(-s * 0.4)}l${n(s * 0.2)} ${n(s * 0.8)}`, '#3e1f0e', 1.5) + gloss(-s * 0.3, -s * 0.2, s * 0.5, s * 0.1, 0, 0.35));
    case 'katsu':
      return rot(x, y, a * 0.05, rect(-s * 1.1, -s * 0.45, s * 2.2, s * 0.9, c.radial('#d6913d', 0.3, 0.2), 3) + specks(c, 0, 0, s, 14, s * 0.07, '#f2c77b', s * 0.35) + stroke(`M${n(-s * 0.4)} ${n(-s * 0.45)}v${n(s * 0.9)}M${n(s * 0.3)} ${n(-s * 0.45)}v${n(s * 0.9)}`, '#fbefd6', 1.2));
    case 'curry':
      return path(blob(c, x, y, s, s * 0.9, 0.12, 9), c.radial('#b06a1f', 0.25, 0.15)) + specks(c, x, y, s * 0.7, 6, s * 0.1, '#e69a3a') + specks(c, x, y, s * 0.7, 4, s * 0.1, '#e4572e');
    case 'egg-scramble':
      return path(blob(c, x, y, s, s * 0.8, 0.25, 9), c.radial('#f6d35b', 0.3, 0.1)) + specks(c, x, y, s * 0.6, 4, s * 0.12, '#fff1b0');
    case 'onion':
      return dashes(c, x, y, s, 6, s * 0.6, '#f0e0c0', 2.2);
    case 'chicken':
      return rot(x, y, a, rect(-s, -s * 0.35, s * 2, s * 0.7, c.radial('#dba160', 0.3, 0.15), s * 0.3) + stroke(`M${n(-s * 0.5)} ${n(-s * 0.35)}l${n(s * 0.2)} ${n(s * 0.7)}M${n(s * 0.2)} ${n(-s * 0.35)}l${n(s * 0.2)} ${n(s * 0.7)}`, '#8a5426', 1.8));
    case 'steak':
      return rot(x, y, a, rect(-s, -s * 0.35, s * 2, s * 0.7, c.radial('#7a3f28', 0.2, 0.2), s * 0.2) + rect(-s * 0.8, -s * 0.18, s * 1.6, s * 0.2, '#b5544a', 1, op(0.8)));
    case 'pork':
    case 'shawarma':
      return dashes(c, x, y, s * 0.7, 7, s * 0.9, kind === 'pork' ? '#b9743e' : '#c47b38', s * 0.35) + dashes(c, x, y, s * 0.6, 4, s * 0.6, '#7c431c', s * 0.15);
    case 'lamb':
      return specks(c, x, y, s, 8, s * 0.28, '#7b4030') + specks(c, x, y, s * 0.8, 5, s * 0.12, '#b06a4c');
    case 'beans':
      return path(blob(c, x, y, s, s * 0.85, 0.15, 8), c.radial('#8a5a3c', 0.2, 0.15)) + specks(c, x, y, s * 0.7, 5, s * 0.08, '#b98a63');
    case 'black-beans':
      return specks(c, x, y, s, 18, s * 0.13, '#2d2326') + specks(c, x, y, s, 6, s * 0.05, '#6b5a60');
    case 'pico':
      return specks(c, x, y, s, 10, s * 0.14, '#d9342b') + specks(c, x, y, s, 6, s * 0.1, '#f4efe0') + herbs(c, x, y, s, 5);
    case 'guac':
      return path(blob(c, x, y, s, s * 0.85, 0.2, 8), c.radial('#8cbf4a', 0.25, 0.15)) + specks(c, x, y, s * 0.6, 4, s * 0.08, '#e24a33');
    case 'cheese':
      return dashes(c, x, y, s, 12, s * 0.45, '#f6c342', 2.4);
    case 'crema':
      return stroke(`M${n(x - s)} ${n(y)}q${n(s * 0.5)} ${n(-s * 0.5)} ${n(s)} 0t${n(s)} 0`, '#fbf6ea', s * 0.18);
    case 'lettuce':
    case 'greens':
      return leaf(c, x, y, s, kind === 'lettuce' ? '#7cbf4a' : '#4f9a3a', a) + leaf(c, x + s * 0.5, y + s * 0.3, s * 0.8, '#5fa83f', a + 70);
    case 'kale':
      return leaf(c, x, y, s, '#2f6b34', a) + leaf(c, x + s * 0.4, y - s * 0.3, s * 0.7, '#3e7f3e', a + 90);
    case 'tomato':
      return tomatoSlice(c, x, y, s * 0.6);
    case 'cucumber':
      return cucumberSlice(x, y, s * 0.55);
    case 'olive':
      return ellipse(x, y, s * 0.4, s * 0.3, '#2d2430') + ellipse(x - s * 0.1, y - s * 0.08, s * 0.12, s * 0.06, '#7a6a80');
    case 'feta':
    case 'goat-cheese':
    case 'parmesan':
      return kind === 'parmesan' ? rot(x, y, a, path(pts([[-s * 0.6, -s * 0.2], [s * 0.6, -s * 0.3], [s * 0.3, s * 0.25]]), '#f5e7b8')) : rot(x, y, a, rect(-s * 0.3, -s * 0.3, s * 0.6, s * 0.6, '#fbf8ee', 1.5) + rect(-s * 0.3, s * 0.1, s * 0.6, s * 0.2, '#e9e2cf'));
    case 'blue-cheese':
      return path(blob(c, x, y, s * 0.4, s * 0.35, 0.3, 6), '#f3f0e4') + specks(c, x, y, s * 0.25, 3, s * 0.05, '#6d88a8');
    case 'bacon-bits':
      return specks(c, x, y, s, 8, s * 0.14, '#a1402c') + specks(c, x, y, s, 4, s * 0.08, '#e9b99a');
    case 'avocado':
      return avocadoSlice(x, y, s, a);
    case 'croutons':
      return rot(x, y, a, rect(-s * 0.3, -s * 0.3, s * 0.6, s * 0.6, c.radial('#e0a55a', 0.3, 0.2), 2));
    case 'cranberry':
      return specks(c, x, y, s, 5, s * 0.14, '#b3203a');
    case 'almond':
      return specks(c, x, y, s, 5, s * 0.14, '#e8c79b');
    case 'quinoa':
      return specks(c, x, y, s, 22, s * 0.08, '#f1e2c0') + specks(c, x, y, s, 8, s * 0.08, '#c9a56a');
    case 'wonton':
      return rot(x, y, a, path(pts([[-s * 0.6, 0], [0, -s * 0.2], [s * 0.6, 0.1], [0, s * 0.25]]), '#f0c474'));
    case 'mandarin':
      return rot(x, y, a, path(`M${n(-s * 0.5)} 0q${n(s * 0.5)} ${n(-s * 0.6)} ${n(s)} 0q${n(-s * 0.5)} ${n(s * 0.3)} ${n(-s)} 0Z`, '#f39a2b'));
    case 'chickpea':
      return specks(c, x, y, s, 6, s * 0.14, '#e2bd79');
    case 'hummus':
      return path(blob(c, x, y, s, s * 0.9, 0.1, 9), c.radial('#e8cf9c', 0.3, 0.12)) + stroke(`M${n(x - s * 0.5)} ${n(y)}a${n(s * 0.5)} ${n(s * 0.4)} 0 1 1 ${n(s * 0.6)} ${n(s * 0.3)}`, '#cdb07a', 1.6) + specks(c, x, y, s * 0.3, 3, s * 0.06, '#c2452d');
    case 'toum':
      return path(blob(c, x, y, s * 0.6, s * 0.5, 0.15, 7), '#fffdf4') + ellipse(x - s * 0.15, y - s * 0.15, s * 0.2, s * 0.1, '#fff');
    case 'pickle':
      return rot(x, y, a, ellipse(0, 0, s * 0.6, s * 0.25, '#b6427a') + ellipse(s * 0.9, s * 0.3, s * 0.5, s * 0.22, '#7fa23a'));
    case 'tabbouleh':
      return specks(c, x, y, s, 24, s * 0.07, '#3e8f2e') + specks(c, x, y, s, 6, s * 0.1, '#e2493a') + specks(c, x, y, s, 8, s * 0.06, '#efe1b5');
    case 'falafel':
      return circle(x, y, s * 0.45, c.radial('#8c5a2b', 0.3, 0.25)) + specks(c, x, y, s * 0.3, 4, s * 0.05, '#4b7d2a');
    case 'squash':
      return rot(x, y, a, rect(-s * 0.35, -s * 0.35, s * 0.7, s * 0.7, c.radial('#f08a2c', 0.3, 0.15), 3));
    case 'farro':
      return specks(c, x, y, s, 20, s * 0.09, '#b98a4f');
    case 'tortilla-strips':
      return dashes(c, x, y, s, 6, s * 0.7, '#e8b44a', 2.5);
    case 'potato':
      return path(blob(c, x, y, s * 0.4, s * 0.35, 0.2, 6), c.radial('#f2d79b', 0.3, 0.12));
    case 'green-beans':
      return dashes(c, x, y, s, 5, s * 0.9, '#4f9a32', 2.8);
    case 'grilled-veg':
      return rot(x, y, a, rect(-s * 0.7, -s * 0.3, s * 1.4, s * 0.6, '#e25a2c', s * 0.2) + stroke(`M${n(-s * 0.4)} ${n(-s * 0.3)}l${n(s * 0.2)} ${n(s * 0.6)}M${n(s * 0.1)} ${n(-s * 0.3)}l${n(s * 0.2)} ${n(s * 0.6)}`, '#5a2a1a', 1.5)) + rot(x + s * 0.5, y + s * 0.6, a + 40, rect(-s * 0.6, -s * 0.25, s * 1.2, s * 0.5, '#7fb347', s * 0.2));
    case 'edamame':
      return rot(x, y, a, path(`M${n(-s)} 0q${n(s)} ${n(-s * 0.6)} ${n(s * 2)} 0q${n(-s)} ${n(s * 0.6)} ${n(-s * 2)} 0Z`, c.radial('#7cba3f', 0.3, 0.2)) + circle(-s * 0.5, 0, s * 0.22, '#a3d46a') + circle(0, 0, s * 0.22, '#a3d46a') + circle(s * 0.5, 0, s * 0.22, '#a3d46a'));
    case 'granola':
      return specks(c, x, y, s, 14, s * 0.12, '#c68d45') + specks(c, x, y, s, 8, s * 0.08, '#e8c48a');
    case 'banana':
      return circle(x, y, s * 0.42, '#f6e7a8') + circle(x, y, s * 0.32, '#fbf1c8') + specks(c, x, y, s * 0.1, 3, s * 0.03, '#b08a3a');
    case 'strawberry':
      return rot(x, y, a, path(`M0 ${n(-s * 0.5)}C${n(s * 0.5)} ${n(-s * 0.5)} ${n(s * 0.45)} 0 0 ${n(s * 0.5)}C${n(-s * 0.45)} 0 ${n(-s * 0.5)} ${n(-s * 0.5)} 0 ${n(-s * 0.5)}Z`, '#e0313b') + path(`M0 ${n(-s * 0.3)}C${n(s * 0.3)} ${n(-s * 0.3)} ${n(s * 0.25)} 0 0 ${n(s * 0.3)}C${n(-s * 0.25)} 0 ${n(-s * 0.3)} ${n(-s * 0.3)} 0 ${n(-s * 0.3)}Z`, '#f7a6a6'));
    case 'blueberry':
      return specks(c, x, y, s * 0.6, 5, s * 0.16, '#3d3f8f') + specks(c, x, y, s * 0.6, 3, s * 0.05, '#8f93d6');
    case 'raspberry':
      return specks(c, x, y, s * 0.6, 4, s * 0.18, '#d2305a');
    case 'kiwi':
      return circle(x, y, s * 0.5, '#6b4e2a') + circle(x, y, s * 0.44, '#8cc63f') + circle(x, y, s * 0.16, '#eef5c8') + specks(c, x, y, s * 0.28, 6, s * 0.03, '#1d1d1d');
    case 'mango':
    case 'pineapple':
      return rot(x, y, a, rect(-s * 0.3, -s * 0.3, s * 0.6, s * 0.6, kind === 'mango' ? '#f7a823' : '#f5d14a', 2));
    case 'coconut':
      return dashes(c, x, y, s, 8, s * 0.4, '#fffdf7', 2);
    case 'nutella':
    case 'honey':
      return stroke(`M${n(x - s)} ${n(y - s * 0.3)}q${n(s * 0.5)} ${n(s * 0.6)} ${n(s)} 0t${n(s)} 0`, kind === 'nutella' ? '#4a2616' : '#e9a620', s * 0.16);
    case 'hemp':
      return specks(c, x, y, s, 14, s * 0.06, '#b9c48a');
    case 'dragonfruit':
      return rot(x, y, a, rect(-s * 0.3, -s * 0.3, s * 0.6, s * 0.6, '#f8f4f4', 2) + specks(c, 0, 0, s * 0.25, 4, s * 0.03, '#1d1d1d'));
    case 'grapes':
      return specks(c, x, y, s * 0.5, 4, s * 0.2, '#8fbf4a');
    case 'melon':
      return rot(x, y, a, rect(-s * 0.3, -s * 0.3, s * 0.6, s * 0.6, '#f5a26a', 2));
    case 'sesame':
      return sesame(c, x, y, s, 8);
    case 'salmon-fillet':
      return rot(x, y, -15, rect(-s * 1.1, -s * 0.55, s * 2.2, s * 1.1, c.radial('#f08a5d', 0.25, 0.18), s * 0.3) + stroke(`M${n(-s * 0.6)} ${n(-s * 0.55)}l${n(s * 0.3)} ${n(s * 1.1)}M0 ${n(-s * 0.55)}l${n(s * 0.3)} ${n(s * 1.1)}M${n(s * 0.6)} ${n(-s * 0.55)}l${n(s * 0.3)} ${n(s * 1.1)}`, '#7c3a22', 2.2, op(0.7)));
    case 'ginger':
      return path(blob(c, x, y, s * 0.6, s * 0.4, 0.3, 7), '#f4b9b0');
    case 'wasabi':
      return path(blob(c, x, y, s * 0.35, s * 0.3, 0.2, 6), '#8fbf3f');
    case 'jalapeno':
      return circle(x, y, s * 0.35, '#2e7d32') + circle(x, y, s * 0.25, '#a5d66f');
  }
}

/** Places pieces in sectors around the centre (a composed bowl) or scattered. */
function arrange(c: Ctx, x: number, y: number, r: number, items: readonly Piece[], s: number): string {
  let out = '';
  items.forEach((it, i) => {
    const a = (i / items.length) * Math.PI * 2 + 0.6;
    const d = items.length === 1 ? 0 : r * 0.55;
    out += piece(c, it, x + Math.cos(a) * d, y + Math.sin(a) * d, s);
  });
  return out;
}

export interface RamenOptions {
  readonly broth: string;
  readonly pieces?: readonly Piece[];
}

/** A bowl of ramen with noodles, chashu, egg, nori, scallion and chopsticks. */
export const ramen = (o: RamenOptions): Draw => (c, t) => {
  const cx = 100, cy = 102;
  let s = bowl(c, t, cx, cy, 86, t.bowl) + circle(cx, cy, 68, c.radial(o.broth, 0.3, 0.12));
  s += specks(c, cx, cy, 62, 14, 2.2, light(o.broth, 0.45), 62, op(0.6));
  // Noodles: wavy strands peeking out of the broth.
  let nd = '';
  for (let i = 0; i < 6; i++) nd += `M${n(54 + i * 4)} ${n(118 + i * 5)}q8 -8 16 0t16 0t16 0t16 0`;
  s += stroke(nd, '#f3d98b', 3.2) + stroke(nd, '#fbeab2', 1.2);
  const pieces = o.pieces ?? ['chashu', 'egg', 'menma', 'scallion'];
  const spots: [number, number][] = [[74, 78], [116, 70], [124, 118], [74, 116], [100, 96], [100, 136]];
  pieces.forEach((p, i) => {
    const [x, y] = spots[i % spots.length]!;
    s += piece(c, p, x, y, p === 'chashu' ? 23 : p === 'egg' ? 20 : p === 'scallion' ? 18 : p === 'tofu' ? 16 : 17);
  });
  s += piece(c, 'nori', 146, 82, 14) + piece(c, 'nori', 156, 100, 13);
  s += stroke('M118 192L196 114', '#5b3a22', 5) + stroke('M132 198L198 132', '#5b3a22', 5) + stroke('M118 192L136 174M132 198L150 180', '#b8452f', 5);
  return s;
};

/** A bowl of rice with toppings (donburi, poke, chirashi, burrito bowl, grain bowl). */
export const riceBowl = (o: { pieces: readonly Piece[]; base?: string; sauce?: string; garnish?: 'sesame' | 'scallion' | 'cilantro' | 'none' }): Draw => (c, t) => {
  const cx = 100, cy = 102;
  let s = bowl(c, t, cx, cy, 86) + rice(c, cx, cy, 66, o.base ?? '#fbf8f0');
  s += arrange(c, cx, cy, 60, o.pieces, 16);
  if (o.sauce) s += stroke('M60 86q20 -14 40 0t40 0M64 118q18 -12 36 0t36 0', o.sauce, 2.5, op(0.9));
  if (o.garnish === 'sesame') s += sesame(c, cx, cy, 40, 14);
  if (o.garnish === 'scallion') s += piece(c, 'scallion', cx, cy, 14);
  if (o.garnish === 'cilantro') s += herbs(c, cx, cy, 40, 10);
  return s;
};

/** A salad: leaves in a bowl with toppings in sections. */
export const salad = (o: { pieces: readonly Piece[]; leaves?: readonly string[]; dressing?: string; plate?: boolean }): Draw => (c, t) => {
  const cx = 100, cy = 102;
  let s = o.plate ? plate(c, t) : bowl(c, t, cx, cy, 86, light(t.bowl, 0.6));
  const leaves = o.leaves ?? ['#6fae3e', '#4f9a3a', '#8cc659', '#3f7f35'];
  for (const [i, [x, y]] of scatter(c, cx, cy, 48, c.lite ? 7 : 12, 12).entries()) s += leaf(c, x, y, c.lite ? 24 : 20, leaves[i % leaves.length]!, c.r(0, 360));
  for (const it of o.pieces) {
    for (const [x, y] of scatter(c, cx, cy, 44, c.lite ? 1 : o.pieces.length > 4 ? 2 : 3, 14)) s += piece(c, it, x, y, c.lite ? 18 : 14);
  }
  if (o.dressing) s += stroke('M56 88q22 -16 44 0t44 0M60 116q20 -12 40 0t40 0', o.dressing, 2.4, op(0.85));
  return s;
};

/** A soup, stew, dip or side seen from above, in a bowl, with garnish. */
export const soup = (o: { color: string; pieces?: readonly Piece[]; garnish?: 'herbs' | 'oil' | 'cream' | 'swirl' | 'none'; side?: 'lemon' | 'lime' | 'pita' | 'chips' | 'bread' | 'none'; glaze?: string; small?: boolean }): Draw => (c, t) => {
  const cx = o.side && o.side !== 'none' ? 92 : 100, cy = o.side && o.side !== 'none' ? 96 : 102;
  const r = o.small ? 62 : 76;
  let s = '';
  if (o.side === 'chips') {
    s += plate(c, t, 100, 104, 90);
    for (const [x, y] of [[150, 150], [40, 160], [160, 60], [36, 56], [120, 170], [170, 110], [60, 176], [150, 30]] as const) s += chip(c, x, y, 18);
  }
  s += bowl(c, t, cx, cy, r, o.glaze ?? t.bowl) + circle(cx, cy, r * 0.78, c.radial(o.color, 0.25, 0.15));
  if (o.garnish === 'swirl' || o.garnish === 'oil') s += stroke(`M${cx - 30} ${cy}a30 24 0 1 1 34 16`, o.garnish === 'oil' ? '#c8a52a' : light(o.color, 0.35), 3, op(0.8)) + specks(c, cx, cy, 10, 4, 2, '#c2452d');
  if (o.garnish === 'cream') s += path(blob(c, cx, cy, 14, 11, 0.2, 7), '#fbf6ea');
  if (o.pieces) s += arrange(c, cx, cy, r * 0.5, o.pieces, r * 0.22);
  if (o.garnish === 'herbs') s += herbs(c, cx, cy, r * 0.45, 8);
  if (o.side === 'lemon' || o.side === 'lime') s += citrusWedge(158, 160, 18, o.side === 'lemon' ? '#f2d13b' : '#7cbf3a', -30);
  if (o.side === 'pita') s += pita(c, 156, 158) ;
  if (o.side === 'bread') s += path('M130 150q26 -18 50 0l-4 26h-42Z', c.radial('#d49a55', 0.3, 0.2));
  return s;
};

/** A tortilla chip. */
export function chip(c: Ctx, x: number, y: number, s: number): string {
  const a = c.r(0, 360);
  return rot(x, y, a, path(`M0 ${n(-s)}L${n(s * 0.9)} ${n(s * 0.6)}Q0 ${n(s * 0.8)} ${n(-s * 0.9)} ${n(s * 0.6)}Z`, c.radial('#f1c35a', 0.35, 0.2)) + specks(c, 0, 0, s * 0.4, 3, 0.8, '#fff6d0'));
}

/** Pita wedges. */
export function pita(c: Ctx, x: number, y: number): string {
  return rot(x, y, 20, path('M0 0L30 -6A30 30 0 0 1 18 24Z', c.radial('#e8c07a', 0.3, 0.2)) + path('M-4 2L-30 -10A30 30 0 0 0 -16 22Z', c.radial('#e3b56a', 0.3, 0.2)) + specks(c, 0, 0, 20, 8, 1, '#b07a3a'));
}

/** An acai or smoothie bowl: a coloured base with fruit in rows. */
export const fruitBowl = (o: { base: string; pieces: readonly Piece[]; drizzle?: string }): Draw => (c, t) => {
  const cx = 100, cy = 102;
  let s = bowl(c, t, cx, cy, 86, t.bowl) + circle(cx, cy, 68, c.radial(o.base, 0.25, 0.15));
  const rows = o.pieces.length;
  o.pieces.forEach((p, i) => {
    const yy = cy - 44 + (88 / rows) * (i + 0.5);
    const half = Math.sqrt(Math.max(0, 62 * 62 - (yy - cy) ** 2));
    for (let x = cx - half + 12; x < cx + half - 8; x += 15) s += piece(c, p, x, yy + c.r(-2, 2), 13);
  });
  if (o.drizzle) s += stroke('M50 70q25 20 50 0t50 0M48 126q25 20 50 0t50 0', o.drizzle, 2.5, op(0.9));
  return s;
};

export { arrange, gloss, rot, shadow, ramekin, dark };
