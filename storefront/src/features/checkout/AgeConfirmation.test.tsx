// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AgeConfirmation } from './AgeConfirmation.js';

afterEach(cleanup);

describe('AgeConfirmation', () => {
  it("asks with the quote's minimum age and reports the tick", () => {
    const onChange = vi.fn();
    render(<AgeConfirmation minimumAge={21} confirmed={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'I am 21 or older and will show ID' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(box.getAttribute('aria-describedby')).toBe('age-check-note');
    fireEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('shows a ticked box ticked, with another age', () => {
    render(<AgeConfirmation minimumAge={18} confirmed onChange={() => undefined} />);
    expect((screen.getByRole('checkbox', { name: 'I am 18 or older and will show ID' }) as HTMLInputElement).checked).toBe(true);
  });
});
