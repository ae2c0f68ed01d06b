/** shopctl slots: the pickup or delivery times a customer can choose at an instant. */
import { listTimeSlots, type FulfilmentType, type SlotList } from '../../engine/index.js';
import { EXIT, UsageError, type Command } from '../command.js';
import { AT_OPTION, JSON_OPTION, OPERATIONS_OPTION, SHOP_OPTION, checkAtSyntax, instantOf, isoInZone, loadShop, readOperations, requireOption } from './shop-input.js';

const TYPES: readonly FulfilmentType[] = ['pickup', 'delivery'];

/** The slot list as text: one slot per line (ASAP first), or the message shown instead of the picker. */
export function formatSlots(list: SlotList, type: FulfilmentType, shopName: string, at: string): string {
  const head = `${shopName}: ${type} times offered at ${at}\n`;
  if (list.slots.length === 0) return `${head}${list.message ?? 'not available to order at this time'}\n`;
  // Labels that name their zone ('Sun 1:00 AM PST – 1:45 AM PST') are wider: the column fits the widest.
  const width = list.slots.reduce((w, s) => Math.max(w, s.label.length), 28);
  return head + list.slots.map((s) => `  ${s.label.padEnd(width)}  ${s.value}${s.note ? `  (${s.note})` : ''}\n`).join('') + `${list.slots.length} slot${list.slots.length === 1 ? '' : 's'}.\n`;
}

export const slotsCommand: Command = {
  name: 'slots',
  summary: 'List the pickup or delivery times offered at an instant.',
  help: [
    'Lists the times a customer can pick at --at (default: now): ASAP first while the shop is open, then',
    'every half hour inside the opening hours of today and the next scheduledOrderDaysAllowed days',
    "(delivery slots with their 45-minute window). With no slot it prints 'not available to order at",
    "this time', as the storefront does in place of the time picker. --json prints { slots, message }.",
    'Special dates (settings.specialHours) and the capacity slot length (settings.capacity) apply.',
    "--operations <file> gives the shop's live operations: a pause offers nothing (with the paused",
    'sentence), busy minutes lengthen ASAP and push the first slot.',
    '',
    'Exit code: 0 (also when nothing is offered), 1 when the profile has errors, 2 on bad usage',
    '(a --type other than pickup or delivery).',
    '',
    'Examples:',
    '  shopctl slots --shop shops/test/test.profile.json --type pickup',
    '  shopctl slots --shop shops/test/test.profile.json --type delivery --at 2026-03-10T09:00:00-07:00 --json',
  ].join('\n'),
  options: [SHOP_OPTION, { flags: '--type <type>', description: 'pickup or delivery' }, AT_OPTION, OPERATIONS_OPTION, JSON_OPTION],
  async run({ options }, deps) {
    const shopFile = requireOption(options, 'shop', '--shop', 'slots', 'the shop profile file');
    const typeText = requireOption(options, 'type', '--type', 'slots', 'pickup or delivery').toLowerCase();
    const type = TYPES.find((t) => t === typeText);
    if (!type) throw new UsageError(`The --type value "${String(options['type'])}" is not offered: use pickup or delivery.`);
    const at = checkAtSyntax(options['at']);
    const operations = await readOperations(deps, options['operations']);
    const shop = await loadShop(deps, shopFile);
    if (!shop) return EXIT.FINDINGS;
    const now = instantOf(at, shop.profile.identity.timeZone, deps);
    const list = listTimeSlots(shop.profile, type, now, { operations });
    if (options['json'] === true) {
      deps.stdout(JSON.stringify(list, null, 2) + '\n');
    } else {
      deps.stdout(formatSlots(list, type, shop.profile.identity.name, isoInZone(now, shop.profile.identity.timeZone)));
    }
    return EXIT.OK;
  },
};
