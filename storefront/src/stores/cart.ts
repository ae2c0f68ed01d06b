/**
 * The cart: one store per shop, persisted in localStorage under `cart-{shopId}` (the spec's
 * saved subset only), written against zustand/vanilla so it is tested without React. It holds
 * inputs only (lines, picks, choices); prices come from the engine and the server's quote.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { persist, createJSONStorage, type StateStorage } from 'zustand/middleware';
import { immer } from 'zustand/middleware/immer';
import { ALLERGY_NOTE_MAX, applyCoercions } from '../../../engine/index.js';
import type { CartInput } from '../../../schemas/generated/types.js';
import type { LoadedSettings } from '../../../schemas/profile-types.js';

/** A pick: true, false (an option that starts picked, removed), or a buffet quantity, a half and a level. */
export type Pick = boolean | { quantity?: number; side?: 'whole' | 'left' | 'right'; level?: 'light' | 'regular' | 'extra' | 'onSide' };
export type Picks = Record<string, Pick>;
/** One product chosen in a combo's slot, with the picks made on it. */
export interface ComboChoice {
  readonly productId: string;
  readonly customerPicks?: Picks;
}
/** A combo line's choices: slot id → the products chosen, in order. */
export type ComboPicks = Record<string, ComboChoice[]>;
export type CartType = 'PICKUP' | 'DELIVERY' | 'DINEIN';
export type PaymentType = 'CASH' | 'CARD';
/** A tip as the cart sends it; "default" is the shop's pre-selected choice, worked out by the quote. */
export type TipChoice = { percent: number } | { cents: number } | 'default' | null;

export interface CartItem {
  /** Time-based id, unique within the cart. */
  readonly id: string;
  readonly productId: string;
  readonly quantity: number;
  readonly note: string;
  readonly customerPicks: Picks;
  /** A combo's choices (absent on other lines). */
  readonly comboPicks?: ComboPicks;
}

export interface QueryVisit {
  readonly timestamp: number;
  readonly query: string;
}

/** Everything the customer chose; the first block is what the spec saves in the browser. */
export interface CartFields {
  products: CartItem[];
  cartType: CartType;
  paymentType: PaymentType;
  deliveryAddress: string;
  addressComponents: Record<string, unknown> | null;
  unitNumber: string;
  deliveryInstructions: string;
  name: string;
  phone: string;
  pickupTime: string | null;
  deliveryTime: string | null;
  promoCode: string;
  dineInOption: string | null;
  enableSecretDineIn: boolean;
  utensilsOption: 'ADD_UTENSILS' | 'NO_UTENSILS' | null;
  analytics: { affiliate: string | null; queryStringHistory: QueryVisit[] };
  /** The order's allergy note (at most 300 characters), kept for the next order like the name and phone. */
  allergyNote: string;
  // Not saved: looked up again in each visit. (The delivery distance is the server's to measure.)
  appliedCashback: number;
  cashback: number;
  agreeToDonate: boolean;
  restaurantDonationCents: number | null;
  tip: TipChoice;
  /** The customer ticked 'I am 21 or older and will show ID' (asked when the quote has a minimumAge). */
  ageConfirmed: boolean;
}

export interface CartActions {
  /** Adds a line, or raises the quantity of an identical one (same product, picks and note). */
  addItem(item: Omit<CartItem, 'id'>, now?: number): string;
  /** Replaces a line's picks, combo choices, note and quantity (edit mode). */
  saveItem(id: string, item: Omit<CartItem, 'id' | 'productId'>): void;
  setQuantity(id: string, quantity: number): void;
  removeItem(id: string): void;
  /** Switches fulfilment and re-applies the shop's coercions. */
  chooseCartType(type: CartType): void;
  /** Chooses cash or card (the shop's coercions still apply: checkout offers only what the quote allows). */
  choosePaymentType(type: PaymentType): void;
  /** Chooses the pickup or delivery time (ASAP or a slot's value) of the order type chosen now. */
  chooseTime(value: string): void;
  enterName(name: string): void;
  /** A new phone number: cashback applied for the last one is no longer applied. */
  enterPhone(phone: string): void;
  enterPromoCode(code: string): void;
  removePromoCode(): void;
  /** Spends cashback (cents; the quote caps it at what is owed). */
  applyCashback(cents: number): void;
  removeCashback(): void;
  /** The delivery address the maps provider found; empty while the customer is typing another. */
  chooseDeliveryAddress(address: string): void;
  enterUnitNumber(unit: string): void;
  enterDeliveryInstructions(text: string): void;
  /** 'Include Utensils?' ticked or not. */
  includeUtensils(include: boolean): void;
  /** The donation checkbox ticked or not. */
  chooseDonation(agreed: boolean): void;
  /** Chooses a tip button, a custom amount, 'Not now' (null) or the shop's pre-selected one ("default"). */
  chooseTip(tip: TipChoice): void;
  /** Ticks or unticks 'I am 21 or older and will show ID'. */
  confirmAge(confirmed: boolean): void;
  /** Writes the order's allergy note (cut to 300 characters). */
  writeAllergyNote(note: string): void;
  /** Re-applies the shop's coercions (on load and on fulfilment switch). */
  enforceRules(): void;
  /** Records a visit's query string (the 20 newest are kept). */
  recordQuery(query: string, now: number): void;
  /**
   * After a successful order: takes out the lines the order contained (`placed`, as sent) and
   * resets cashback, analytics, promo code, tip and age box. A line added meanwhile (in another
   * tab) stays, and so does the part of a line's quantity added after the order was sent; a line
   * edited meanwhile is no longer what was ordered, so it stays too.
   */
  resetAfterOrder(placed: readonly CartItem[]): void;
}

export type CartState = CartFields & CartActions;
/** The store with zustand's persist API (rehydrate, hasHydrated, onFinishHydration). */
export type CartStore = StoreApi<CartState> & {
  persist: {
    rehydrate(): Promise<void> | void;
    hasHydrated(): boolean;
    onFinishHydration(fn: (state: CartState) => void): () => void;
    clearStorage(): void;
  };
};

export const QUERY_HISTORY_CAP = 20;
export const SAVED_FIELDS = [
  'products', 'cartType', 'deliveryAddress', 'addressComponents', 'unitNumber', 'deliveryInstructions', 'name', 'phone',
  'paymentType', 'analytics', 'pickupTime', 'deliveryTime', 'promoCode', 'dineInOption', 'enableSecretDineIn', 'utensilsOption',
  'allergyNote',
] as const satisfies readonly (keyof CartFields)[];

export function defaultCart(): CartFields {
  return {
    products: [],
    cartType: 'PICKUP',
    paymentType: 'CASH',
    deliveryAddress: '',
    addressComponents: null,
    unitNumber: '',
    deliveryInstructions: '',
    name: '',
    phone: '',
    pickupTime: null,
    deliveryTime: null,
    promoCode: '',
    dineInOption: null,
    enableSecretDineIn: false,
    utensilsOption: null,
    analytics: { affiliate: null, queryStringHistory: [] },
    allergyNote: '',
    appliedCashback: 0,
    cashback: 0,
    agreeToDonate: false,
    restaurantDonationCents: null,
    tip: 'default',
    ageConfirmed: false,
  };
}

/** The storage key of a shop's cart. */
export function cartKey(shopId: string): string {
  return `cart-${shopId}`;
}

/**
 * Canonical text of picks, so two lines with the same picks in another key order are identical.
 * false stays in: for an option that starts picked it is a removal ('No Cheese').
 */
export function picksKey(picks: Picks): string {
  return JSON.stringify(canonicalPicks(picks));
}

function canonicalPicks(picks: Picks): unknown[] {
  return Object.keys(picks)
    .filter((k) => picks[k] !== undefined)
    .sort()
    .map((k) => {
      const v = picks[k];
      return [k, typeof v === 'object' ? { q: v.quantity ?? 1, s: v.side ?? 'whole', l: v.level ?? 'regular' } : v];
    });
}

/** Canonical text of a line's picks and combo choices (slots in key order, choices in their order). */
export function lineKey(item: { readonly customerPicks: Picks; readonly comboPicks?: ComboPicks | undefined }): string {
  const combo = item.comboPicks;
  if (!combo || Object.keys(combo).length === 0) return picksKey(item.customerPicks);
  const slots = Object.keys(combo)
    .sort()
    .map((slot) => [slot, (combo[slot] ?? []).map((c) => [c.productId, canonicalPicks(c.customerPicks ?? {})])]);
  return JSON.stringify([canonicalPicks(item.customerPicks), slots]);
}

let lastId = 0;
/**
 * A time-based id, strictly increasing within the page and not one of `taken` (the cart's ids:
 * another tab adding at the same millisecond would otherwise pick the same).
 */
export function newItemId(now: number, taken: readonly string[] = []): string {
  const used = new Set(taken);
  do lastId = Math.max(now, lastId + 1);
  while (used.has(lastId.toString(36)));
  return lastId.toString(36);
}

function wholeQuantity(q: number): number {
  return Number.isFinite(q) ? Math.max(1, Math.floor(q)) : 1;
}

const memoryStorage = (): StateStorage => {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
};

export interface CartStoreOptions {
  readonly shopId: string;
  readonly settings: LoadedSettings;
  /** localStorage in the browser; memory on the server and in tests. */
  readonly storage?: StateStorage;
}

/** A shop's cart store, loaded from storage (coercions re-applied on load). */
export function createCartStore({ shopId, settings, storage }: CartStoreOptions): CartStore {
  const enforce = (s: CartFields): void => {
    const effective = applyCoercions(settings, toCartInput(s));
    s.cartType = effective.cartType;
    s.paymentType = effective.paymentType;
    s.utensilsOption = effective.utensilsOption ?? null;
  };
  const store = createStore<CartState>()(
    persist(
      immer((set) => ({
        ...defaultCart(),
        addItem(item, now = Date.now()) {
          let id = '';
          set((s) => {
            const key = lineKey(item);
            const same = s.products.find((p) => p.productId === item.productId && p.note.trim() === item.note.trim() && lineKey(p) === key);
            if (same) {
              same.quantity = wholeQuantity(same.quantity + item.quantity);
              id = same.id;
              return;
            }
            id = newItemId(now, s.products.map((p) => p.id));
            s.products.push({ ...item, id, quantity: wholeQuantity(item.quantity) });
          });
          return id;
        },
        saveItem(id, item) {
          set((s) => {
            const line = s.products.find((p) => p.id === id);
            if (!line) return;
            line.customerPicks = item.customerPicks;
            if (item.comboPicks) line.comboPicks = item.comboPicks;
            else delete line.comboPicks;
            line.note = item.note;
            line.quantity = wholeQuantity(item.quantity);
          });
        },
        setQuantity(id, quantity) {
          set((s) => {
            const line = s.products.find((p) => p.id === id);
            if (line) line.quantity = wholeQuantity(quantity);
          });
        },
        removeItem(id) {
          set((s) => {
            s.products = s.products.filter((p) => p.id !== id);
          });
        },
        chooseCartType(type) {
          set((s) => {
            s.cartType = type;
            enforce(s);
          });
        },
        choosePaymentType(type) {
          set((s) => {
            s.paymentType = type;
            enforce(s);
          });
        },
        chooseTime(value) {
          set((s) => {
            if (s.cartType === 'DELIVERY') s.deliveryTime = value;
            else s.pickupTime = value;
          });
        },
        enterName(name) {
          set((s) => {
            s.name = name;
          });
        },
        enterPhone(phone) {
          set((s) => {
            if (phone !== s.phone) s.appliedCashback = 0;
            s.phone = phone;
          });
        },
        enterPromoCode(code) {
          set((s) => {
            s.promoCode = code;
          });
        },
        removePromoCode() {
          set((s) => {
            s.promoCode = '';
          });
        },
        applyCashback(cents) {
          set((s) => {
            s.appliedCashback = Number.isSafeInteger(cents) && cents > 0 ? cents : 0;
          });
        },
        removeCashback() {
          set((s) => {
            s.appliedCashback = 0;
          });
        },
        chooseDeliveryAddress(address) {
          set((s) => {
            s.deliveryAddress = address;
          });
        },
        enterUnitNumber(unit) {
          set((s) => {
            s.unitNumber = unit;
          });
        },
        enterDeliveryInstructions(text) {
          set((s) => {
            s.deliveryInstructions = text;
          });
        },
        includeUtensils(include) {
          set((s) => {
            s.utensilsOption = include ? 'ADD_UTENSILS' : 'NO_UTENSILS';
          });
        },
        chooseDonation(agreed) {
          set((s) => {
            s.agreeToDonate = agreed;
          });
        },
        enforceRules() {
          set((s) => enforce(s));
        },
        chooseTip(tip) {
          set((s) => {
            s.tip = tip;
          });
        },
        confirmAge(confirmed) {
          set((s) => {
            s.ageConfirmed = confirmed;
          });
        },
        writeAllergyNote(note) {
          set((s) => {
            s.allergyNote = note.slice(0, ALLERGY_NOTE_MAX);
          });
        },
        recordQuery(query, now) {
          if (!query || query === '?') return;
          set((s) => {
            const history = [...s.analytics.queryStringHistory, { timestamp: now, query }];
            s.analytics.queryStringHistory = history.slice(-QUERY_HISTORY_CAP);
          });
        },
        resetAfterOrder(placed) {
          set((s) => {
            s.products = withoutPlaced(s.products, placed);
            s.appliedCashback = 0;
            s.cashback = 0;
            s.analytics = { affiliate: null, queryStringHistory: [] };
            s.promoCode = '';
            s.tip = 'default';
            s.ageConfirmed = false;
          });
        },
      })),
      {
        name: cartKey(shopId),
        version: 1,
        storage: createJSONStorage(() => storage ?? (typeof window !== 'undefined' && window.localStorage ? window.localStorage : memoryStorage())),
        partialize: (s) => Object.fromEntries(SAVED_FIELDS.map((k) => [k, s[k]])) as Partial<CartState>,
        merge: (saved, current) => {
          const merged = { ...current, ...sanitise(saved) } as CartState;
          const draft = { ...merged } as CartFields;
          enforce(draft);
          return { ...merged, cartType: draft.cartType, paymentType: draft.paymentType, utensilsOption: draft.utensilsOption };
        },
        // Loaded after hydration (CartProvider), so the server's empty cart and the first
        // browser render agree; then the saved cart appears.
        skipHydration: true,
      },
    ),
  );
  return store as unknown as CartStore;
}

/** The lines left once an order of `placed` lines is taken out of `lines` (see resetAfterOrder). */
export function withoutPlaced(lines: readonly CartItem[], placed: readonly CartItem[]): CartItem[] {
  const sent = [...placed];
  const left: CartItem[] = [];
  for (const line of lines) {
    // The placed line of the same id with the same product, picks and note (each matches once).
    const i = sent.findIndex((p) => p.id === line.id && p.productId === line.productId && p.note.trim() === line.note.trim() && lineKey(p) === lineKey(line));
    if (i < 0) {
      left.push(line);
      continue;
    }
    const [p] = sent.splice(i, 1);
    if (line.quantity > p!.quantity) left.push({ ...line, quantity: line.quantity - p!.quantity });
  }
  return left;
}

/** Keeps only well-formed saved fields, so a damaged or older saved cart never breaks the page. */
function sanitise(saved: unknown): Partial<CartFields> {
  if (!saved || typeof saved !== 'object') return {};
  const s = saved as Record<string, unknown>;
  const out: Partial<CartFields> = {};
  const str = (k: keyof CartFields) => (typeof s[k] === 'string' ? (s[k] as string) : undefined);
  if (Array.isArray(s.products)) {
    out.products = s.products
      .filter((p): p is CartItem => !!p && typeof p === 'object' && typeof (p as CartItem).id === 'string' && typeof (p as CartItem).productId === 'string')
      .map((p) => ({
        id: p.id,
        productId: p.productId,
        quantity: wholeQuantity(Number(p.quantity)),
        note: typeof p.note === 'string' ? p.note : '',
        customerPicks: p.customerPicks && typeof p.customerPicks === 'object' ? p.customerPicks : {},
        ...(p.comboPicks && typeof p.comboPicks === 'object' && !Array.isArray(p.comboPicks) ? { comboPicks: p.comboPicks } : {}),
      }));
  }
  if (s.cartType === 'PICKUP' || s.cartType === 'DELIVERY' || s.cartType === 'DINEIN') out.cartType = s.cartType;
  if (s.paymentType === 'CASH' || s.paymentType === 'CARD') out.paymentType = s.paymentType;
  if (typeof s.allergyNote === 'string') out.allergyNote = s.allergyNote.slice(0, ALLERGY_NOTE_MAX);
  for (const k of ['deliveryAddress', 'unitNumber', 'deliveryInstructions', 'name', 'phone', 'promoCode'] as const) {
    const v = str(k);
    if (v !== undefined) out[k] = v;
  }
  for (const k of ['pickupTime', 'deliveryTime', 'dineInOption'] as const) {
    const v = str(k);
    if (v !== undefined) out[k] = v;
  }
  if (s.utensilsOption === 'ADD_UTENSILS' || s.utensilsOption === 'NO_UTENSILS') out.utensilsOption = s.utensilsOption;
  if (typeof s.enableSecretDineIn === 'boolean') out.enableSecretDineIn = s.enableSecretDineIn;
  if (s.addressComponents && typeof s.addressComponents === 'object') out.addressComponents = s.addressComponents as Record<string, unknown>;
  const a = s.analytics as CartFields['analytics'] | undefined;
  if (a && typeof a === 'object' && Array.isArray(a.queryStringHistory)) {
    out.analytics = { affiliate: typeof a.affiliate === 'string' ? a.affiliate : null, queryStringHistory: a.queryStringHistory.slice(-QUERY_HISTORY_CAP) };
  }
  return out;
}

/** The cart input the quote and order API take (DESIGN cart JSON), from the store's fields. */
export function toCartInput(s: CartFields, shopId?: string): CartInput {
  const delivery = s.cartType === 'DELIVERY';
  return {
    ...(shopId ? { shopId } : {}),
    products: s.products.map((p) => ({
      id: p.id,
      productId: p.productId,
      quantity: p.quantity,
      note: p.note || null,
      customerPicks: p.customerPicks,
      ...(p.comboPicks ? { comboPicks: p.comboPicks } : {}),
    })),
    cartType: s.cartType,
    paymentType: s.paymentType,
    promoCode: s.promoCode.trim() || null,
    tip: s.paymentType === 'CASH' ? null : s.tip,
    ageConfirmed: s.ageConfirmed,
    allergyNote: s.allergyNote.trim() || null,
    appliedCashback: s.appliedCashback,
    agreeToDonate: s.agreeToDonate,
    ...(s.restaurantDonationCents !== null ? { restaurantDonationCents: s.restaurantDonationCents } : {}),
    utensilsOption: s.utensilsOption,
    name: s.name,
    phone: s.phone,
    ...(delivery
      ? {
          deliveryTime: s.deliveryTime,
          // The address only: the server measures its distance and decides the fee.
          deliveryAddress: s.deliveryAddress || null,
          addressComponents: s.addressComponents,
          unitNumber: s.unitNumber || null,
          deliveryInstructions: s.deliveryInstructions || null,
        }
      : { pickupTime: s.pickupTime }),
    dineInOption: s.dineInOption,
    analytics: s.analytics,
  };
}

/**
 * Keeps a shop's cart in step with the other tabs of the browser: when another tab saves the
 * cart (a line added, an order placed), this tab loads it again. Returns the unsubscribe.
 */
export function followOtherTabs(store: CartStore, shopId: string, win: EventTarget = window): () => void {
  const key = cartKey(shopId);
  const onStorage = (event: Event) => {
    const e = event as StorageEvent;
    // key null: the other tab cleared all of this site's storage.
    if (e.key !== null && e.key !== key) return;
    if (e.newValue === null) {
      const empty = defaultCart();
      store.setState(Object.fromEntries(SAVED_FIELDS.map((k) => [k, empty[k]])) as Partial<CartState>);
      store.getState().enforceRules();
      return;
    }
    void store.persist.rehydrate();
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}

/**
 * After an order is placed: loads the saved cart first (another tab may have just added to it),
 * then takes out the lines the order contained.
 */
export async function clearPlacedLines(store: CartStore, placed: readonly CartItem[]): Promise<void> {
  await store.persist.rehydrate();
  store.getState().resetAfterOrder(placed);
}

const stores = new Map<string, CartStore>();

/** The page's cart store for a shop (one per shop per page). */
export function cartStoreFor(shopId: string, settings: LoadedSettings): CartStore {
  if (typeof window === 'undefined') return createCartStore({ shopId, settings });
  let store = stores.get(shopId);
  if (!store) stores.set(shopId, (store = createCartStore({ shopId, settings })));
  return store;
}
