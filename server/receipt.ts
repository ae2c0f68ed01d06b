/** The PDF receipt (spec section 2, "Receipt"), rendered with pdfkit. */
import PDFDocument from 'pdfkit';
import { DateTime } from 'luxon';
import type { LoadedProfile } from '../schemas/profile-types.js';
import { paymentLabel, type OrderRecord } from './order-store.js';
import { dollars } from './orders.js';

/** `$12.05`: prices shown rounded down to cents (they are whole cents already). */
const money = (c: number): string => `$${dollars(c)}`;

/** The receipt's text lines, in order; the PDF renders exactly these (and tests read them). */
export function receiptLines(profile: LoadedProfile, order: OrderRecord): { heading: string; rows: [string, string][] }[] {
  const { quote, cart } = order;
  const t = quote.totals;
  const isDelivery = order.cartType === 'DELIVERY';
  const zone = profile.identity.timeZone;
  const due = order.dueAt ? DateTime.fromISO(order.dueAt, { zone }).toFormat('cccc h:mm a') : '';
  const sections: { heading: string; rows: [string, string][] }[] = [];
  const head: [string, string][] = [
    ['Type', isDelivery ? 'Delivery' : order.cartType === 'DINEIN' ? 'Dine In' : 'Pick Up'],
    ['Due', due],
    ['Name', order.name ?? ''],
    ['Phone', order.phone ?? ''],
  ];
  if (isDelivery) {
    head.push(['Address', cart.deliveryAddress ?? '']);
    if (cart.unitNumber) head.push(['Apt/Unit', cart.unitNumber]);
    if (cart.deliveryInstructions) head.push(['Note', cart.deliveryInstructions]);
    const miles = quote.delivery?.miles ?? cart.distanceInMiles;
    if (miles !== null && miles !== undefined) head.push(['Distance', `${miles} miles`]);
  }
  sections.push({ heading: `${profile.identity.name} Order ${order.id}`, rows: head });

  const items: [string, string][] = [];
  for (const line of quote.lines) {
    if (line.category) items.push([line.category, '']);
    items.push([`${line.quantity} x ${line.name}`, money(line.totalCents)]);
    const groups = new Map<string, string[]>();
    for (const p of line.picks) {
      const label = p.quantity > 1 ? `${p.quantity} x ${p.name}` : p.name;
      groups.set(p.modgroupName, [...(groups.get(p.modgroupName) ?? []), label]);
    }
    for (const [group, picks] of groups) items.push([`    ${group}: ${picks.join(', ')}`, '']);
    if (line.note) items.push([`    Note: ${line.note}`, '']);
  }
  sections.push({ heading: 'Items', rows: items });

  const totals: [string, string][] = [['Subtotal', money(t.subtotalCents)]];
  if (isDelivery) totals.push(['Delivery Fee', money(t.deliveryFeeCents)]);
  if (t.discountCents > 0) totals.push(['Discounts', `-${money(t.discountCents)}`]);
  if (t.serviceFeeCents > 0) totals.push(['Service Fee', money(t.serviceFeeCents)]);
  totals.push(['Taxes', money(t.taxCents)]);
  totals.push(['Tips', money(t.tipCents)]);
  if (t.donationCents > 0) totals.push(['Donation', money(t.donationCents)]);
  if (t.cashbackAppliedCents > 0) totals.push(['Cashback', `-${money(t.cashbackAppliedCents)}`]);
  totals.push(['Grand Total', money(t.invoiceCents)]);
  totals.push(['Payment', paymentLabel(order)]);
  sections.push({ heading: 'Totals', rows: totals });
  return sections;
}

/** Renders the receipt as a PDF buffer. */
export function renderReceipt(profile: LoadedProfile, order: OrderRecord): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: `Receipt ${order.id}`, Author: profile.identity.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const id = profile.identity;
  doc.font('Helvetica-Bold').fontSize(18).text(id.name);
  doc.font('Helvetica').fontSize(10);
  for (const l of [id.address_line_1, id.address_line_2, [id.city, id.state, id.zip].filter(Boolean).join(' '), id.phone]) {
    if (l) doc.text(l);
  }
  doc.moveDown();
  const width = doc.page.width - 100;
  for (const section of receiptLines(profile, order)) {
    doc.font('Helvetica-Bold').fontSize(12).text(section.heading);
    doc.font('Helvetica').fontSize(10);
    for (const [left, right] of section.rows) {
      const y = doc.y;
      const bold = left === 'Grand Total' || left === 'Payment';
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      doc.text(left, 50, y, { width: width - 110 });
      const after = doc.y;
      if (right) doc.text(right, 50 + width - 100, y, { width: 100, align: 'right' });
      doc.y = Math.max(after, doc.y);
    }
    doc.moveDown();
  }
  doc.end();
  return done;
}
