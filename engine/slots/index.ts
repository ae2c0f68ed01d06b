export {
  listTimeSlots,
  isSlotOffered,
  computeSlots,
  leadMinutes,
  SLOT_STEP_MINUTES,
  DELIVERY_WINDOW_MINUTES,
} from './list-time-slots.js';
export type { Slot, SlotList, FulfilmentType } from './list-time-slots.js';
