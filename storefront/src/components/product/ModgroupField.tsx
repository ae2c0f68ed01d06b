/**
 * One modifier group as its type asks: single as a radio group, multiple as checkboxes, buffet
 * as whole-number quantity inputs, pizza as toppings with a side; the engine's messages beneath.
 */
import type { ResolvedModgroup, ResolvedModifier } from '../../../../engine/index.js';
import { formatAddOn } from '../../lib/format.js';
import type { Pick, Picks } from '../../stores/cart.js';

export interface ModgroupFieldProps {
  readonly group: ResolvedModgroup;
  readonly picks: Picks;
  /** The price each modifier costs with the current picks (priceIf resolved by the engine). */
  readonly priceOf: (m: ResolvedModifier) => number;
  readonly messages: readonly string[];
  readonly onChange: (modifierId: string, pick: Pick | undefined, exclusiveIn?: readonly string[]) => void;
  /** Prefixes the element ids and radio names, so a group can show twice on a page (a combo's repeated product). */
  readonly idPrefix?: string;
}

function hint(group: ResolvedModgroup): string {
  const parts: string[] = [group.required ? 'Required' : 'Optional'];
  if (group.type !== 'single') {
    if (group.minCount && group.minCount > 0) parts.push(`at least ${group.minCount}`);
    if (group.maxCount) parts.push(`up to ${group.maxCount}`);
  }
  return parts.join(', ');
}

function optionLabel(m: ResolvedModifier, cents: number): string {
  return `${m.name}${cents !== 0 ? ` ${formatAddOn(cents)}` : ''}${m.available ? '' : ` ${m.label ?? '*not available right now'}`}`;
}

export function ModgroupField({ group, picks, priceOf, messages, onChange, idPrefix = '' }: ModgroupFieldProps) {
  const id = `${idPrefix}mg-${group.id}`;
  const errorId = `${id}-error`;
  const invalid = messages.length > 0;
  const ids = group.modifiers.map((m) => m.id);
  return (
    <fieldset className={`modgroup${invalid ? ' modgroup-invalid' : ''}`} aria-describedby={invalid ? errorId : undefined}>
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
          if (group.type === 'buffet') {
            const q = typeof pick === 'object' ? pick.quantity ?? 0 : pick ? 1 : 0;
            return (
              <div key={m.id} className="option option-buffet">
                <label htmlFor={inputId} className="option-name">{optionLabel(m, cents)}</label>
                <input
                  id={inputId}
                  className="input qty-input"
                  type="text"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  value={String(q)}
                  disabled={!m.available}
                  onChange={(e) => {
                    // Whole, non-negative quantities: anything but digits is dropped.
                    const digits = e.target.value.replace(/\D/g, '');
                    const n = digits === '' ? 0 : Number(digits);
                    onChange(m.id, n > 0 ? { quantity: n } : undefined);
                  }}
                />
              </div>
            );
          }
          if (group.type === 'single') {
            return (
              <label key={m.id} className="option">
                <input type="radio" name={id} checked={picked} disabled={!m.available} onChange={() => onChange(m.id, true, ids)} />
                <span className="option-name">{optionLabel(m, cents)}</span>
              </label>
            );
          }
          const side = typeof pick === 'object' ? pick.side ?? 'whole' : 'whole';
          return (
            <div key={m.id} className="option-row">
              <label className="option">
                <input
                  type="checkbox"
                  checked={picked}
                  disabled={!m.available}
                  onChange={(e) => onChange(m.id, e.target.checked ? (group.type === 'pizza' ? { side: 'whole' } : true) : undefined)}
                />
                <span className="option-name">{optionLabel(m, cents)}</span>
              </label>
              {group.type === 'pizza' && picked ? (
                <select className="select side-select" aria-label={`${m.name}: side`} value={side} onChange={(e) => onChange(m.id, { side: e.target.value as 'whole' | 'left' | 'right' })}>
                  <option value="whole">Whole pizza</option>
                  <option value="left">Left half</option>
                  <option value="right">Right half</option>
                </select>
              ) : null}
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
