/**
 * The drawing context of one illustration: a seeded random source (the same product always
 * gives the same picture), the gradients it uses, and small helpers that write compact SVG.
 * Every illustration is drawn on a 200 x 200 canvas.
 */

/** Rounds to one decimal so the files stay small ('.5', not '0.5'). */
export const n = (x: number): string => String(Math.round(x * 10) / 10).replace(/^(-?)0\./, '$1.');

/** A point list as SVG path data ('M x y L ...' or a closed polygon). */
export const pts = (p: readonly (readonly [number, number])[], close = true): string =>
  'M' + p.map(([x, y]) => `${n(x)} ${n(y)}`).join('L') + (close ? 'Z' : '');

/** Mixes two '#rrggbb' colours (t = 0 gives a, 1 gives b). */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (s: number) => Math.round(((pa >> s) & 255) * (1 - t) + ((pb >> s) & 255) * t);
  return '#' + ((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1);
}
export const dark = (c: string, t = 0.25): string => mix(c, '#000000', t);
export const light = (c: string, t = 0.3): string => mix(c, '#ffffff', t);

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export class Ctx {
  private seed: number;
  private readonly defs = new Map<string, string>();
  /** Set while drawing the small dishes of a combo: fewer pieces and less texture, so the file stays small. */
  lite = false;

  constructor(key: string) {
    this.seed = hash(key) || 1;
  }

  /** A number in [0, 1). */
  rand(): number {
    this.seed ^= this.seed << 13;
    this.seed ^= this.seed >>> 17;
    this.seed ^= this.seed << 5;
    return ((this.seed >>> 0) % 100000) / 100000;
  }
  /** A number in [a, b). */
  r(a: number, b: number): number {
    return a + (b - a) * this.rand();
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.rand() * xs.length)] as T;
  }

  /** A radial gradient from a light centre to the colour (a rounded, lit surface); returns its url(). */
  radial(c: string, hi = 0.35, lo = 0.18, cx = 0.38, cy = 0.32): string {
    const id = `r${this.defs.size}`;
    const key = `R${c}${hi}${lo}${cx}${cy}`;
    const known = this.defs.get(key);
    if (known) return known;
    this.defs.set(key, `url(#${id})`);
    this.defs.set(`#${id}`, `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r=".75"><stop offset="0" stop-color="${light(c, hi)}"/><stop offset=".6" stop-color="${c}"/><stop offset="1" stop-color="${dark(c, lo)}"/></radialGradient>`);
    return `url(#${id})`;
  }
  /** A linear gradient between two colours (vertical unless told); returns its url(). */
  linear(a: string, b: string, horizontal = false): string {
    const key = `L${a}${b}${horizontal}`;
    const known = this.defs.get(key);
    if (known) return known;
    const id = `l${this.defs.size}`;
    this.defs.set(key, `url(#${id})`);
    this.defs.set(`#${id}`, `<linearGradient id="${id}"${horizontal ? '' : ' x2="0" y2="1"'}><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`);
    return `url(#${id})`;
  }
  /** A pattern of lines `gap` apart at 45 degrees (a fabric weave); returns its url(). */
  weave(color: string, gap: number, width: number, opacity: number): string {
    const key = `W${color}${gap}${width}${opacity}`;
    const known = this.defs.get(key);
    if (known) return known;
    const id = `w${this.defs.size}`;
    this.defs.set(key, `url(#${id})`);
    this.defs.set(`#${id}`, `<pattern id="${id}" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)"><path d="M0 0v${gap}" stroke="${color}" stroke-width="${width}" opacity="${opacity}"/></pattern>`);
    return `url(#${id})`;
  }
  /** The <defs> element of the gradients used so far. */
  defsMarkup(): string {
    const d = [...this.defs].filter(([k]) => k.startsWith('#')).map(([, v]) => v).join('');
    return d ? `<defs>${d}</defs>` : '';
  }
}

export const circle = (x: number, y: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${extra}/>`;
export const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ''): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra}/>`;
export const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;
export const stroke = (d: string, color: string, width: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
export const g = (transform: string, body: string, extra = ''): string => `<g transform="${transform}"${extra}>${body}</g>`;
export const op = (o: number): string => ` opacity="${o}"`;

/** A closed, smooth, slightly irregular blob around (x, y). */
export function blob(c: Ctx, x: number, y: number, rx: number, ry: number, wobble = 0.12, k = 8, rot = 0): string {
  const p: [number, number][] = [];
  for (let i = 0; i < k; i++) {
    const a = (i / k) * Math.PI * 2 + rot;
    const f = 1 + c.r(-wobble, wobble);
    p.push([x + Math.cos(a) * rx * f, y + Math.sin(a) * ry * f]);
  }
  // Catmull-Rom through the points, as cubic Beziers.
  let d = `M${n(p[0]![0])} ${n(p[0]![1])}`;
  for (let i = 0; i < k; i++) {
    const p0 = p[(i - 1 + k) % k]!, p1 = p[i]!, p2 = p[(i + 1) % k]!, p3 = p[(i + 2) % k]!;
    d += `C${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)} ${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d + 'Z';
}

/** Points scattered in a disc (centre, radius), keeping a minimum spacing where possible. */
export function scatter(c: Ctx, x: number, y: number, r: number, count: number, minGap = 0, ry = r): [number, number][] {
  const out: [number, number][] = [];
  for (let tries = 0; out.length < count && tries < count * 40; tries++) {
    const a = c.r(0, Math.PI * 2);
    const d = Math.sqrt(c.rand());
    const px = x + Math.cos(a) * r * d, py = y + Math.sin(a) * ry * d;
    if (out.every(([qx, qy]) => Math.hypot(qx - px, qy - py) >= minGap)) out.push([px, py]);
  }
  return out;
}

/** Many small dots as one path (seeds, specks, sugar): cheap texture. */
export function specks(c: Ctx, x: number, y: number, r: number, count: number, size: number, fill: string, ry = r, extra = ''): string {
  // Zero-length round-capped strokes: the smallest way to write many dots.
  let d = '';
  for (const [px, py] of scatter(c, x, y, r, c.lite ? Math.ceil(count / 3) : count, 0, ry)) d += `M${n(px)} ${n(py)}h0`;
  return `<path d="${d}" stroke="${fill}" stroke-width="${n(size * 2)}" stroke-linecap="round"${extra}/>`;
}

/** Short strokes (herbs, chives, pepper flakes) as one path. */
export function dashes(c: Ctx, x: number, y: number, r: number, count: number, len: number, color: string, width: number, ry = r): string {
  let d = '';
  for (const [px, py] of scatter(c, x, y, r, c.lite ? Math.ceil(count / 3) : count, 0, ry)) {
    const a = c.r(0, Math.PI);
    d += `M${n(px - (Math.cos(a) * len) / 2)} ${n(py - (Math.sin(a) * len) / 2)}l${n(Math.cos(a) * len)} ${n(Math.sin(a) * len)}`;
  }
  return stroke(d, color, width);
}
