import { describe, expect, it } from 'vitest';
import { createAddedNoticeStore, isNoticeShownAt } from './added-notice.js';

describe('the added-to-cart notice', () => {
  it('says what was added, asks for the focus once, and is dismissed by its own id only', () => {
    const s = createAddedNoticeStore();
    expect(s.getState().notice).toBeNull();
    s.getState().announce('Cheeseburger', 2, '/products/b');
    const first = s.getState().notice!;
    expect(first).toEqual({ id: 1, item: '2 x Cheeseburger', focusCart: true, from: '/products/b' });
    s.getState().focusTaken(first.id);
    expect(s.getState().notice).toEqual({ id: 1, item: '2 x Cheeseburger', focusCart: false, from: '/products/b' });
    // The same item again is a new notice: told again, focus asked again.
    s.getState().announce('Cheeseburger', 2, '/products/b');
    expect(s.getState().notice).toEqual({ id: 2, item: '2 x Cheeseburger', focusCart: true, from: '/products/b' });
    // The first toast's timer ending does not hide the second.
    s.getState().dismiss(first.id);
    expect(s.getState().notice?.id).toBe(2);
    s.getState().focusTaken(first.id);
    expect(s.getState().notice?.focusCart).toBe(true);
    s.getState().dismiss(2);
    expect(s.getState().notice).toBeNull();
  });

  it('shows on the page the customer returns to and is dismissed on leaving it', () => {
    const s = createAddedNoticeStore();
    s.getState().announce('Fries', 1, '/products/fries');
    const id = s.getState().notice!.id;
    // Still on the product page (going back): not shown there, and that page is not its own.
    s.getState().arrive(id, '/products/fries');
    expect(isNoticeShownAt(s.getState().notice, '/products/fries')).toBe(false);
    s.getState().arrive(id, '/order');
    expect(s.getState().notice?.on).toBe('/order');
    expect(isNoticeShownAt(s.getState().notice, '/order')).toBe(true);
    // Told again on its own page: kept.
    s.getState().arrive(id, '/order');
    expect(s.getState().notice?.on).toBe('/order');
    // An old notice's page change does nothing to the current one.
    s.getState().arrive(id - 1, '/checkout');
    expect(s.getState().notice?.id).toBe(id);
    // On to the checkout: gone, before it can cover the Phone field.
    expect(isNoticeShownAt(s.getState().notice, '/checkout')).toBe(false);
    s.getState().arrive(id, '/checkout');
    expect(s.getState().notice).toBeNull();
  });
});
