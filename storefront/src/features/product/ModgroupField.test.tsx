// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedModgroup, ResolvedModifier } from '../../../../engine/index.js';
import type { Pick } from '../../stores/cart.js';
import { ModgroupField } from './ModgroupField.js';

afterEach(cleanup);

const group = (type: ResolvedModgroup['type'], required = false): ResolvedModgroup => ({
  id: 'g', name: 'Toppings', type, required,
  // The resolver gives a pizza group its half factor.
  ...(type === 'pizza' ? { portionFactor: '0.5' } : {}),
  modifiers: [
    { id: 'a', name: 'Olives', priceCents: 150, marketPrice: false, available: true },
    { id: 'b', name: 'Basil', priceCents: 0, marketPrice: false, available: true },
    { id: 'c', name: 'Truffle', priceCents: 500, marketPrice: false, available: false, label: '*OUT OF STOCK' },
  ],
});

describe('ModgroupField', () => {
  it('labels each option with its price and shows the messages under the group', () => {
    render(<ModgroupField group={group('multiple')} picks={{}} priceOf={(m) => m.priceCents} messages={['Need at least 2 picks']} onChange={() => undefined} />);
    // Enabled and unpicked: the names carry the price (a free option none).
    expect((screen.getByRole('checkbox', { name: 'Olives +$1.50' }) as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Basil' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Truffle +$5.00 *OUT OF STOCK' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Need at least 2 picks');
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('[role="group"], fieldset')?.textContent?.includes('Toppings'))).toEqual([true, true, true]);
  });

  it('a group not to be revealed yet keeps its messages back: no red, no alert, only its Required hint', () => {
    const { container } = render(<ModgroupField group={group('single', true)} picks={{}} priceOf={(m) => m.priceCents} messages={['This selection is required']} onChange={() => undefined} reveal={false} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('This selection is required')).toBeNull();
    const fieldset = container.querySelector('fieldset')!;
    expect(fieldset.className).toBe('modgroup');
    expect(fieldset.getAttribute('aria-describedby')).toBeNull();
    expect(fieldset.querySelector('.modgroup-hint')!.textContent).toBe('Required');
    cleanup();
    render(<ModgroupField group={group('single', true)} picks={{}} priceOf={(m) => m.priceCents} messages={['This selection is required']} onChange={() => undefined} reveal />);
    expect(screen.getByRole('alert').textContent).toBe('This selection is required');
  });

  it('single choice is a radio group that replaces the pick, with None when optional', () => {
    const onChange = vi.fn();
    render(<ModgroupField group={group('single')} picks={{ a: true }} priceOf={(m) => m.priceCents} messages={[]} onChange={onChange} />);
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).checked)).toEqual([false, true, false, false]);
    fireEvent.click(screen.getByRole('radio', { name: 'Basil' }));
    expect(onChange).toHaveBeenCalledWith('b', true, ['a', 'b', 'c']);
  });

  it('buffet quantities are number fields named by their option; whole numbers only, clearing removes the pick', () => {
    const onChange = vi.fn();
    const buffet: ResolvedModgroup = { ...group('buffet'), maxCount: 12 };
    const { rerender } = render(<ModgroupField group={buffet} picks={{}} priceOf={(m) => m.priceCents} messages={[]} onChange={onChange} />);
    const olives = screen.getByRole('spinbutton', { name: 'Olives +$1.50' }) as HTMLInputElement;
    expect([olives.type, olives.min, olives.max, olives.step, olives.value]).toEqual(['number', '0', '12', '1', '0']);
    expect((screen.getByRole('spinbutton', { name: 'Truffle +$5.00 *OUT OF STOCK' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(olives, { target: { value: '3' } });
    expect(onChange).toHaveBeenLastCalledWith('a', { quantity: 3 });
    // A key that is not a digit is refused as typed.
    expect(fireEvent.keyDown(olives, { key: 'e' })).toBe(false);
    expect(fireEvent.keyDown(olives, { key: '-' })).toBe(false);
    expect(fireEvent.keyDown(olives, { key: '7' })).toBe(true);
    expect(fireEvent.keyDown(olives, { key: 'ArrowUp' })).toBe(true);
    rerender(<ModgroupField group={buffet} picks={{ a: { quantity: 3 } }} priceOf={(m) => m.priceCents} messages={[]} onChange={onChange} />);
    // Emptied: no pick, and the field stays empty while focused; left, it reads 0.
    fireEvent.change(olives, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('a', undefined);
    rerender(<ModgroupField group={buffet} picks={{}} priceOf={(m) => m.priceCents} messages={[]} onChange={onChange} />);
    expect(olives.value).toBe('');
    fireEvent.blur(olives);
    expect(olives.value).toBe('0');
  });

  it('pizza toppings carry a side', () => {
    const onChange = vi.fn();
    render(<ModgroupField group={group('pizza')} picks={{ a: { side: 'whole' } }} priceOf={(m) => m.priceCents} messages={[]} onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Olives: side' }), { target: { value: 'right' } });
    expect(onChange).toHaveBeenCalledWith('a', { side: 'right' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Basil' }));
    expect(onChange).toHaveBeenLastCalledWith('b', { side: 'whole' });
  });

  it('a group that offers halves shows whole / left half / right half, keeping the level', () => {
    const onChange = vi.fn();
    const halves: ResolvedModgroup = { ...group('multiple'), portionFactor: '0.6' };
    // The page prices each option with its current pick: Olives at 150 on the left half at 0.6 = 90.
    render(<ModgroupField group={halves} picks={{ a: { side: 'left', level: 'extra' } }} priceOf={(m) => (m.id === 'a' ? 90 : m.priceCents)} messages={[]} onChange={onChange} />);
    const side = screen.getByRole('combobox', { name: 'Olives: side' }) as HTMLSelectElement;
    expect([...side.options].map((o) => o.textContent)).toEqual(['Whole', 'Left half', 'Right half']);
    expect(side.value).toBe('left');
    expect((screen.getByRole('checkbox', { name: 'Olives +$0.90' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(side, { target: { value: 'right' } });
    expect(onChange).toHaveBeenCalledWith('a', { side: 'right', level: 'extra' });
  });

  it('an option with levels offers those it lists, each with its price, once it is picked', () => {
    const onChange = vi.fn();
    const cheese: ResolvedModgroup = {
      ...group('multiple'),
      modifiers: [{ id: 'k', name: 'Cheese', priceCents: 0, marketPrice: false, available: true, default: true, levels: { light: { priceCents: 0 }, extra: { priceCents: 150 } } }],
    };
    const priceOf = (m: ResolvedModifier, p?: Pick) => (typeof p === 'object' && p.level === 'extra' ? 150 : m.priceCents);
    const { rerender } = render(<ModgroupField group={cheese} picks={{}} priceOf={priceOf} messages={[]} onChange={onChange} />);
    expect(screen.queryByRole('combobox', { name: 'Cheese: amount' })).toBeNull();
    rerender(<ModgroupField group={cheese} picks={{ k: true }} priceOf={priceOf} messages={[]} onChange={onChange} />);
    const amount = screen.getByRole('combobox', { name: 'Cheese: amount' }) as HTMLSelectElement;
    expect([...amount.options].map((o) => [o.value, o.textContent])).toEqual([['light', 'Light'], ['regular', 'Regular'], ['extra', 'Extra +$1.50']]);
    expect(amount.value).toBe('regular');
    fireEvent.change(amount, { target: { value: 'extra' } });
    expect(onChange).toHaveBeenLastCalledWith('k', { level: 'extra' });
    // Unchecking an option that starts picked asks to remove it: the page writes false.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cheese' }));
    expect(onChange).toHaveBeenLastCalledWith('k', undefined);
  });

  it('a group an option opens is indented under it', () => {
    const nested: ResolvedModgroup = { ...group('single', true), id: 'n', name: 'Dip size', depth: 2, parentModifierId: 'a', showIf: 'a' };
    render(<ModgroupField group={nested} picks={{}} priceOf={(m) => m.priceCents} messages={[]} onChange={() => undefined} />);
    const fieldset = screen.getByRole('radiogroup', { name: /Dip size/ });
    expect([fieldset.className, fieldset.style.marginInlineStart]).toEqual(['modgroup modgroup-nested', '40px']);
  });

  it('a single-choice group is a radio group named by its legend; multiple choice and buffet groups stay groups', () => {
    for (const type of ['single', 'multiple', 'buffet'] as const) {
      render(<ModgroupField group={group(type, true)} picks={{}} priceOf={(m) => m.priceCents} messages={[]} onChange={() => undefined} />);
      const role = type === 'single' ? 'radiogroup' : 'group';
      expect(screen.getByRole(role, { name: /^Toppings/ }).tagName).toBe('FIELDSET');
      expect(screen.queryByRole(type === 'single' ? 'group' : 'radiogroup')).toBeNull();
      cleanup();
    }
  });
});
