/** The PDF receipt (spec section 2, "Receipt"), rendered with pdfkit. */
import PDFDocument from 'pdfkit';
import { allergenSet, allergensText, comboTextBySlot, DUE_LABELS, dueTime, formatDollars, isClosedOrder, message, orderReference, paymentLine, pickLabel, RECEIPT_TYPE_LABELS, SUMMARY_LABELS, summaryRows } from '../engine/index.js';
import type { LoadedProfile } from '../schemas/profile-types.js';
import type { OrderRecord } from './order-store.js';
import { dollars } from './dollars.js';
import { ReceiptText } from './receipt-text.js';

/** What a receipt needs of its shop: the name, address, phone and time zone in `identity`. */
export type ReceiptShop = Pick<LoadedProfile, 'identity'>;

/** `$12.05`: prices shown rounded down to cents (they are whole cents already). */
const money = (c: number): string => `$${dollars(c)}`;

/** The receipt's text lines, in order; the PDF renders exactly these (and tests read them). */
export function receiptLines(profile: ReceiptShop, order: OrderRecord): { heading: string; rows: [string, string][] }[] {
  const { quote, cart } = order;
  const t = quote.totals;
  const isDelivery = order.cartType === 'DELIVERY';
  const zone = profile.identity.timeZone;
  // The order page's words: the weekday and time, with the date a week or more after the order.
  // Once the shop has promised a time (accepting the order), the receipt says that one: the
  // customer is told one ready time, the one the status line and the texts give.
  const readyAt = order.promisedAt ?? order.dueAt;
  const due = readyAt ? dueTime(readyAt, zone, Date.parse(order.createdAt)) : '';
  const sections: { heading: string; rows: [string, string][] }[] = [];
  const head: [string, string][] = [
    ['Type', RECEIPT_TYPE_LABELS[order.cartType]],
    [DUE_LABELS[order.cartType], due],
    ['Name', order.name ?? ''],
    ['Phone', order.phone ?? ''],
  ];
  if (isDelivery) {
    head.push(['Address', cart.deliveryAddress ?? '']);
    if (cart.unitNumber) head.push(['Apt / Unit', cart.unitNumber]);
    if (cart.deliveryInstructions) head.push(['Note', cart.deliveryInstructions]);
    const miles = quote.delivery?.miles ?? cart.distanceInMiles;
    if (miles !== null && miles !== undefined) head.push(['Distance', `${miles} miles`]);
  }
  // Age-restricted items: whoever hands the order over checks ID.
  if (quote.minimumAge !== undefined) head.push(['ID check', `${quote.minimumAge}+: bring a photo ID`]);
  // The customer's allergy note, as the kitchen read it first.
  // (The whole row is the label: a long note wraps across the page, not in the narrow value column.)
  if (quote.allergyNote !== undefined) head.push([`Allergy note: ${quote.allergyNote}`, '']);
  // The short reference customers read everywhere (page, texts, e-mails, the kitchen's ticket).
  sections.push({ heading: `${profile.identity.name} Order ${orderReference(order.id)}`, rows: head });

  const items: [string, string][] = [];
  for (const line of quote.lines) {
    if (line.category) items.push([line.category, '']);
    // A market-price item is priced at the counter and paid in person, not in the Grand Total.
    items.push([`${line.quantity} x ${line.name}`, line.marketPrice ? message('MARKET_PRICE_LINE', { cartType: order.cartType, closed: isClosedOrder(order) }) : money(line.totalCents)]);
    const groups = new Map<string, string[]>();
    for (const p of line.picks) {
      const label = pickLabel(p);
      groups.set(p.modgroupName, [...(groups.get(p.modgroupName) ?? []), label]);
    }
    for (const [group, picks] of groups) items.push([`    ${group}: ${picks.join(', ')}`, '']);
    // A combo's choices, one row per slot: 'Slices: 2 x Cheese Slice'.
    for (const slot of comboTextBySlot(line.combo)) items.push([`    ${slot.slotName}: ${slot.choices.join(', ')}`, '']);
    if (line.allergens !== undefined) items.push([`    Contains: ${line.allergens.length === 0 ? 'no major allergen' : allergensText(allergenSet(line.allergens))}`, '']);
    if (line.note) items.push([`    Note: ${line.note}`, '']);
  }
  sections.push({ heading: 'Items', rows: items });

  // The order's summary rows (the engine's one rule for checkout and receipts), in the receipt's words.
  const totals: [string, string][] = summaryRows(t, order.cartType, order.paymentType).map((r) => [SUMMARY_LABELS.receipt[r.key], formatDollars(r.amountCents)]);
  // 'Prepaid' / 'Not Paid' as the legacy receipt says; 'Refunded' or '... Nothing Owed' once the shop
  // rejected or cancelled the order (the order page prints the same line).
  totals.push(['Payment', paymentLine(order)]);
  sections.push({ heading: 'Totals', rows: totals });
  return sections;
}

/** Starts a new page when `y` is too close to the bottom margin; returns where to write. */
function newPageIfNeeded(doc: PDFKit.PDFDocument, y: number): number {
  if (y < doc.page.height - doc.page.margins.bottom - 30) return y;
  doc.addPage();
  return doc.page.margins.top;
}

/** Renders the receipt as a PDF buffer. */
export function renderReceipt(profile: ReceiptShop, order: OrderRecord): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: `Receipt ${orderReference(order.id)}`, Author: profile.identity.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const id = profile.identity;
  // Names, notes and addresses may be in any script: ReceiptText picks a font per script,
  // wraps inside the box and sets right-to-left text right to left.
  const text = new ReceiptText(doc);
  const left = 50;
  const width = doc.page.width - 100;
  let y = text.draw(id.name, left, doc.y, width, { bold: true, size: 18 });
  for (const l of [id.address_line_1, id.address_line_2, [id.city, id.state, id.zip].filter(Boolean).join(' '), id.phone]) {
    if (l) y = text.draw(l, left, y, width, { size: 10 });
  }
  y += 12;
  for (const section of receiptLines(profile, order)) {
    y = newPageIfNeeded(doc, y);
    y = text.draw(section.heading, left, y, width, { bold: true, size: 12 });
    for (const [label, value] of section.rows) {
      y = newPageIfNeeded(doc, y);
      const bold = label === 'Grand Total' || label === 'Payment';
      // The payment line may be words ('Cancelled: Nothing Owed'), not an amount: it gets a wider column.
      const valueWidth = label === 'Payment' ? 200 : 100;
      const below = text.draw(label, left, y, width - valueWidth - 10, { bold, size: 10 });
      const belowRight = value ? text.draw(value, left + width - valueWidth, y, valueWidth, { bold, size: 10, align: 'right' }) : y;
      y = Math.max(below, belowRight);
    }
    y += 12;
  }
  doc.end();
  return done;
}
