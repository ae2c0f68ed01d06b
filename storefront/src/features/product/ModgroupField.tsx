/**
 * One modifier group as its type asks: single as a radio group, multiple as checkboxes, buffet
 * as whole-number quantity inputs; a group that offers halves adds whole / left half / right half
 * per picked option, and an option with levels adds light / regular / extra / on the side. A
 * group opened by an option sits indented under it. The engine's messages beneath.
 */
import { useState } from 'react';
import { LEVEL_WORDS, allergensText, type ResolvedModgroup, type ResolvedModifier } from '../../../../engine/index.js';
import { formatAddOn } from '../../lib/format.js';
import type { Pick, Picks } from '../../stores/cart.js';

type Level = keyof typeof LEVEL_WORDS;

export interface ModgroupFieldProps {
  readonly group: ResolvedModgroup;
  /** The picks as shown: the line's own, and the options that start picked which it does not remove. */
  readonly picks: Picks;
  /** The price a modifier costs with the current picks, or with `pick` in its place (priceIf, level and half resolved by the engine). */
  readonly priceOf: (m: ResolvedModifier, pick?: Pick) => number;
  readonly messages: readonly string[];
  readonly onChange: (modifierId: string, pick: Pick | undefined, exclusiveIn?: readonly string[]) => void;
  /** Prefixes the element ids and radio names, so a group can show twice on a page (a combo's repeated product). */
  readonly idPrefix?: string;
  /**
   * Whether the messages show (in red, announced). A group the customer has not touched yet only
   * says 'Required' in its legend until the first attempt to add the item.
   */
  readonly reveal?: boolean;
}

function hint(group: ResolvedModgroup): string {
  const parts: string[] = [group.required ? 'Required' : 'Optional'];
  if (group.type !== 'single') {
    if (group.minCount && group.minCount > 0) parts.push(`at least ${group.minCount}`);
    if (group.maxCount) parts.push(`up to ${group.maxCount}`);
  }
  return parts.join(', ');
}

/** 'Feta +$1.50 (contains Milk)': the name, the price, the allergens it adds, and why it cannot be picked. */
function optionLabel(m: ResolvedModifier, cents: number): string {
  const allergens = m.allergens && m.allergens.length > 0 ? ` (contains ${allergensText(m.allergens)})` : '';
  return `${m.name}${cents !== 0 ? ` ${formatAddOn(cents)}` : ''}${allergens}${m.available ? '' : ` ${m.label ?? '*not available right now'}`}`;
}

/** The pick as an object, so a half or a level can be set on it. */
function asObject(pick: Pick | undefined): Exclude<Pick, boolean> {
  return typeof pick === 'object' ? pick : {};
}

/** Light / Regular / Extra / On the side: the levels this option offers, each with its price. */
function LevelSelect({ m, pick, priceOf, onChange }: { readonly m: ResolvedModifier; readonly pick: Pick | undefined; readonly priceOf: ModgroupFieldProps['priceOf']; readonly onChange: (pick: Pick) => void }) {
  const levels: Level[] = ['light', 'regular', 'extra', 'onSide'].filter((l) => l === 'regular' || Object.hasOwn(m.levels ?? {}, l)) as Level[];
  const current = asObject(pick);
  return (
    <select className="select level-select" aria-label={`${m.name}: amount`} value={current.level ?? 'regular'} onChange={(e) => onChange({ ...current, level: e.target.value as Level })}>
      {levels.map((l) => {
        const cents = priceOf(m, { ...current, level: l });
        return <option key={l} value={l}>{LEVEL_WORDS[l]}{cents !== 0 ? ` ${formatAddOn(cents)}` : ''}</option>;
      })}
    </select>
  );
}

/** Keys that put something other than a digit in a number field ('e', '-', '+', '.'). */
const NOT_A_DIGIT = /^[^0-9]$/;

/**
 * A buffet option's quantity: a number field (a spinbutton, arrow keys step it) of whole
 * quantities from 0 up to the group's maximum. The spec keeps digits only, so other characters
 * are refused as typed and dropped from a paste. An emptied field stays empty while the customer
 * types (it counts as 0) and shows 0 again once left.
 */
function BuffetQuantity({ id, quantity, max, disabled, onChange }: { readonly id: string; readonly quantity: number; readonly max: number | undefined; readonly disabled: boolean; readonly onChange: (n: number) => void }) {
  const [cleared, setCleared] = useState(false);
  return (
    <input
      id={id}
      className="input qty-input"
      type="number"
      inputMode="numeric"
      min={0}
      max={max}
      step={1}
      // A string, so a leading zero typed ('05') is rewritten as the quantity it is.
      value={cleared && quantity === 0 ? '' : String(quantity)}
      disabled={disabled}
      onKeyDown={(e) => {
        if (NOT_A_DIGIT.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) e.preventDefault();
      }}
      onChange={(e) => {
        // '' when the field is empty (or holds what is not a number, which the key filter keeps out).
        const digits = e.target.value.replace(/\D/g, '');
        setCleared(digits === '');
        onChange(digits === '' ? 0 : Math.min(Number(digits), Number.MAX_SAFE_INTEGER));
      }}
      onBlur={() => setCleared(false)}
    />
  );
}

export function ModgroupField({ group, picks, priceOf, messages, onChange, idPrefix = '', reveal = true }: ModgroupFieldProps) {
  const id = `${idPrefix}mg-${group.id}`;
  const errorId = `${id}-error`;
  const invalid = reveal && messages.length > 0;
  const ids = group.modifiers.map((m) => m.id);
  const halves = group.portionFactor !== undefined;
  const nested = group.depth !== undefined && group.depth > 0;
  return (
    <fieldset
      // A single-choice group is a radio group, named by its legend; the others stay groups.
      role={group.type === 'single' ? 'radiogroup' : undefined}
      className={`modgroup${invalid ? ' modgroup-invalid' : ''}${nested ? ' modgroup-nested' : ''}`}
      style={nested ? { marginInlineStart: `${Math.min(group.depth!, 3) * 20}px` } : undefined}
      aria-describedby={invalid ? errorId : undefined}
    >
      <legend>
        <span className="modgroup-name">{group.name}</span>
        <span className="modgroup-hint">{hint(group)}</span>
      </legend>
      <div className="modgroup-options">
        {group.type === 'single' && !group.required ? (
          <label className="option">
            <input type="radio" name={id} checked={!ids.some((x) => picks[x])} onChange={() => ids.forEach((x) => onChange(x, undefined))} />
            <span className="option-name">None</span>
          </label>
        ) : null}
        {group.modifiers.map((m) => {
          const cents = priceOf(m);
          const pick = picks[m.id];
          const picked = pick !== undefined && pick !== false;
          const inputId = `${id}-${m.id}`;
          const levels = picked && m.levels !== undefined ? <LevelSelect m={m} pick={pick} priceOf={priceOf} onChange={(p) => onChange(m.id, p)} /> : null;
          if (group.type === 'buffet') {
            const q = typeof pick === 'object' ? pick.quantity ?? 0 : pick ? 1 : 0;
            return (
              <div key={m.id} className="option option-buffet">
                <label htmlFor={inputId} className="option-name">{optionLabel(m, cents)}</label>
                <BuffetQuantity id={inputId} quantity={q} max={group.maxCount} disabled={!m.available} onChange={(n) => onChange(m.id, n > 0 ? { quantity: n } : undefined)} />
              </div>
            );
          }
          if (group.type === 'single') {
            return (
              <div key={m.id} className="option-row">
                <label className="option">
                  <input type="radio" name={id} checked={picked} disabled={!m.available} onChange={() => onChange(m.id, true, ids)} />
                  <span className="option-name">{optionLabel(m, cents)}</span>
                </label>
                {levels}
              </div>
            );
          }
          const side = asObject(pick).side ?? 'whole';
          return (
            <div key={m.id} className="option-row">
              <label className="option">
                <input
                  type="checkbox"
                  checked={picked}
                  disabled={!m.available}
                  onChange={(e) => onChange(m.id, e.target.checked ? (halves ? { side: 'whole' } : true) : undefined)}
                />
                <span className="option-name">{optionLabel(m, cents)}</span>
              </label>
              {halves && picked ? (
                <select className="select side-select" aria-label={`${m.name}: side`} value={side} onChange={(e) => onChange(m.id, { ...asObject(pick), side: e.target.value as 'whole' | 'left' | 'right' })}>
                  <option value="whole">{group.type === 'pizza' ? 'Whole pizza' : 'Whole'}</option>
                  <option value="left">Left half</option>
                  <option value="right">Right half</option>
                </select>
              ) : null}
              {levels}
            </div>
          );
        })}
      </div>
      {invalid ? (
        <div id={errorId} className="error-text" role="alert">
          {messages.map((t) => <p key={t}>{t}</p>)}
        </div>
      ) : null}
    </fieldset>
  );
}
