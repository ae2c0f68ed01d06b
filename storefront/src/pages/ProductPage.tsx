/**
 * The product page: 'Customize your {name}'. Add mode (`/products/{id}`) builds a new cart line;
 * edit mode (`/cart/{cartItemId}`) saves over one. The engine validates the picks on every change
 * and prices the line; adding is allowed only when the line is valid.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  checkQuantityLimits,
  effectivePicks,
  pricePicks,
  priceLine,
  readLinePicks,
  resolveProduct,
  validateItem,
  type Issue,
  type ResolvedModifier,
  type ResolvedProduct,
} from '../../../engine/index.js';
import { ModgroupField } from '../components/product/ModgroupField.js';
import { QuantityControl } from '../components/product/QuantityControl.js';
import { useShop } from '../lib/boot.js';
import { formatCents } from '../lib/format.js';
import { engineProfile, useNow, useProduct } from '../lib/menu.js';
import { orderedToday } from '../lib/ordered-today.js';
import type { Pick, Picks } from '../stores/cart.js';
import { useCart, useCartLoaded, useCartStore } from '../stores/use-cart.js';
import type { PageProps } from './page-props.js';
import '../styles/product.css';

export default function ProductPage({ route, params }: PageProps) {
  const editing = route.kind === 'cart-item';
  const loaded = useCartLoaded();
  const line = useCart((s) => (editing ? s.products.find((p) => p.id === params.cartItemId) : undefined));
  const productId = editing ? line?.productId : params.productId;
  const product = useProduct(productId);
  const menuHref = route.basePath || '/';

  if (editing && !loaded) return <div className="container product-page" aria-busy="true" />;
  if (editing && !line) {
    return (
      <div className="container product-page product-missing">
        <h1>This item is no longer in your cart</h1>
        <p><Link to={`${route.basePath}/checkout`}>Go to cart</Link> or <Link to={menuHref}>back to the menu</Link>.</p>
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
  readonly initial: { customerPicks: Picks; note: string; quantity: number } | undefined;
}

function ProductForm({ product, route, editId, initial }: FormProps) {
  const shop = useShop();
  const now = useNow();
  const navigate = useNavigate();
  const location = useLocation();
  const cart = useCartStore();
  const cartLines = useCart((s) => s.products);
  const [picks, setPicks] = useState<Picks>(() => initial?.customerPicks ?? {});
  const [note, setNote] = useState(initial?.note ?? '');
  const [quantity, setQuantity] = useState(initial?.quantity ?? 1);
  const [tried, setTried] = useState(false);
  const ordering = shop.settings.enableOrdering !== false;
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) document.querySelector('.modgroup-invalid')?.scrollIntoView({ block: 'center' });
  }, [attempt]);

  const validation = useMemo(() => validateItem(product, { customerPicks: picks }), [product, picks]);
  const price = useMemo(() => priceLine(product, picks, quantity), [product, picks, quantity]);

  // The picks as shown: options that start picked count until removed (the engine reads the line the same way).
  const shown = useMemo(() => effectivePicks(product, picks) as Picks, [product, picks]);
  // Groups shown now: a showIf group, or a group an option opens, appears once its modifier is picked.
  const reading = useMemo(() => readLinePicks(product, picks), [product, picks]);
  const groups = product.modgroups.filter((g, i) => g.modifiers.length > 0 && reading.shown[i]);
  const startsPicked = useMemo(() => new Set(product.modgroups.flatMap((g) => g.modifiers.filter((m) => m.default).map((m) => m.id))), [product]);

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
    });
  }, [shop, cartLines, editId, product, price.quantity, now]);

  const priceOf = (m: ResolvedModifier, pick?: Pick): number => {
    const current = shown[m.id];
    const probe = pricePicks(product, { ...picks, [m.id]: pick ?? (current && typeof current === 'object' ? current : true) });
    return probe.picks.find((p) => p.modifierId === m.id && !p.removed)?.unitCents ?? m.priceCents;
  };

  // An option that starts picked is removed with false, and picking it back as it starts leaves it unnamed.
  const asItStarts = (pick: Pick): boolean =>
    pick === true || (typeof pick === 'object' && pick.quantity === undefined && (pick.side ?? 'whole') === 'whole' && (pick.level ?? 'regular') === 'regular');
  const change = (modifierId: string, pick: Pick | undefined, exclusiveIn?: readonly string[]) => {
    setPicks((prev) => {
      const next: Picks = { ...prev };
      if (exclusiveIn) for (const id of exclusiveIn) delete next[id];
      if (pick === undefined || pick === false) {
        if (startsPicked.has(modifierId)) next[modifierId] = false;
        else delete next[modifierId];
      } else if (startsPicked.has(modifierId) && asItStarts(pick)) delete next[modifierId];
      else next[modifierId] = pick;
      return next;
    });
  };

  const canAdd = ordering && product.orderable && validation.ok && limitIssues.length === 0;
  const submit = () => {
    setTried(true);
    if (!canAdd) {
      setAttempt((n) => n + 1);
      return;
    }
    const item = { customerPicks: picks, note: note.trim(), quantity: price.quantity };
    if (editId) cart.getState().saveItem(editId, item);
    else cart.getState().addItem({ productId: product.id, ...item });
    // Back where the customer came from; a page opened directly confirms on the success screen.
    if (location.key !== 'default') navigate(-1);
    else navigate(`${route.basePath}/success/${editId ? 'saved' : 'added'}/${encodeURIComponent(product.id)}`, { replace: true });
  };

  const label = editId ? 'Save' : 'Add to Cart';
  return (
    <div className="product-page">
      <div className="product-topbar">
        <div className="container product-topbar-inner">
          <Link to={route.basePath || '/'} className="back-link" onClick={(e) => { if (location.key !== 'default') { e.preventDefault(); navigate(-1); } }}>
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
          {product.label ? <p className="notice notice-danger">{product.label}</p> : null}
          {!ordering ? <p className="notice">online ordering is currently offline, you may still add items to order at a later time.</p> : null}
          {groups.map((g) => (
            <ModgroupField key={g.id} group={g} picks={shown} priceOf={priceOf} messages={messagesOf(g.id)} onChange={change} />
          ))}
          <div className="field">
            <label htmlFor="kitchen-note">note for kitchen</label>
            <textarea id="kitchen-note" className="textarea" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
          </div>
          <QuantityControl value={price.quantity} onChange={setQuantity} exceeded={limitIssues.length > 0} />
          {limitIssues.length > 0 ? (
            <div className="error-text" role="alert">
              {limitIssues.map((i) => <p key={i.message}>{i.message}</p>)}
            </div>
          ) : null}
          <div className="product-submit">
            {!validation.ok ? (
              <p className={`fix-note${tried ? ' error-text' : ''}`} role="status">Fix ({invalidGroups}) required options above, then add to cart.</p>
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
