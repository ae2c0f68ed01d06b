export {
  listTimeSlots,
  isSlotOffered,
  computeSlots,
  chosenInstant,
  leadMinutes,
  slotStepMinutes,
  SLOT_STEP_MINUTES,
  DELIVERY_WINDOW_MINUTES,
} from './list-time-slots.js';
export type { Slot, SlotList, SlotOptions, FulfilmentType } from './list-time-slots.js';
export { roomTest } from './capacity.js';
export type { SlotCount, SlotLoad } from './capacity.js';
export { specialOn, isClosedDay, rangesOn } from './special-hours.js';
export { nextOpening, shopStatus, dayWords } from './shop-status.js';
export { clockTime, DATED_DUE_DAYS, daysAhead, dueTime, promisedTime } from './promised-time.js';
export type { NextOpening, ShopStatus } from './shop-status.js';
export { cartNotice } from './notice.js';
export type { CartNotice } from './notice.js';
