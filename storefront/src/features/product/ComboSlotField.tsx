/**
 * One slot of a combo on the product page: for each of the slot's `count` choices a radio group
 * of the products it offers (with the slot's upcharge, out-of-stock ones disabled), and under a
 * chosen product its own modifier groups. Prices and messages come from the engine.
 */
import { effectivePicks, readLinePicks, type ComboSlotInfo, type ResolvedModgroup, type ResolvedModifier, type ResolvedProduct } from '../../../../engine/index.js';
import { formatAddOn } from '../../lib/format.js';
import type { ComboChoice, Pick, Picks } from '../../stores/cart.js';
import { ModgroupField } from './ModgroupField.js';

/** A product the slot offers, resolved now, with its upcharge. */
export interface SlotOption {
  readonly product: ResolvedProduct;
  readonly upchargeCents: number;
}

/** The engine's messages for one choice: about the choice itself, and per group of the chosen product. */
export interface ChoiceMessages {
  readonly choice: readonly string[];
  readonly groups: Readonly<Record<string, readonly string[]>>;
}

export interface ComboSlotFieldProps {
  readonly slot: ComboSlotInfo;
  /** One entry per choice of the slot (`slot.count`); null while not chosen. */
  readonly choices: readonly (ComboChoice | null)[];
  readonly options: readonly SlotOption[];
  readonly messagesOf: (index: number) => ChoiceMessages;
  /** The price each modifier of a chosen product costs with that choice's picks (or with `pick` in its place). */
  readonly priceOf: (product: ResolvedProduct, picks: Picks, m: ResolvedModifier, pick?: Pick) => number;
  readonly onChoose: (index: number, productId: string) => void;
  readonly onPick: (index: number, modifierId: string, pick: Pick | undefined, exclusiveIn?: readonly string[]) => void;
  /**
   * Whether the slot's messages show (in red, announced): once the customer chooses in this slot,
   * or after the first attempt to add the item. Until then the legend only says 'Required'.
   */
  readonly reveal?: boolean;
}

function optionLabel(o: SlotOption): string {
  const p = o.product;
  const up = formatAddOn(o.upchargeCents);
  return `${p.name}${up ? ` ${up}` : ''}${p.orderable ? '' : ` ${p.label ?? '*not available right now'}`}`;
}

/** The groups of a chosen product that show with these picks (a showIf group, or one an option opens, once its modifier is picked). */
function shownGroups(product: ResolvedProduct, picks: Picks): ResolvedModgroup[] {
  const shown = readLinePicks(product, picks).shown;
  return product.modgroups.filter((g, i) => g.modifiers.length > 0 && shown[i]);
}

export function ComboSlotField({ slot, choices, options, messagesOf, priceOf, onChoose, onPick, reveal = true }: ComboSlotFieldProps) {
  return (
    <>
      {choices.map((choice, i) => {
        const id = `combo-${slot.id}-${i}`;
        const errorId = `${id}-error`;
        const messages = messagesOf(i);
        const invalid = reveal && messages.choice.length > 0;
        const chosen = choice ? options.find((o) => o.product.id === choice.productId)?.product : undefined;
        const picks = choice?.customerPicks ?? {};
        return (
          <fieldset key={id} className={`modgroup combo-choice${invalid ? ' modgroup-invalid' : ''}`} aria-describedby={invalid ? errorId : undefined}>
            <legend>
              <span className="modgroup-name">{slot.count > 1 ? `${slot.name} ${i + 1} of ${slot.count}` : slot.name}</span>
              <span className="modgroup-hint">Required</span>
            </legend>
            <div className="modgroup-options">
              {options.map((o) => (
                <label key={o.product.id} className="option">
                  <input
                    type="radio"
                    name={id}
                    checked={choice?.productId === o.product.id}
                    disabled={!o.product.orderable}
                    onChange={() => onChoose(i, o.product.id)}
                  />
                  <span className="option-name">{optionLabel(o)}</span>
                </label>
              ))}
            </div>
            {invalid ? (
              <div id={errorId} className="error-text" role="alert">
                {messages.choice.map((t) => <p key={t}>{t}</p>)}
              </div>
            ) : null}
            {chosen
              ? shownGroups(chosen, picks).map((g) => (
                  <ModgroupField
                    key={g.id}
                    idPrefix={`${id}-`}
                    group={g}
                    picks={effectivePicks(chosen, picks) as Picks}
                    priceOf={(m, pick) => priceOf(chosen, picks, m, pick)}
                    messages={messages.groups[g.id] ?? []}
                    reveal={reveal}
                    onChange={(modifierId, pick, exclusiveIn) => onPick(i, modifierId, pick, exclusiveIn)}
                  />
                ))
              : null}
          </fieldset>
        );
      })}
    </>
  );
}
