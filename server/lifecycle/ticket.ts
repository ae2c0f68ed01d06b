/**
 * The kitchen ticket: what the cooks read, in large type on 80 mm paper. The same content as
 * printable HTML (from the board) and as ESC/POS bytes for receipt printers
 * (@point-of-sale/receipt-printer-encoder). Allergy notes come first (the order's allergy note, then
 * the lines whose note names an allergy), right under the order's type, due time and reference, so
 * nobody misses them; each item says what it contains when the menu lists it. A delivery's
 * instructions follow its address, and a shop that asks about utensils gets the answer in large type.
 */
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { DateTime } from 'luxon';
import { allergenSet, allergensText, comboTextBySlot, daysAhead, orderPayment, pickDepth, pickLabel } from '../../engine/index.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { inlineScriptHashes, policyWithScripts } from '../storefront/render.js';
import type { BoardOrder } from './staff-order.js';

/** Notes that name an allergy or a diet the kitchen must not get wrong. */
const ALLERGY = /allerg|anaphyla|celiac|coeliac|gluten|peanut|tree ?nut|\bnuts?\b|dairy|lactose|shellfish|sesame|\begg\b/i;

const TYPE_WORDS: Record<BoardOrder['cartType'], string> = { PICKUP: 'PICK UP', DELIVERY: 'DELIVERY', DINEIN: 'DINE-IN' };

export interface TicketItem {
  readonly quantity: number;
  readonly name: string;
  /** A combo's choices, one per slot: "Slices: 2 x Cheese Slice", "Drink: Lemonade (Large)". */
  readonly combo: readonly string[];
  /** Each pick as printed: "+ Fries", "+ 2 x Wings", "+ Mushrooms (left half)", "+ Extra Cheese", "- No Onions"; a pick of a group opened by an option is indented under it. */
  readonly picks: readonly string[];
  readonly note: string | null;
  /** "Contains: Milk, Gluten and Wheat" when the menu lists the line's allergens; null otherwise. */
  readonly contains: string | null;
}

export interface Ticket {
  readonly type: string;
  readonly reference: string;
  /** "Due 6:40 PM" (ASAP orders: the estimate; accepted ones: the promised time); on another day with it: "Due Thu 6:40 PM", a week or more away or past "Scheduled 6/25 6:00 PM". */
  readonly due: string;
  readonly scheduled: boolean;
  readonly name: string;
  readonly phone: string | null;
  readonly address: string | null;
  /** A delivery order's instructions for the driver, under the address ('Instructions: Leave at door'); null otherwise. */
  readonly instructions: string | null;
  /** 'ADD UTENSILS' or 'NO UTENSILS' when the shop asks customers (settings.enableUtensilsPicker); null when it does not. */
  readonly utensils: string | null;
  /** The customer's allergy note for the whole order, printed first; null when none. */
  readonly allergyNote: string | null;
  /** "2 x Burger: no nuts, peanut allergy", one per line whose note names an allergy. */
  readonly allergies: readonly string[];
  readonly items: readonly TicketItem[];
  readonly payment: string;
  /** 'ID CHECK 21+' when an item is age-restricted (the customer ticked that they are that old); null otherwise. */
  readonly idCheck: string | null;
}

/**
 * When the order is due as the kitchen reads it at `now`: the time on the same day, else with the
 * day as the time slots say it ('Thu 12:00 PM'), or its date from a week away or before today
 * ('6/25 12:30 PM'). Short, so that 'Scheduled' and it fit one double-size line (24 columns) of
 * the receipt printer.
 */
function dueWords(iso: string, zone: string, now: number): string {
  const ahead = daysAhead(iso, zone, now);
  const format = ahead === 0 ? 'h:mm a' : ahead > 0 && ahead < 7 ? 'ccc h:mm a' : 'M/d h:mm a';
  return DateTime.fromISO(iso, { zone }).toFormat(format, { locale: 'en-US' });
}

/**
 * The ticket's payment word, from the engine's rule for the receipt's payment line: the kitchen
 * collects for 'NOT PAID' only; a card given back after a cancel reads 'REFUNDED', not 'PREPAID'.
 */
const TICKET_PAYMENT = { paid: 'PREPAID', unpaid: 'NOT PAID', refunded: 'REFUNDED', closed: 'NOTHING OWED' } as const;

/** The ticket's content for an order, printed at `now` (a due time on another day says its day). */
export function ticketOf(profile: LoadedProfile, order: BoardOrder, now: number): Ticket {
  const zone = profile.identity.timeZone;
  const due = order.promisedAt ?? order.dueAt;
  const items = order.lines.map((l) => ({
    quantity: l.quantity,
    name: l.name,
    combo: comboTextBySlot(l.combo).map((s) => `${s.slotName}: ${s.choices.join(', ')}`),
    picks: l.picks.map((p) => `${'  '.repeat(pickDepth(p, l.picks))}${p.removed ? '-' : '+'} ${pickLabel(p)}`),
    note: l.note && l.note.trim() !== '' ? l.note.trim() : null,
    contains: l.allergens === undefined ? null : l.allergens.length === 0 ? 'Contains: no major allergen' : `Contains: ${allergensText(allergenSet(l.allergens))}`,
  }));
  const allergyNote = order.allergyNote && order.allergyNote.trim() !== '' ? order.allergyNote.trim() : null;
  return {
    type: TYPE_WORDS[order.cartType],
    reference: order.reference,
    due: `${order.scheduled ? 'Scheduled' : 'Due'} ${dueWords(due, zone, now)}`,
    scheduled: order.scheduled,
    name: order.name ?? 'No name',
    phone: order.phone,
    address: order.deliveryAddress,
    instructions: order.cartType === 'DELIVERY' && order.deliveryInstructions ? `Instructions: ${order.deliveryInstructions}` : null,
    // Unanswered means included: the checkout's default when the shop asks.
    utensils: profile.settings?.enableUtensilsPicker ? (order.utensilsOption === 'NO_UTENSILS' ? 'NO UTENSILS' : 'ADD UTENSILS') : null,
    allergyNote,
    allergies: items.filter((i) => i.note && ALLERGY.test(i.note)).map((i) => `${i.quantity} x ${i.name}: ${i.note}`),
    items,
    payment: TICKET_PAYMENT[orderPayment(order)],
    idCheck: order.minimumAge !== null && order.minimumAge !== undefined ? `ID CHECK ${order.minimumAge}+` : null,
  };
}

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Opens the print dialog once the ticket has loaded. A script element, not an onload attribute:
 * the server's Content-Security-Policy has script-src-attr 'none', and this script is allowed by
 * its hash alone (ticketPolicy), so nothing else inline may run.
 */
const PRINT_SCRIPT = '<script>addEventListener("load", () => print());</script>';
const PRINT_SCRIPT_HASHES = inlineScriptHashes(PRINT_SCRIPT);

/** The server's Content-Security-Policy for a ticket page: with `autoPrint`, its print script allowed by its hash. */
export function ticketPolicy(policy: string, opts: { autoPrint?: boolean } = {}): string {
  return opts.autoPrint ? policyWithScripts(policy, PRINT_SCRIPT_HASHES) : policy;
}

/**
 * The ticket as a printable page: 80 mm wide, large type, prints itself when asked (?print=1; its
 * policy is ticketPolicy's). Its content is the page's <main>, so a screen reader finds it as such.
 */
export function ticketHtml(t: Ticket, opts: { autoPrint?: boolean } = {}): string {
  const items = t.items
    .map((i) => `<li><div class="item">${i.quantity} x ${esc(i.name)}</div>${i.combo.map((c) => `<div class="choice">${esc(c)}</div>`).join('')}${i.picks.map((p) => `<div class="pick">${esc(p)}</div>`).join('')}${i.contains ? `<div class="contains">${esc(i.contains)}</div>` : ''}${i.note ? `<div class="note">Note: ${esc(i.note)}</div>` : ''}</li>`)
    .join('');
  // The order's allergy note, then the lines whose note names one: above everything but the order's type, due time and reference.
  const allergies = t.allergyNote !== null || t.allergies.length > 0
    ? `<section class="allergy"><h2>ALLERGY</h2>${t.allergyNote !== null ? `<p class="allergy-note">${esc(t.allergyNote)}</p>` : ''}${t.allergies.map((a) => `<p>${esc(a)}</p>`).join('')}</section>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Ticket ${esc(t.reference)}</title>
<style>
@page { size: 80mm auto; margin: 3mm; }
body { width: 74mm; margin: 0 auto; font: 16pt/1.25 system-ui, sans-serif; color: #000; }
h1 { font-size: 24pt; margin: 0; } h2 { font-size: 18pt; margin: 0 0 2mm; }
.due { font-size: 22pt; font-weight: 700; margin: 1mm 0; } .ref { font-size: 14pt; }
.allergy { border: 3px solid #000; padding: 2mm; margin: 2mm 0; font-weight: 700; } .allergy p { margin: 1mm 0; white-space: pre-wrap; } .allergy-note { font-size: 18pt; }
.instructions { font-weight: 700; white-space: pre-wrap; } .utensils { font-size: 18pt; font-weight: 700; margin: 1mm 0; }
.id-check { border: 3px solid #000; padding: 1mm 2mm; margin: 2mm 0; font-size: 20pt; font-weight: 700; text-align: center; }
ul { list-style: none; padding: 0; margin: 2mm 0; } li { border-top: 1px dashed #000; padding: 1.5mm 0; }
.item { font-size: 18pt; font-weight: 700; } .choice { padding-left: 5mm; font-weight: 700; } .pick { padding-left: 5mm; white-space: pre-wrap; } .note { padding-left: 5mm; font-style: italic; font-weight: 700; } .contains { padding-left: 5mm; font-size: 13pt; }
@media screen { body { padding: 4mm; border: 1px solid #ccc; } }
</style></head>
<body>
<main>
<h1>${esc(t.type)}</h1>
<div class="due">${esc(t.due)}</div>
<div class="ref">#${esc(t.reference)} · ${esc(t.payment)}</div>
${allergies}
<h2>${esc(t.name)}</h2>${t.phone ? `<div>${esc(t.phone)}</div>` : ''}${t.address ? `<div>${esc(t.address)}</div>` : ''}${t.instructions ? `<div class="instructions">${esc(t.instructions)}</div>` : ''}
${t.utensils ? `<div class="utensils">${esc(t.utensils)}</div>` : ''}
${t.idCheck ? `<div class="id-check">${esc(t.idCheck)}</div>` : ''}
<ul>${items}</ul>
</main>
${opts.autoPrint ? PRINT_SCRIPT : ''}
</body></html>`;
}

/** The ticket as ESC/POS bytes for an 80 mm receipt printer (48 columns of font A). */
export function ticketEscPos(t: Ticket): Uint8Array {
  const e = new ReceiptPrinterEncoder({ language: 'esc-pos', columns: 48 });
  e.initialize().codepage('auto').align('center').size(2, 2).bold(true).line(t.type).line(t.due).size(1, 1).bold(false)
    .line(`#${t.reference}  ${t.payment}`).align('left');
  // Allergy notes first: the order's own in double height, then the lines whose note names one.
  if (t.allergyNote !== null || t.allergies.length > 0) {
    e.newline().invert(true).bold(true).line(' ALLERGY ').invert(false);
    if (t.allergyNote !== null) for (const l of t.allergyNote.split(/\r?\n/)) e.size(1, 2).line(l).size(1, 1);
    for (const a of t.allergies) e.line(a);
    e.bold(false);
  }
  e.newline().size(2, 2).line(t.name).size(1, 1);
  if (t.phone) e.line(t.phone);
  if (t.address) e.line(t.address);
  if (t.instructions) for (const l of t.instructions.split(/\r?\n/)) e.bold(true).line(l).bold(false);
  if (t.utensils) e.size(1, 2).bold(true).line(t.utensils).bold(false).size(1, 1);
  if (t.idCheck) e.newline().align('center').size(2, 2).invert(true).bold(true).line(` ${t.idCheck} `).invert(false).bold(false).size(1, 1).align('left');
  e.rule();
  for (const i of t.items) {
    e.size(2, 2).bold(true).line(`${i.quantity} x ${i.name}`).size(1, 1).bold(false);
    for (const c of i.combo) e.bold(true).line(`  ${c}`).bold(false);
    for (const p of i.picks) e.line(`  ${p}`);
    if (i.contains) e.line(`  ${i.contains}`);
    if (i.note) e.bold(true).line(`  Note: ${i.note}`).bold(false);
  }
  e.rule().newline(3).cut('partial');
  return e.encode();
}
