import { describe, expect, it } from 'vitest';
import { createAddedNoticeStore } from './added-notice.js';

describe('the added-to-cart notice', () => {
  it('says what was added, asks for the focus once, and is dismissed by its own id only', () => {
    const s = createAddedNoticeStore();
    expect(s.getState().notice).toBeNull();
    s.getState().announce('Cheeseburger', 2);
    const first = s.getState().notice!;
    expect(first).toEqual({ id: 1, item: '2 x Cheeseburger', focusCart: true });
    s.getState().focusTaken(first.id);
    expect(s.getState().notice).toEqual({ id: 1, item: '2 x Cheeseburger', focusCart: false });
    // The same item again is a new notice: told again, focus asked again.
    s.getState().announce('Cheeseburger', 2);
    expect(s.getState().notice).toEqual({ id: 2, item: '2 x Cheeseburger', focusCart: true });
    // The first toast's timer ending does not hide the second.
    s.getState().dismiss(first.id);
    expect(s.getState().notice?.id).toBe(2);
    s.getState().focusTaken(first.id);
    expect(s.getState().notice?.focusCart).toBe(true);
    s.getState().dismiss(2);
    expect(s.getState().notice).toBeNull();
  });
});
