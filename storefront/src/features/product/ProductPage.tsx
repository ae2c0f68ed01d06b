/**
 * The product page: 'Customize your {name}'. Add mode (`/products/{id}`) builds a new cart line;
 * edit mode (`/cart/{cartItemId}`) saves over one. The engine validates the picks on every change
 * and prices the line; adding is allowed only when the line is valid.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  CART_TYPE_LABELS,
  checkQuantityLimits,
  effectivePicks,
  lineAllergens,
  message,
  offeredCartTypes,
  pricePicks,
  priceLine,
  readLinePicks,
  resolveProduct,
  validateCombo,
  validateItem,
  type Issue,
  type ResolvedCombo,
  type ResolvedModifier,
  type ResolvedProduct,
} from '../../../../engine/index.js';
import { ProductBadges } from '../menu/ProductBadges.js';
import { ContainsLine } from './ContainsLine.js';
import { ComboSlotField, type ChoiceMessages, type SlotOption } from './ComboSlotField.js';
import { ModgroupField } from './ModgroupField.js';
import { NoteField } from './NoteField.js';
import { countNote } from './note-limit.js';
import { QuantityControl } from './QuantityControl.js';
import { useSubmitBarRoom } from './use-submit-bar-room.js';
import { useShop } from '../../lib/boot.js';
import { formatCents } from '../../lib/format.js';
import { engineProfile, useNow, useProduct, useResolveChoice } from '../../lib/menu.js';
import { orderedToday } from '../../lib/ordered-today.js';
import { href } from '../../lib/routes.js';
import { addedNotices } from '../../stores/added-notice.js';
import type { ComboChoice, ComboPicks, Pick, Picks } from '../../stores/cart.js';
import { useCart, useCartLoaded, useCartStore } from '../../stores/use-cart.js';
import type { PageProps } from '../../lib/page-props.js';
import './product.css';

export default function ProductPage({ route, params }: PageProps) {
  const editing = route.kind === 'cart-item';
  const loaded = useCartLoaded();
  const line = useCart((s) => (editing ? s.products.find((p) => p.id === params.cartItemId) : undefined));
  const productId = editing ? line?.productId : params.productId;
  const product = useProduct(productId);
  const menuHref = href.base(route);

  if (editing && !loaded) return <div className="container product-page" aria-busy="true" />;
  if (editing && !line) {
    return (
      <div className="container product-page product-missing">
        <h1>This item is no longer in your cart</h1>
        <p><Link to={href.checkout(route)}>Go to cart</Link> or <Link to={menuHref}>back to the menu</Link>.</p>
      </div>
    );
  }
  if (!product || !product.visible) {
    return (
      <div className="container product-page product-missing">
        <h1>We couldn't find this item</h1>
        <p>It may have left the menu. <Link to={menuHref}>Back to the menu</Link></p>
      </div>
    );
  }
  return <ProductForm key={`${product.id}:${line?.id ?? 'new'}`} product={product} route={route} editId={line?.id} initial={line} />;
}

interface FormProps {
  readonly product: ResolvedProduct;
  readonly route: PageProps['route'];
  readonly editId: string | undefined;
  readonly initial: { customerPicks: Picks; comboPicks?: ComboPicks | undefined; note: string; quantity: number } | undefined;
}

/** A combo's choices as the page holds them: per slot, one entry per choice (null until chosen). */
type ChoiceState = Record<string, (ComboChoice | null)[]>;

function initialChoices(combo: ResolvedCombo | undefined, saved: ComboPicks | undefined): ChoiceState {
  const out: ChoiceState = {};
  for (const slot of combo?.slots ?? []) {
    const list = saved && Object.hasOwn(saved, slot.id) ? saved[slot.id] ?? [] : [];
    out[slot.id] = Array.from({ length: slot.count }, (_, i) => list[i] ?? null);
  }
  return out;
}

/** The cart's comboPicks: each slot's chosen products, in order. */
function toComboPicks(choices: ChoiceState): ComboPicks {
  const out: ComboPicks = {};
  for (const [slotId, list] of Object.entries(choices)) out[slotId] = list.filter((c): c is ComboChoice => c !== null);
  return out;
}

/** What a modifier of `product` costs with these picks (priceIf resolved by the engine). */
/** What a modifier costs with these picks, or with `pick` in its place (priceIf, level and half resolved by the engine). */
function modifierPriceIn(product: ResolvedProduct, picks: Picks, m: ResolvedModifier, pick?: Pick): number {
  const current = picks[m.id];
  const probe = pricePicks(product, { ...picks, [m.id]: pick ?? (current && typeof current === 'object' ? current : true) });
  return probe.picks.find((p) => p.modifierId === m.id && !p.removed)?.unitCents ?? m.priceCents;
}

/** A pick written as it starts (true, whole, regular). */
const asItStarts = (pick: Pick): boolean =>
  pick === true || (typeof pick === 'object' && pick.quantity === undefined && (pick.side ?? 'whole') === 'whole' && (pick.level ?? 'regular') === 'regular');

/**
 * The picks after one change. An option that starts picked is removed with false, and picked back
 * as it starts it is left unnamed (the engine counts it), so equal lines have equal picks.
 */
function withPick(product: ResolvedProduct, prev: Picks, modifierId: string, pick: Pick | undefined, exclusiveIn?: readonly string[]): Picks {
  const startsPicked = product.modgroups.some((g) => g.modifiers.some((m) => m.id === modifierId && m.default));
  const next: Picks = { ...prev };
  if (exclusiveIn) for (const id of exclusiveIn) delete next[id];
  if (pick === undefined || pick === false) {
    if (startsPicked) next[modifierId] = false;
    else delete next[modifierId];
  } else if (startsPicked && asItStarts(pick)) delete next[modifierId];
  else next[modifierId] = pick;
  return next;
}

function ProductForm({ product, route, editId, initial }: FormProps) {
  const shop = useShop();
  const now = useNow();
  const navigate = useNavigate();
  const location = useLocation();
  const cart = useCartStore();
  const cartLines = useCart((s) => s.products);
  const cartType = useCart((s) => s.cartType);
  const [picks, setPicks] = useState<Picks>(() => initial?.customerPicks ?? {});
  const [note, setNote] = useState(initial?.note ?? '');
  const [quantity, setQuantity] = useState(initial?.quantity ?? 1);
  const [tried, setTried] = useState(false);
  // Groups (and combo slots) the customer has picked in: their messages show at once; the others
  // stay neutral ('Required' in the legend) until the first attempt to add.
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = (id: string | undefined) => { if (id !== undefined && !touched.has(id)) setTouched(new Set(touched).add(id)); };
  const ordering = shop.settings.enableOrdering !== false;
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    // The first thing to fix: scrolled to, and focused so the keyboard and screen readers are there too.
    const first = document.querySelector<HTMLElement>('.modgroup-invalid, .note-field-invalid');
    first?.scrollIntoView({ block: 'center' });
    first?.querySelector<HTMLElement>('input:not([disabled]), select, textarea')?.focus({ preventScroll: true });
  }, [attempt]);

  const validation = useMemo(() => validateItem(product, { customerPicks: picks }), [product, picks]);
  // A combo: the products chosen in each slot, checked and priced by the engine with the products as resolved now.
  const combo = product.combo;
  const resolveChoice = useResolveChoice();
  const [choices, setChoices] = useState<ChoiceState>(() => initialChoices(combo, initial?.comboPicks));
  const comboPicks = useMemo(() => (combo ? toComboPicks(choices) : undefined), [combo, choices]);
  const comboCheck = useMemo(() => (combo ? validateCombo(product, comboPicks ? { comboPicks } : {}, resolveChoice) : undefined), [combo, product, comboPicks, resolveChoice]);
  const price = useMemo(
    () => priceLine(product, picks, quantity, combo ? { comboPicks, resolve: resolveChoice } : undefined),
    [product, picks, quantity, combo, comboPicks, resolveChoice],
  );
  // What the dish contains with these picks (and a combo's choices), as the engine reads the line.
  const contains = useMemo(
    () => lineAllergens(product, picks, combo ? { comboPicks, resolve: resolveChoice } : undefined),
    [product, picks, combo, comboPicks, resolveChoice],
  );
  const slotOptions = useMemo(
    () =>
      Object.fromEntries(
        (combo?.slots ?? []).map((slot) => [
          slot.id,
          slot.options.flatMap((o): SlotOption[] => {
            const p = resolveChoice(o.productId);
            // A product hidden right now (a weekday category, a hide rule) is not offered.
            return p && p.visible ? [{ product: p, upchargeCents: o.upchargeCents }] : [];
          }),
        ]),
      ) as Record<string, SlotOption[]>,
    [combo, resolveChoice],
  );
  const choiceMessages = (slotId: string, index: number): ChoiceMessages => {
    const out: { choice: string[]; groups: Record<string, string[]> } = { choice: [], groups: {} };
    const list = choices[slotId] ?? [];
    const k = list.slice(0, index).filter((c) => c !== null).length;
    const prefix = `/comboPicks/${slotId.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    for (const issue of comboCheck?.issues ?? []) {
      if (issue.params.slotId !== slotId) continue;
      // Too few: said under the first choice still to make.
      if (issue.code === 'COMBO_SLOT_COUNT') {
        if (list.indexOf(null) === index) out.choice.push(issue.message);
        continue;
      }
      if (list[index] === null || !issue.path.startsWith(`${prefix}/${k}/`)) continue;
      const groupId = issue.params.modgroupId;
      if (typeof groupId === 'string') (out.groups[groupId] ??= []).push(String(issue.params.detail));
      else out.choice.push(issue.message);
    }
    return out;
  };
  const invalidChoices = (combo?.slots ?? []).reduce(
    (n, slot) => n + (choices[slot.id] ?? []).filter((_, i) => {
      const m = choiceMessages(slot.id, i);
      return m.choice.length > 0 || Object.keys(m.groups).length > 0;
    }).length,
    0,
  );
  const choose = (slotId: string, index: number, productId: string) => {
    touch(`slot:${slotId}`);
    setChoices((prev) => {
      const list = [...(prev[slotId] ?? [])];
      if (list[index]?.productId === productId) return prev;
      list[index] = { productId, customerPicks: {} };
      return { ...prev, [slotId]: list };
    });
  };
  const pickOnChoice = (slotId: string, index: number, modifierId: string, pick: Pick | undefined, exclusiveIn?: readonly string[]) => {
    touch(`slot:${slotId}`);
    setChoices((prev) => {
      const list = [...(prev[slotId] ?? [])];
      const current = list[index];
      const chosen = current ? resolveChoice(current.productId) : undefined;
      if (!current || !chosen) return prev;
      list[index] = { productId: current.productId, customerPicks: withPick(chosen, current.customerPicks ?? {}, modifierId, pick, exclusiveIn) };
      return { ...prev, [slotId]: list };
    });
  };

  // The picks as shown: options that start picked count until removed (the engine reads the line the same way).
  const shown = useMemo(() => effectivePicks(product, picks) as Picks, [product, picks]);
  // Groups shown now: a showIf group, or a group an option opens, appears once its modifier is picked.
  const reading = useMemo(() => readLinePicks(product, picks), [product, picks]);
  const groups = product.modgroups.filter((g, i) => g.modifiers.length > 0 && reading.shown[i]);

  const messagesOf = (groupId: string): string[] => {
    const group = product.modgroups.find((g) => g.id === groupId);
    const ids = new Set(group?.modifiers.map((m) => m.id) ?? []);
    return validation.issues
      .filter((i: Issue) => i.params.modgroupId === groupId || ids.has(i.path.replace('/customerPicks/', '')))
      .map((i) => i.message);
  };
  const invalidGroups = new Set(
    validation.issues.map((i) => (i.params.modgroupId as string | undefined) ?? product.modgroups.find((g) => g.modifiers.some((m) => `/customerPicks/${m.id}` === i.path))?.id ?? i.path),
  ).size;

  // Quantity limits over the whole cart with this line in it, and today's earlier orders.
  const limitIssues = useMemo(() => {
    const profile = engineProfile(shop);
    const others = cartLines
      .filter((l) => l.id !== editId)
      .map((l) => ({ productId: l.productId, name: resolveProduct(profile, l.productId, now)?.name ?? '', quantity: l.quantity }));
    return checkQuantityLimits(profile, [...others, { productId: product.id, name: product.name, quantity: price.quantity }], {
      orderedTodayByProductId: orderedToday(shop.shopId, now, shop.identity.timeZone),
    }, cartType);
  }, [shop, cartLines, editId, product, price.quantity, now, cartType]);

  const priceOf = (m: ResolvedModifier, pick?: Pick): number => modifierPriceIn(product, picks, m, pick);
  const change = (modifierId: string, pick: Pick | undefined, exclusiveIn?: readonly string[]) => {
    touch(product.modgroups.find((g) => g.modifiers.some((m) => m.id === modifierId))?.id);
    setPicks((prev) => withPick(product, prev, modifierId, pick, exclusiveIn));
  };

  const valid = validation.ok && (comboCheck?.ok ?? true);
  const noteTooLong = countNote(note).over;
  const canAdd = ordering && product.orderable && valid && limitIssues.length === 0 && !noteTooLong;
  const offered = offeredCartTypes(shop.settings);
  const switchTo = product.visible && !product.orderDisabled ? (product.onlyFor ?? []).filter((t) => offered.includes(t)) : [];
  const submit = () => {
    setTried(true);
    if (!canAdd) {
      setAttempt((n) => n + 1);
      return;
    }
    const item = { customerPicks: picks, ...(comboPicks ? { comboPicks } : {}), note: note.trim(), quantity: price.quantity };
    if (editId) cart.getState().saveItem(editId, item);
    else cart.getState().addItem({ productId: product.id, ...item });
    // Back where the customer came from, told by a toast (the cart bar there takes the focus); a
    // page opened directly confirms on the success screen.
    if (location.key !== 'default') {
      if (!editId) addedNotices.getState().announce(product.name, item.quantity, location.pathname);
      navigate(-1);
    }
    else navigate(href.success(route, editId ? 'saved' : 'added', product.id), { replace: true });
  };

  const label = editId ? 'Save' : 'Add to Cart';
  const submitBar = useRef<HTMLDivElement>(null);
  useSubmitBarRoom(submitBar);
  return (
    <div className="product-page">
      <div className="product-topbar">
        <div className="container product-topbar-inner">
          <Link to={href.base(route)} className="back-link" onClick={(e) => { if (location.key !== 'default') { e.preventDefault(); navigate(-1); } }}>
            <span aria-hidden="true">←</span> Menu
          </Link>
          <span className="product-topbar-name" aria-hidden="true">{product.name}</span>
          <span className="product-topbar-price" aria-hidden="true">{formatCents(price.totalCents)}</span>
        </div>
      </div>
      <div className="container product-layout">
        <div className="product-media">
          {product.photoUrl !== 'no-pic' ? (
            <img src={product.photoUrl} alt={product.name} width="600" height="600" className="product-photo" />
          ) : (
            <div className="product-photo product-nopic" aria-hidden="true">{product.name.slice(0, 1)}</div>
          )}
        </div>
        <form
          className="product-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <h1>Customize your {product.name}</h1>
          {product.description ? <p className="muted">{product.description}</p> : null}
          <p className="product-base-price">
            {product.marketPrice ? 'Market price' : formatCents(product.priceCents)}
            {product.originalPriceCents !== undefined && product.originalPriceCents > product.priceCents ? (
              <s className="muted"><span className="visually-hidden">was </span>{formatCents(product.originalPriceCents)}</s>
            ) : null}
          </p>
          <ProductBadges product={product} className="product-badges" />
          <ContainsLine contains={contains} />
          {product.label ? (
            <p className="notice notice-danger">
              {product.label}
              {/* An item for another order type the shop takes ('Dine-in only'): offer to switch to it. */}
              {switchTo.map((t) => (
                <button key={t} type="button" className="linklike switch-type" onClick={() => cart.getState().chooseCartType(t)}>Order for {CART_TYPE_LABELS[t]} instead</button>
              ))}
            </p>
          ) : null}
          {!ordering ? <p className="notice">{message('ORDERING_DISABLED')}</p> : null}
          {combo?.slots.map((slot) => (
            <ComboSlotField
              key={slot.id}
              slot={slot}
              choices={choices[slot.id] ?? []}
              options={slotOptions[slot.id] ?? []}
              messagesOf={(i) => choiceMessages(slot.id, i)}
              priceOf={modifierPriceIn}
              onChoose={(i, productId) => choose(slot.id, i, productId)}
              onPick={(i, modifierId, pick, exclusiveIn) => pickOnChoice(slot.id, i, modifierId, pick, exclusiveIn)}
              reveal={tried || touched.has(`slot:${slot.id}`)}
            />
          ))}
          {groups.map((g) => (
            <ModgroupField key={g.id} group={g} picks={shown} priceOf={priceOf} messages={messagesOf(g.id)} onChange={change} reveal={tried || touched.has(g.id)} />
          ))}
          <NoteField value={note} onChange={setNote} />
          <QuantityControl value={price.quantity} onChange={setQuantity} exceeded={limitIssues.length > 0} />
          {limitIssues.length > 0 ? (
            <div className="error-text" role="alert">
              {limitIssues.map((i) => <p key={i.message}>{i.message}</p>)}
            </div>
          ) : null}
          <div className="product-submit" ref={submitBar}>
            {!valid ? (
              <p className={`fix-note${tried ? ' error-text' : ''}`} role="status">Fix ({invalidGroups + invalidChoices}) required options above, then add to cart.</p>
            ) : null}
            <button type="submit" className="btn btn-primary btn-block add-button" aria-disabled={!canAdd}>
              {label} · {formatCents(price.totalCents)}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
