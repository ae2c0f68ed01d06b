/** Scenes (backdrop, plates, bowls, boards) and small parts shared by many dishes. */
import { Ctx, blob, circle, dark, dashes, ellipse, light, n, op, path, rect, specks, stroke } from './svg.js';

/** A shop's look: the table behind the food and its plates. */
export interface Theme {
  readonly bg: string;
  readonly bg2: string;
  readonly plate: string;
  /** The rim or glaze colour of bowls. */
  readonly bowl: string;
  readonly accent: string;
}

export type Draw = (c: Ctx, t: Theme) => string;

/** The full SVG document. */
export function svgDoc(c: Ctx, label: string, body: string, w = 200, h = 200): string {
  const esc = label.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  // Path data needs no space before a minus sign.
  const compact = body.replace(/ d="[^"]*"/g, (d) => d.replace(/ -/g, '-'));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc}">${c.defsMarkup()}${compact}</svg>\n`;
}

/** The table: a soft two-tone backdrop with a faint linen weave. */
export function backdrop(c: Ctx, t: Theme, w = 200, h = 200): string {
  return rect(0, 0, w, h, c.linear(t.bg, t.bg2)) + rect(0, 0, w, h, c.weave('#ffffff', 9.9, 3, 0.07)) + ellipse(w * 0.5, h * 0.45, w * 0.45, h * 0.38, '#ffffff', op(0.12));
}

/** A soft contact shadow. */
export const shadow = (x: number, y: number, rx: number, ry: number, o = 0.18): string => ellipse(x, y, rx, ry, '#3a2414', op(o));

/** A round plate seen from above. */
export function plate(c: Ctx, t: Theme, x = 100, y = 102, r = 84): string {
  return shadow(x + 5, y + 7, r, r * 0.96) + circle(x, y, r, c.radial(t.plate, 0.4, 0.1)) + circle(x, y, r * 0.74, 'none', ` stroke="${dark(t.plate, 0.08)}" stroke-width="2"`) + circle(x - r * 0.1, y - r * 0.1, r * 0.6, '#ffffff', op(0.25));
}

/** An oval platter seen from above. */
export function platter(c: Ctx, t: Theme, x = 100, y = 104, rx = 90, ry = 66): string {
  return shadow(x + 5, y + 7, rx, ry) + ellipse(x, y, rx, ry, c.radial(t.plate, 0.4, 0.1)) + ellipse(x, y, rx * 0.8, ry * 0.76, 'none', ` stroke="${dark(t.plate, 0.08)}" stroke-width="2"`);
}

/** A bowl seen from above: the glazed rim; returns the markup, the contents go inside radius r * 0.8. */
export function bowl(c: Ctx, t: Theme, x = 100, y = 102, r = 84, glaze = t.bowl): string {
  return shadow(x + 5, y + 7, r, r * 0.96, 0.22) + circle(x, y, r, c.radial(glaze, 0.25, 0.25)) + circle(x, y, r * 0.84, dark(glaze, 0.3)) + circle(x, y, r * 0.81, light(glaze, 0.5));
}

/** A round wooden board. */
export function board(c: Ctx, x = 100, y = 102, r = 90, wood = '#b07a47'): string {
  let grain = '';
  for (let i = 1; i < 5; i++) grain += `M${n(x - r * 0.8)} ${n(y - r + i * r * 0.4)}q${n(r * 0.8)} ${n(c.r(-8, 8))} ${n(r * 1.6)} 0`;
  return shadow(x + 5, y + 7, r, r * 0.96, 0.22) + circle(x, y, r, c.radial(wood, 0.2, 0.15)) + stroke(grain, dark(wood, 0.2), 1.2, op(0.35)) + circle(x, y, r - 3, 'none', ` stroke="${dark(wood, 0.25)}" stroke-width="2"`);
}

/** A dark slate (sushi, charcuterie). */
export function slate(c: Ctx, x = 14, y = 42, w = 172, h = 120, color = '#3b3f46'): string {
  return shadow(x + w / 2 + 5, y + h / 2 + 7, w / 2 + 4, h / 2 + 4, 0.25) + rect(x, y, w, h, c.radial(color, 0.12, 0.2), 10);
}

/** Parchment or a paper liner under fried food. */
export function paper(c: Ctx, x: number, y: number, r: number, color = '#f4ecd8'): string {
  const d = blob(c, x, y, r, r * 0.92, 0.08, 10);
  return path(d, color) + stroke(`M${n(x - r * 0.7)} ${n(y - r * 0.2)}l${n(r * 1.2)} ${n(r * 0.5)}M${n(x - r * 0.3)} ${n(y - r * 0.75)}l${n(r * 0.6)} ${n(r * 1.3)}`, '#c9a86e', 1.2, op(0.5));
}

/** A lettuce or herb leaf: a ruffled blob with a midrib. */
export function leaf(c: Ctx, x: number, y: number, s: number, color: string, rot = 0): string {
  const d = blob(c, 0, 0, s, s * 0.55, 0.18, 7);
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">` + path(d, c.radial(color, 0.3, 0.2)) + stroke(`M${n(-s * 0.8)} 0q${n(s * 0.8)} ${n(-s * 0.15)} ${n(s * 1.6)} 0`, light(color, 0.45), 1.2) + '</g>';
}

/** A basil-style pointed leaf. */
export function pointedLeaf(x: number, y: number, s: number, color: string, rot = 0): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">` + path(`M${n(-s)} 0Q0 ${n(-s * 0.75)} ${n(s)} 0Q0 ${n(s * 0.75)} ${n(-s)} 0Z`, color) + stroke(`M${n(-s * 0.8)} 0L${n(s * 0.8)} 0`, light(color, 0.4), 0.8) + '</g>';
}

/** A tomato slice seen from above. */
export function tomatoSlice(c: Ctx, x: number, y: number, r: number): string {
  let seeds = '';
  for (let i = 0; i < 4; i++) {
    const a = (i / 4) * Math.PI * 2 + 0.4;
    seeds += ellipse(x + Math.cos(a) * r * 0.5, y + Math.sin(a) * r * 0.5, r * 0.22, r * 0.14, '#f7c16a', ` transform="rotate(${n((a * 180) / Math.PI)} ${n(x + Math.cos(a) * r * 0.5)} ${n(y + Math.sin(a) * r * 0.5)})"`);
  }
  return circle(x, y, r, '#d8362b') + circle(x, y, r * 0.82, c.radial('#ef5a3c', 0.2, 0.1)) + seeds + circle(x, y, r * 0.18, '#f08a6a');
}

/** A cucumber slice seen from above. */
export function cucumberSlice(x: number, y: number, r: number): string {
  return circle(x, y, r, '#3f7d2c') + circle(x, y, r * 0.85, '#d5ecb0') + circle(x, y, r * 0.4, '#b9dc8c') + circle(x - r * 0.15, y - r * 0.1, r * 0.1, '#f2f8e0');
}

/** A lemon or lime wedge seen from above. */
export function citrusWedge(x: number, y: number, r: number, color: string, rot = 0): string {
  const seg = `M0 0L${n(-r * 0.8)} ${n(-r * 0.45)}M0 0L0 ${n(-r * 0.9)}M0 0L${n(r * 0.8)} ${n(-r * 0.45)}`;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">` + path(`M${n(-r)} 0A${n(r)} ${n(r)} 0 0 1 ${n(r)} 0Z`, dark(color, 0.15)) + path(`M${n(-r * 0.86)} 0A${n(r * 0.86)} ${n(r * 0.86)} 0 0 1 ${n(r * 0.86)} 0Z`, light(color, 0.45)) + stroke(seg, light(color, 0.8), 1.2) + '</g>';
}

/** An avocado slice (a crescent). */
export function avocadoSlice(x: number, y: number, s: number, rot = 0): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">` + path(`M${n(-s)} 0Q0 ${n(-s * 0.9)} ${n(s)} 0Q0 ${n(-s * 0.4)} ${n(-s)} 0Z`, '#3e6b22') + path(`M${n(-s * 0.9)} ${n(-s * 0.06)}Q0 ${n(-s * 0.8)} ${n(s * 0.9)} ${n(-s * 0.06)}Q0 ${n(-s * 0.46)} ${n(-s * 0.9)} ${n(-s * 0.06)}Z`, '#c6dd7d') + '</g>';
}

/** A sauce cup (ramekin) seen from above. */
export function ramekin(c: Ctx, x: number, y: number, r: number, sauce: string, cup = '#f7f3ec', swirl = true): string {
  return shadow(x + 2, y + 3, r, r * 0.95, 0.2) + circle(x, y, r, c.radial(cup, 0.3, 0.15)) + circle(x, y, r * 0.78, c.radial(sauce, 0.25, 0.12)) + (swirl ? stroke(`M${n(x - r * 0.4)} ${n(y)}a${n(r * 0.4)} ${n(r * 0.3)} 0 1 1 ${n(r * 0.5)} ${n(r * 0.2)}`, light(sauce, 0.35), Math.max(1, r * 0.1), op(0.8)) : '');
}

/** Sesame seeds. */
export const sesame = (c: Ctx, x: number, y: number, r: number, count: number, color = '#f6ecd0', ry = r): string => {
  let d = '';
  for (const [px, py] of (function* () { for (let i = 0; i < count; i++) yield [x + c.r(-r, r), y + c.r(-ry, ry)] as const; })()) {
    const a = c.r(0, 180);
    d += `<ellipse cx="${n(px)}" cy="${n(py)}" rx="1.6" ry=".8" transform="rotate(${n(a)} ${n(px)} ${n(py)})"/>`;
  }
  return `<g fill="${color}">${d}</g>`;
};

/** Chopped herbs (parsley, cilantro, scallion) as small green flecks. */
export const herbs = (c: Ctx, x: number, y: number, r: number, count: number, color = '#3f8f2f', ry = r): string => dashes(c, x, y, r, count, 3, color, 2, ry);

/** Rice seen from above: a white mound with grain texture. */
export function rice(c: Ctx, x: number, y: number, r: number, color = '#fbf8f0', ry = r): string {
  return path(blob(c, x, y, r, ry, 0.06, 10), c.radial(color, 0.3, 0.1)) + dashes(c, x, y, r * 0.85, Math.round(r * 1.3), 3, dark(color, 0.1), 1.6, ry * 0.85);
}

/** A glossy highlight streak. */
export const gloss = (x: number, y: number, rx: number, ry: number, rot = -30, o = 0.5): string =>
  ellipse(x, y, rx, ry, '#ffffff', ` transform="rotate(${rot} ${n(x)} ${n(y)})"${op(o)}`);

export { specks };
