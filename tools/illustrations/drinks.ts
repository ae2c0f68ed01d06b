/** Drinks: iced cups with straws (juice, smoothie, boba, lemonade, tea), shakes, hot cups, bottles, cans, glasses. */
import { citrusWedge, gloss, leaf, pointedLeaf, shadow, type Draw } from './kit.js';
import { Ctx, circle, dark, ellipse, light, n, op, path, rect, specks, stroke } from './svg.js';

export interface CupOptions {
  readonly color: string;
  /** A second colour layered at the bottom (tea over milk, sunrise), or a swirl of milk. */
  readonly bottom?: string;
  readonly milk?: boolean;
  readonly boba?: string;
  readonly ice?: boolean;
  readonly foam?: string;
  readonly whip?: boolean;
  readonly straw?: string;
  readonly wideStraw?: boolean;
  readonly lid?: boolean;
  readonly garnish?: 'lemon' | 'lime' | 'orange' | 'mint' | 'strawberry' | 'watermelon' | 'banana' | 'cherry' | 'none';
  readonly fruit?: string;
  readonly opaque?: boolean;
  readonly glass?: boolean;
  readonly small?: boolean;
}

/** A tall clear cup, seen from the front, filled with a drink. */
export const cup = (o: CupOptions): Draw => (c, t) => {
  const top = o.small ? 86 : 44, bot = 182, wt = o.small ? 34 : 46, wb = o.small ? 26 : 34;
  const cx = 100;
  const side = (y: number) => wb + ((wt - wb) * (bot - y)) / (bot - top);
  const body = (y0: number, y1: number) => `M${n(cx - side(y0))} ${y0}L${n(cx + side(y0))} ${y0}L${n(cx + side(y1))} ${y1}L${n(cx - side(y1))} ${y1}Z`;
  let s = shadow(cx + 6, bot + 2, wb + 26, 7, 0.22);
  // Straw behind the lid/garnish but in front of the back wall.
  const fill = top + (o.whip || o.foam ? 16 : 10);
  const straw = o.straw ?? t.accent;
  const sw = o.wideStraw ? 9 : 6;
  s += `<g transform="rotate(10 ${cx} ${fill})">` + rect(cx + 6, top - 40, sw, bot - top + 20, straw, 2) + rect(cx + 6, top - 40, sw / 3, bot - top + 20, light(straw, 0.35), 1) + '</g>';
  s += path(body(top, bot), '#ffffff', op(0.35));
  // The drink.
  s += path(body(fill, bot - 3), c.linear(light(o.color, 0.12), dark(o.color, 0.12)));
  if (o.bottom) s += path(body(fill + (bot - fill) * 0.55, bot - 3), c.linear(o.bottom, dark(o.bottom, 0.15)), op(0.95));
  if (o.milk) s += path(`M${n(cx - side(fill + 30))} ${n(fill + 30)}q20 -16 40 0t${n(side(fill + 30) * 2 - 40)} 0L${n(cx + side(bot - 40))} ${bot - 40}q-24 14 -48 0t-${n(side(bot - 40) * 2 - 48)} 0Z`, '#fbf3e4', op(0.55));
  if (o.fruit) s += specks(c, cx, (fill + bot) / 2, side((fill + bot) / 2) - 6, 10, 4, o.fruit, (bot - fill) / 2 - 8, op(0.9));
  if (o.ice && !o.opaque) for (let i = 0; i < 4; i++) {
    const x = cx - 22 + (i % 2) * 22 + c.r(-4, 4), y = fill + 6 + i * 14;
    s += rect(x, y, 20, 18, '#ffffff', 3, ` transform="rotate(${n(c.r(-20, 20))} ${n(x + 10)} ${n(y + 9)})"${op(0.35)}`);
  }
  if (o.boba) {
    let d = '';
    for (let row = 0; row < 3; row++) for (let i = 0; i < 7; i++) {
      const y = bot - 10 - row * 11 + c.r(-2, 2), x = cx - side(y) + 8 + i * ((side(y) * 2 - 16) / 6) + c.r(-2, 2);
      d += `M${n(x - 5.5)} ${n(y)}a5.5 5.5 0 1 0 11 0a5.5 5.5 0 1 0 -11 0`;
    }
    s += path(d, o.boba) + specks(c, cx, bot - 22, side(bot - 22) - 8, 14, 1.4, '#ffffff', 12, op(0.35));
  }
  if (o.foam) s += path(body(fill - 8, fill + 12), o.foam) + ellipse(cx, fill - 8, side(fill - 8), 5, light(o.foam, 0.3));
  if (o.whip) s += path(`M${cx - 40} ${fill}q-6 -14 10 -16q0 -16 20 -14q10 -16 26 -4q18 -4 16 14q14 4 8 20Z`, '#fffaf0') + stroke(`M${cx - 26} ${fill - 12}q14 -6 30 0`, '#efe4cf', 2) + (o.garnish === 'cherry' ? circle(cx + 4, fill - 30, 8, '#c8102e') + stroke(`M${cx + 4} ${fill - 36}q4 -12 12 -14`, '#4a2a12', 1.5) : '');
  if (o.lid) s += path(`M${cx - wt - 4} ${top + 2}h${wt * 2 + 8}v-6h-${wt * 2 + 8}Z`, '#ffffff', op(0.7)) + path(`M${cx - wt} ${top - 4}Q${cx} ${top - 34} ${cx + wt} ${top - 4}Z`, '#ffffff', op(0.4));
  // Glass walls: rim, edges, reflection.
  s += stroke(body(top, bot), o.glass ? '#d9e3e6' : '#ffffff', 2.5, op(0.85));
  s += ellipse(cx, top, wt, 4, 'none', ` stroke="#ffffff" stroke-width="2"${op(0.8)}`);
  s += path(`M${n(cx - side(top + 12) + 6)} ${top + 12}L${n(cx - side(bot - 10) + 6)} ${bot - 10}L${n(cx - side(bot - 10) + 14)} ${bot - 10}L${n(cx - side(top + 12) + 16)} ${top + 12}Z`, '#ffffff', op(0.35));
  const g = o.garnish ?? 'none';
  if (g === 'lemon' || g === 'lime' || g === 'orange') {
    const col = g === 'lemon' ? '#f2d13b' : g === 'lime' ? '#7cbf3a' : '#f39a2b';
    s += circle(cx - wt + 4, top + 2, 17, dark(col, 0.15)) + circle(cx - wt + 4, top + 2, 14, light(col, 0.45)) + stroke(`M${cx - wt + 4} ${top - 12}v28M${cx - wt - 10} ${top + 2}h28M${cx - wt - 6} ${top - 8}l20 20M${cx - wt - 6} ${top + 12}l20 -20`, light(col, 0.85), 1.3);
  }
  if (g === 'mint') s += pointedLeaf(cx - 20, top - 4, 12, '#3f9b4a', -30) + pointedLeaf(cx - 6, top - 8, 10, '#4fae5a', 20);
  if (g === 'strawberry') s += path(`M${cx - wt + 4} ${top - 14}c14 0 14 14 0 28c-14 -14 -14 -28 0 -28Z`, '#e0313b') + path(`M${cx - wt - 4} ${top - 14}l8 6 8 -6`, '#3f8f2f');
  if (g === 'watermelon') s += path(`M${cx - wt - 18} ${top - 10}A24 24 0 0 0 ${cx - wt + 22} ${top - 10}Z`, '#3f8f2f') + path(`M${cx - wt - 14} ${top - 10}A20 20 0 0 0 ${cx - wt + 18} ${top - 10}Z`, '#f25c66') + specks(c, cx - wt + 2, top - 2, 8, 4, 1, '#1d1d1d', 3);
  if (g === 'banana') s += path(`M${cx - wt - 16} ${top - 6}q18 14 38 -6l-4 -4q-14 12 -30 2Z`, '#f6d94a');
  return s;
};

/** A milkshake in a fluted glass with whipped cream. */
export const shake = (o: { color: string; bits?: string; drizzle?: string; topper?: 'cherry' | 'cookie' | 'banana' | 'cheesecake' | 'none' }): Draw => (c, t) => {
  let s = shadow(106, 184, 44, 7, 0.22);
  s += path('M82 182h36l-6 -10h-24Z', '#e8eef0') + rect(96, 150, 8, 24, '#e8eef0');
  s += path('M56 58L144 58L128 150Q100 162 72 150Z', c.linear(light(o.color, 0.15), dark(o.color, 0.1)));
  if (o.bits) s += specks(c, 100, 104, 34, 20, 2.2, o.bits, 40);
  s += stroke('M56 58L72 150Q100 162 128 150L144 58', '#ffffff', 2.5, op(0.7)) + path('M66 66L78 144L84 144L74 66Z', '#ffffff', op(0.35));
  s += `<g transform="rotate(12 100 60)">` + rect(106, 6, 8, 70, t.accent) + rect(106, 6, 3, 70, light(t.accent, 0.4)) + '</g>';
  s += path('M52 60q-6 -16 12 -18q0 -18 22 -16q12 -18 30 -4q20 -4 18 14q16 4 12 24Z', '#fffaf0') + stroke('M66 46q16 -8 34 0M84 32q10 -6 22 0', '#efe4cf', 2);
  if (o.drizzle) s += stroke('M58 52q10 8 20 0t20 0t20 0t20 0', o.drizzle, 3);
  if (o.topper === 'cherry') s += circle(98, 22, 9, '#c8102e') + gloss(95, 19, 3, 1.5) + stroke('M98 14q4 -12 14 -14', '#4a2a12', 1.6);
  if (o.topper === 'cookie') s += circle(120, 30, 14, '#2a1d1a') + circle(120, 30, 9, '#f4efe6', op(0.5));
  if (o.topper === 'banana') s += path('M80 34q20 14 42 -6l-4 -4q-16 12 -34 2Z', '#f6d94a') + circle(114, 26, 7, '#d8c08a');
  if (o.topper === 'cheesecake') s += path('M104 40l28 -10v12l-28 10Z', '#f6e7bf') + path('M104 40l28 -10', '#c8102e');
  return s;
};

/** A hot drink seen from above: saucer, cup and latte art. */
export const hot = (o: { color: string; art?: 'heart' | 'rosetta' | 'foam' | 'none'; dust?: string; marshmallow?: boolean; cup?: string; small?: boolean; clear?: boolean; garnish?: 'cinnamon' | 'lemon' | 'ginger' | 'none' }): Draw => (c, t) => {
  const cup = o.cup ?? '#fbfaf6';
  const r = o.small ? 40 : 54;
  let s = shadow(106, 110, 80, 76) + circle(100, 102, 80, c.radial(cup, 0.3, 0.12)) + circle(100, 102, 60, 'none', ` stroke="${dark(cup, 0.08)}" stroke-width="2"`);
  s += rect(146, 90, 34, 18, c.radial(cup, 0.2, 0.15), 9) + shadow(102, 106, r + 6, r + 4, 0.2) + circle(100, 100, r + 8, c.radial(cup, 0.35, 0.12)) + circle(100, 100, r, o.clear ? o.color : c.radial(o.color, 0.2, 0.15));
  const art = o.art ?? 'none';
  if (art === 'heart') s += path(`M100 ${100 + r * 0.55}C${100 - r * 0.9} ${100 - r * 0.05} ${100 - r * 0.35} ${100 - r * 0.75} 100 ${100 - r * 0.25}C${100 + r * 0.35} ${100 - r * 0.75} ${100 + r * 0.9} ${100 - r * 0.05} 100 ${100 + r * 0.55}Z`, '#fbf3e4');
  if (art === 'rosetta') {
    let d = '';
    for (let i = 0; i < 6; i++) d += `M${100 - 24 + i * 2} ${74 + i * 9}q${24 - i * 2} ${-10 + i} ${48 - i * 4} 0`;
    s += stroke(d, '#fbf3e4', 5) + stroke(`M100 68v62`, '#fbf3e4', 2.5);
  }
  if (art === 'foam') s += circle(100, 100, r * 0.82, c.radial('#f6ead6', 0.3, 0.1)) + specks(c, 100, 100, r * 0.6, 12, 1.4, '#ffffff');
  if (o.dust) s += specks(c, 100, 100, r * 0.7, 40, 0.9, o.dust);
  if (o.marshmallow) for (const [x, y] of [[84, 90], [108, 84], [98, 110], [118, 106], [82, 112]] as const) s += rect(x - 7, y - 6, 14, 12, '#fffdf7', 3, ` transform="rotate(${n(c.r(-30, 30))} ${x} ${y})"`);
  if (o.clear) s += ellipse(88, 86, 18, 8, '#ffffff', op(0.25));
  s += circle(100, 100, r + 4, 'none', ` stroke="${light(cup, 0.5)}" stroke-width="2"`);
  if (o.garnish === 'cinnamon') s += `<g transform="rotate(-30 50 166)">` + rect(18, 160, 64, 9, '#8a4a23', 4) + rect(18, 160, 64, 3, '#b06a3a', 2) + '</g>';
  if (o.garnish === 'lemon') s += citrusWedge(44, 170, 16, '#f2d13b', 200);
  if (o.garnish === 'ginger') s += path('M30 160q10 -14 24 -6q10 -8 18 4q-4 14 -20 12q-16 4 -22 -10Z', '#d9b77a');
  s += ellipse(40, 50, 10, 4, '#ffffff', op(0.0));
  return s;
};

/** A glass bottle (soda, sauce, kombucha, water), from the front. */
export const bottle = (o: { liquid: string; label?: string; labelText?: string; cap?: string; shape?: 'soda' | 'sauce' | 'water' | 'ramune' | 'jar' | 'wine' | 'juice' | 'beer'; glass?: string; fill?: number }): Draw => (c, t) => {
  const shape = o.shape ?? 'soda';
  const glass = o.glass ?? '#ffffff';
  let s = shadow(106, 184, 46, 7, 0.22);
  let body = '';
  if (shape === 'jar') body = 'M60 70h80v100q0 12 -12 12h-56q-12 0 -12 -12Z';
  else if (shape === 'sauce') body = 'M88 36h24v30q26 10 26 40v66q0 10 -10 10h-56q-10 0 -10 -10v-66q0 -30 26 -40Z';
  else if (shape === 'water') body = 'M88 30h24v14q22 8 22 30v96q0 12 -12 12h-44q-12 0 -12 -12v-96q0 -22 22 -30Z';
  else if (shape === 'juice') body = 'M86 40h28v10q18 6 18 24v96q0 12 -12 12h-40q-12 0 -12 -12v-96q0 -18 18 -24Z';
  else if (shape === 'ramune') body = 'M88 26h24v20q-6 10 -6 14q20 6 20 30v80q0 12 -12 12h-28q-12 0 -12 -12v-80q0 -24 20 -30q0 -4 -6 -14Z';
  else body = 'M90 22h20v26q4 14 16 30q6 10 6 24v68q0 10 -10 10h-44q-10 0 -10 -10v-68q0 -14 6 -24q12 -16 16 -30Z';
  const fillTop = o.fill ?? (shape === 'jar' ? 80 : 70);
  s += `<clipPath id="bt"><path d="${body}"/></clipPath>`;
  s += path(body, glass, op(shape === 'water' ? 0.5 : 0.9));
  s += `<g clip-path="url(#bt)">` + rect(40, fillTop, 120, 130, c.linear(light(o.liquid, 0.1), dark(o.liquid, 0.2), true)) + '</g>';
  if (o.label) {
    const ly = shape === 'jar' ? 100 : 108;
    s += `<g clip-path="url(#bt)">` + rect(40, ly, 120, 44, o.label) + rect(40, ly + 4, 120, 2, light(o.label, 0.5), 0, op(0.6)) + rect(40, ly + 38, 120, 2, light(o.label, 0.5), 0, op(0.6)) + '</g>';
    if (o.labelText) s += `<text x="100" y="${ly + 27}" font-family="Georgia,serif" font-size="13" font-weight="700" text-anchor="middle" fill="#fff">${o.labelText}</text>`;
  }
  if (shape === 'ramune') s += circle(100, 52, 6, '#cfe9f2', op(0.9));
  if (shape === 'jar') s += rect(56, 56, 88, 18, c.linear(o.cap ?? '#c9a33a', dark(o.cap ?? '#c9a33a', 0.3)), 4) + stroke('M60 60v10M68 60v10M76 60v10M84 60v10M92 60v10M100 60v10M108 60v10M116 60v10M124 60v10M132 60v10M140 60v10', dark(o.cap ?? '#c9a33a', 0.3), 1, op(0.6));
  else s += rect(86, shape === 'ramune' ? 18 : 14, 28, 12, o.cap ?? '#b8b8b8', 3);
  s += path(body, 'none', ` stroke="${dark(glass, 0.3)}" stroke-width="1.5"${op(0.4)}`);
  s += `<g clip-path="url(#bt)">` + rect(70, 40, 8, 140, '#ffffff', 4, op(0.45)) + rect(82, 60, 3, 100, '#ffffff', 1.5, op(0.3)) + '</g>';
  return s;
};

/** A drinks can. */
export const can = (o: { color: string; band?: string; text?: string }): Draw => (c) => {
  let s = shadow(106, 180, 40, 7, 0.22);
  s += rect(64, 40, 72, 138, c.linear(dark(o.color, 0.25), light(o.color, 0.2), true), 10) + rect(64, 40, 72, 138, c.linear('#ffffff00', '#ffffff00', true));
  s += rect(66, 30, 68, 14, c.linear('#9aa0a6', '#e6e9ec', true), 6) + ellipse(100, 31, 30, 4, '#c9ced3');
  if (o.band) s += rect(64, 92, 72, 36, o.band);
  if (o.text) s += `<text x="100" y="116" font-family="Helvetica,Arial,sans-serif" font-size="15" font-weight="700" text-anchor="middle" fill="#fff">${o.text}</text>`;
  s += rect(76, 46, 8, 126, '#ffffff', 4, op(0.3));
  return s;
};

/** A glass of beer or wine. */
export const glass = (o: { kind: 'beer' | 'red' | 'white' | 'shot'; color?: string }): Draw => (c, t) => {
  let s = shadow(106, 182, 40, 6, 0.22);
  if (o.kind === 'beer') {
    const col = o.color ?? '#e9a62a';
    s += path('M64 40h72l-8 140h-56Z', c.linear(light(col, 0.15), dark(col, 0.15)));
    s += specks(c, 100, 120, 22, 16, 1, '#ffffff', 50, op(0.5));
    s += path('M62 40q4 -20 20 -16q10 -14 24 -4q18 -8 30 10q2 10 -2 14Z', '#fffaf0') + stroke('M64 44h72', '#efe4cf', 3);
    s += path('M70 50l6 124h6l-4 -124Z', '#ffffff', op(0.35)) + stroke('M64 40l8 140h56l8 -140', '#ffffff', 2, op(0.6));
    return s;
  }
  if (o.kind === 'shot') {
    const col = o.color ?? '#f2c14e';
    s = `<g transform="matrix(1.6 0 0 1.6 -60 -108)">` + s + path('M72 96h56l-6 84h-44Z', '#ffffff', op(0.35)) + path('M74 112h52l-5 66h-42Z', c.linear(light(col, 0.2), dark(col, 0.1))) + stroke('M72 96l6 84h44l6 -84', '#ffffff', 2.5, op(0.8)) + path('M78 104l4 70h4l-3 -70Z', '#ffffff', op(0.4)) + '</g>';
    return s;
  }
  const col = o.kind === 'red' ? '#7a1230' : '#f1e2a0';
  s += path('M94 120h12v52h-12Z', '#eef2f3', op(0.9)) + ellipse(100, 176, 28, 6, '#eef2f3', op(0.9));
  s += path('M60 30h80q4 60 -40 92q-44 -32 -40 -92Z', '#ffffff', op(0.3));
  s += path('M62 66h76q-4 44 -38 56q-34 -12 -38 -56Z', c.linear(light(col, 0.1), dark(col, 0.2)));
  s += stroke('M60 30q-4 60 40 92q44 -32 40 -92', '#ffffff', 2, op(0.8)) + path('M70 40q0 40 20 62l4 -2q-16 -24 -16 -60Z', '#ffffff', op(0.35));
  return s;
};

export { leaf };
