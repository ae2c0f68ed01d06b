/** The kitchen ticket's picks: halves, levels, removals and nested picks, from a quote the engine priced. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { priceCart } from '../../engine/index.js';
import type { CartInput } from '../../schemas/generated/types.js';
import { loadProfileFile } from '../../schemas/node.js';
import type { BoardOrder } from './staff-order.js';
import { ticketEscPos, ticketHtml, ticketOf } from './ticket.js';

const loaded = await loadProfileFile('shops/test/test.profile.json');
if (!loaded.ok) throw new Error('the test shop does not load');
const profile = loaded.profile;
const cart = JSON.parse(readFileSync('shops/test/examples/modifiers-pizza.cart.json', 'utf8')) as CartInput;
const quote = priceCart(profile, cart, { now: Date.parse('2026-03-10T12:00:00-07:00') });

const order: BoardOrder = {
  orderId: 'abcdefgh12345678', reference: 'ABCDEFGH', shopId: 'test', status: 'accepted', cartType: 'PICKUP', paymentType: 'CASH', paymentStatus: 'unpaid',
  createdAt: '2026-03-10T19:00:00.000Z', dueAt: '2026-03-10T19:25:00.000Z', scheduled: false, promisedAt: null, prepMinutes: null, statusChangedAt: '2026-03-10T19:00:00.000Z',
  rejectReason: null, name: 'Alex Rivera', phone: '(213) 555-0142', deliveryAddress: null, itemCount: 3, escalatedAt: null, totals: quote.totals,
  lines: quote.lines.map((l) => ({ productId: l.productId, name: l.name, quantity: l.quantity, totalCents: l.totalCents, picks: l.picks, note: l.note ?? null })),
};

describe('kitchen ticket picks', () => {
  const ticket = ticketOf(profile, order);

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
