/** The kitchen ticket's text: every line, a combo's choices slot by slot, picks (halves, levels, removals, nested) and notes, in HTML and ESC/POS; the due line's day; the print script and its policy. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { priceCart } from '../../engine/index.js';
import type { CartInput } from '../../schemas/generated/types.js';
import { loadProfileFile } from '../../schemas/node.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import type { BoardOrder } from '../staff/contract.js';
import { ticketEscPos, ticketHtml, ticketOf, ticketPolicy } from './ticket.js';

const profile = { identity: { name: 'Slice Shop', timeZone: 'America/Los_Angeles' } } as unknown as LoadedProfile;

const order = {
  orderId: 'abcdefghijklmnopqrstuvwxyz234567',
  reference: 'ABCDEFGH',
  shopId: 'slices',
  status: 'accepted',
  cartType: 'PICKUP',
  paymentType: 'CARD',
  paymentStatus: 'paid',
  createdAt: '2025-06-18T19:00:00.000Z',
  dueAt: '2025-06-18T19:25:00.000Z',
  scheduled: false,
  promisedAt: null,
  prepMinutes: 20,
  statusChangedAt: '2025-06-18T19:00:00.000Z',
  rejectReason: null,
  name: 'Ana',
  phone: '2135550199',
  deliveryAddress: null,
  itemCount: 2,
  escalatedAt: null,
  totals: {} as BoardOrder['totals'],
  lines: [
    {
      productId: 'p-slice-deal',
      name: '2 Slices and a Drink',
      quantity: 2,
      totalCents: 2098,
      picks: [],
      combo: [
        { slotId: 's-slices', slotName: 'Slices', productId: 'p-cheese', name: 'Cheese Slice', upchargeCents: 0, picks: [], totalCents: 0 },
        { slotId: 's-slices', slotName: 'Slices', productId: 'p-pep', name: 'Pepperoni Slice', upchargeCents: 100, totalCents: 150, picks: [{ modgroupId: 'g-x', modgroupName: 'Extras', modifierId: 'm-garlic', name: 'Garlic', quantity: 1, unitCents: 50, totalCents: 50 }] },
        { slotId: 's-drink', slotName: 'Drink', productId: 'p-cola', name: 'Cola', upchargeCents: 0, picks: [], totalCents: 0 },
      ],
      note: 'well done',
    },
    { productId: 'p-cola', name: 'Cola', quantity: 1, totalCents: 200, picks: [], note: null },
  ],
} as unknown as BoardOrder;

/** Wednesday 2025-06-18, 12:00 in Los Angeles: when the ticket is printed. */
const NOON = Date.parse('2025-06-18T19:00:00Z');

describe('kitchen ticket', () => {
  const ticket = ticketOf(profile, order, NOON);
  it('lists a combo\'s choices under its line, one per slot, and none on other lines', () => {
    expect(ticket.items.map((i) => [i.quantity, i.name, i.combo, i.note])).toEqual([
      [2, '2 Slices and a Drink', ['Slices: Cheese Slice, Pepperoni Slice (Garlic)', 'Drink: Cola'], 'well done'],
      [1, 'Cola', [], null],
    ]);
  });
  it('prints them in the HTML and in the ESC/POS bytes', () => {
    const html = ticketHtml(ticket);
    expect(html).toContain('<div class="item">2 x 2 Slices and a Drink</div><div class="choice">Slices: Cheese Slice, Pepperoni Slice (Garlic)</div><div class="choice">Drink: Cola</div>');
    const text = Buffer.from(ticketEscPos(ticket)).toString('latin1');
    expect(text).toContain('  Slices: Cheese Slice, Pepperoni Slice (Garlic)');
    expect(text).toContain('  Drink: Cola');
    expect(text.indexOf('Drink: Cola')).toBeLessThan(text.indexOf('Note: well done'));
  });
});

const loaded = await loadProfileFile('shops/test/test.profile.json');
if (!loaded.ok) throw new Error('the test shop does not load');
const testShop = loaded.profile;
const cart = JSON.parse(readFileSync('shops/test/examples/modifiers-pizza.cart.json', 'utf8')) as CartInput;
const quote = priceCart(testShop, cart, { now: Date.parse('2026-03-10T12:00:00-07:00') });

const pizzaOrder: BoardOrder = {
  orderId: 'abcdefgh12345678', reference: 'ABCDEFGH', shopId: 'test', status: 'accepted', cartType: 'PICKUP', paymentType: 'CASH', paymentStatus: 'unpaid',
  createdAt: '2026-03-10T19:00:00.000Z', dueAt: '2026-03-10T19:25:00.000Z', scheduled: false, promisedAt: null, prepMinutes: null, statusChangedAt: '2026-03-10T19:00:00.000Z',
  rejectReason: null, name: 'Alex Rivera', phone: '(213) 555-0142', deliveryAddress: null, deliveryInstructions: null, utensilsOption: null, itemCount: 3, escalatedAt: null, minimumAge: null, allergyNote: null, totals: quote.totals,
  lines: quote.lines.map((l) => ({ productId: l.productId, name: l.name, quantity: l.quantity, totalCents: l.totalCents, picks: l.picks, note: l.note ?? null })),
};

describe('kitchen ticket picks', () => {
  const ticket = ticketOf(testShop, pizzaOrder, Date.parse('2026-03-10T19:00:00.000Z'));

  it('says which half, which level, what was taken off, and indents what an option opened', () => {
    expect(ticket.items.map((i) => [i.quantity, i.name, i.picks])).toEqual([
      [2, 'Build Your Own Pizza', [
        '+ 16in Large',
        '+ Extra Mozzarella',
        '- No Fresh Basil',
        '+ Mushrooms (left half)',
        '+ Extra Pepperoni (right half)',
        '+ Medium',
        '+ Garlic Dip',
        '  + Large',
      ]],
      [1, 'Calzone', ['- No Mozzarella', '+ Black Olives']],
    ]);
  });

  it('prints them the same on paper and in the printable page', () => {
    const text = new TextDecoder('latin1').decode(ticketEscPos(ticket));
    expect(text).toContain('  + Mushrooms (left half)');
    expect(text).toContain('    + Large');
    expect(text).toContain('  - No Mozzarella');
    expect(ticketHtml(ticket)).toContain('<div class="pick">  + Large</div>');
  });
});

describe('kitchen ticket due line', () => {
  it.each([
    ['due today: the time alone', { dueAt: '2025-06-18T19:25:00.000Z' }, 'Due 12:25 PM'],
    ['due just before midnight: still today', { dueAt: '2025-06-19T06:59:00.000Z' }, 'Due 11:59 PM'],
    ['accepted with 1440 minutes of prep: promised tomorrow, said with its day', { promisedAt: '2025-06-19T19:00:00.000Z' }, 'Due Thu 12:00 PM'],
    ['just after midnight in the shop\'s zone (still the 18th in UTC): tomorrow', { dueAt: '2025-06-19T07:05:00.000Z' }, 'Due Thu 12:05 AM'],
    ['scheduled within the week: the weekday', { scheduled: true, dueAt: '2025-06-21T01:00:00.000Z' }, 'Scheduled Fri 6:00 PM'],
    ['scheduled a week or more ahead: the date', { scheduled: true, dueAt: '2025-06-25T19:30:00.000Z' }, 'Scheduled 6/25 12:30 PM'],
    ['reprinted after its day: the date', { dueAt: '2025-06-17T19:30:00.000Z' }, 'Due 6/17 12:30 PM'],
  ] as const)('%s', (_name, change, due) => {
    const t = ticketOf(profile, { ...order, ...change } as BoardOrder, NOON);
    expect(t.due).toBe(due);
    expect(ticketHtml(t)).toContain(`<div class="due">${due}</div>`);
    // One double-size line of the receipt printer: 24 columns.
    expect(due.length).toBeLessThanOrEqual(24);
    expect(Buffer.from(ticketEscPos(t)).toString('latin1')).toContain(due);
  });
});

describe('kitchen ticket: utensils and delivery instructions', () => {
  const asking = { ...profile, settings: { enableUtensilsPicker: true } } as unknown as LoadedProfile;
  const notAsking = { ...profile, settings: { enableUtensilsPicker: false } } as unknown as LoadedProfile;
  const printed = (p: LoadedProfile, change: Partial<BoardOrder>) => {
    const t = ticketOf(p, { ...order, ...change } as BoardOrder, NOON);
    return { t, html: ticketHtml(t), text: Buffer.from(ticketEscPos(t)).toString('latin1') };
  };

  it.each([
    ['the shop asks, the customer declined', asking, 'NO_UTENSILS', 'NO UTENSILS'],
    ['the shop asks, the customer wants them', asking, 'ADD_UTENSILS', 'ADD UTENSILS'],
    ['the shop asks, nothing stored: included, as checkout defaults', asking, null, 'ADD UTENSILS'],
    ['the shop does not ask: no line, whatever the cart said', notAsking, 'NO_UTENSILS', null],
  ] as const)('%s', (_name, p, utensilsOption, line) => {
    const { t, html, text } = printed(p, { utensilsOption });
    expect(t.utensils).toBe(line);
    if (line === null) {
      expect(html).not.toContain('UTENSILS');
      expect(text).not.toContain('UTENSILS');
    } else {
      expect(html).toContain(`<div class="utensils">${line}</div>`);
      expect(text).toContain(line);
    }
  });

  it("prints a delivery's instructions under its address, on paper and on the page", () => {
    const { t, html, text } = printed(notAsking, { cartType: 'DELIVERY', deliveryAddress: '200 N Spring St, Apt 4', deliveryInstructions: 'Leave at door' });
    expect(t.instructions).toBe('Instructions: Leave at door');
    expect(html).toContain('<div>200 N Spring St, Apt 4</div><div class="instructions">Instructions: Leave at door</div>');
    expect(text.indexOf('Instructions: Leave at door')).toBeGreaterThan(text.indexOf('200 N Spring St, Apt 4'));
    expect(text.indexOf('Instructions: Leave at door')).toBeLessThan(text.indexOf('2 Slices and a Drink'));
  });

  it('prints no instructions for a pickup order or a delivery without any', () => {
    expect(printed(notAsking, { cartType: 'PICKUP', deliveryInstructions: 'Leave at door' }).t.instructions).toBeNull();
    const none = printed(notAsking, { cartType: 'DELIVERY', deliveryAddress: '200 N Spring St', deliveryInstructions: null });
    expect(none.t.instructions).toBeNull();
    expect(none.html).not.toContain('Instructions');
  });
});

describe('kitchen ticket printing (?print=1)', () => {
  const ticket = ticketOf(profile, order, NOON);
  const policy = "default-src 'self';script-src 'self' https://js.stripe.com;script-src-attr 'none';object-src 'none'";
  const scriptOf = (html: string): string | undefined => /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];

  it('prints from a script element allowed by its hash, with no inline handler', () => {
    const html = ticketHtml(ticket, { autoPrint: true });
    expect(html).not.toMatch(/\son[a-z]+=/i);
    const script = scriptOf(html);
    expect(script).toBe('addEventListener("load", () => print());');
    const hash = `'sha256-${createHash('sha256').update(script!, 'utf8').digest('base64')}'`;
    const allowed = ticketPolicy(policy, { autoPrint: true });
    expect(allowed).toBe(`default-src 'self';script-src 'self' ${hash} https://js.stripe.com;script-src-attr 'none';object-src 'none'`);
    expect(allowed).not.toContain('unsafe-inline');
  });

  it('has the whole ticket in the page\'s <main> (its one landmark), the print script after it', () => {
    const body = /<body>\n([\s\S]*)<\/body>/.exec(ticketHtml(ticket, { autoPrint: true }))![1]!;
    expect(body.startsWith('<main>\n<h1>')).toBe(true);
    expect(body.trimEnd().endsWith('</ul>\n</main>\n<script>addEventListener("load", () => print());</script>')).toBe(true);
    expect(body.match(/<main>/g)).toHaveLength(1);
  });

  it('without ?print=1: no script and the policy unchanged', () => {
    expect(scriptOf(ticketHtml(ticket))).toBeUndefined();
    expect(ticketPolicy(policy)).toBe(policy);
    expect(ticketPolicy(policy, { autoPrint: false })).toBe(policy);
  });
});
