/** The kitchen ticket's text: every line, a combo's choices slot by slot, picks (halves, levels, removals, nested) and notes, in HTML and ESC/POS. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { priceCart } from '../../engine/index.js';
import type { CartInput } from '../../schemas/generated/types.js';
import { loadProfileFile } from '../../schemas/node.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import type { BoardOrder } from '../staff/contract.js';
import { ticketEscPos, ticketHtml, ticketOf } from './ticket.js';

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

describe('kitchen ticket', () => {
  const ticket = ticketOf(profile, order);
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
  rejectReason: null, name: 'Alex Rivera', phone: '(213) 555-0142', deliveryAddress: null, itemCount: 3, escalatedAt: null, minimumAge: null, allergyNote: null, totals: quote.totals,
  lines: quote.lines.map((l) => ({ productId: l.productId, name: l.name, quantity: l.quantity, totalCents: l.totalCents, picks: l.picks, note: l.note ?? null })),
};

describe('kitchen ticket picks', () => {
  const ticket = ticketOf(testShop, pizzaOrder);

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
