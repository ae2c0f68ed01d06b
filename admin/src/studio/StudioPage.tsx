/**
 * `/admin/studio/{shopId}`: the draft of a shop's profile and menu as JSON, linted as you type
 * (the same findings as `shopctl lint`, in a list and marked at their lines), forms beside it for
 * hours, special dates, promo codes, prices, tags and hidden items, every rule in plain English; then simulate,
 * replay, preview, publish and the history. Loaded as its own chunk, only on this page.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useStore } from 'zustand';
import { formatClock } from '../lib/format.js';
import { useSession } from '../session/context.js';
import { JsonEditor, type JsonEditorHandle } from './JsonEditor.js';
import { menuEditorSchema, profileEditorSchema } from './editor-schemas.js';
import { draftMenu } from './profile-edits.js';
import { SimulatePanel } from './SimulatePanel.js';
import { HiddenForm, HoursForm, ProductsForm, PromosForm, RulesInEnglish, SpecialDatesForm } from './StudioForms.js';
import { HistoryPanel, PreviewPanel, PublishPanel, ReplayPanel } from './StudioPanels.js';
import { createStudioStore, isMenuFinding, parseJson, type Finding, type Which } from './studio-store.js';
import { lintStatusText } from './studio-text.js';
import './studio.css';

/** The did-you-mean of a hint ('did you mean "p3"?'), shown on its own. */
function didYouMean(hint: string): string | null {
  return /did you mean "([^"]+)"/i.exec(hint)?.[1] ?? null;
}

export function StudioPage() {
  const { shopId = '' } = useParams();
  const shops = useSession((s) => (s.kind === 'signed-in' ? s.shops : []));
  const role = useSession((s) => (s.kind === 'signed-in' ? s.user.role : 'staff'));
  const shop = shops.find((s) => s.shopId === shopId);
  const store = useMemo(() => createStudioStore(shopId), [shopId]);
  const s = useStore(store);
  const [tab, setTab] = useState<Which>('profile');
  const [formTab, setFormTab] = useState<'hours' | 'special' | 'promos' | 'products' | 'rules'>('promos');
  const [historyKey, setHistoryKey] = useState(0);
  const editor = useRef<JsonEditorHandle>(null);

  useEffect(() => {
    void store.getState().load();
  }, [store]);
  // The page's shop becomes the console's shop, so the header and the other pages agree with it.
  const sessionShop = useSession((x) => (x.kind === 'signed-in' ? x.shopId : null));
  const switchShop = useSession((x) => x.switchShop);
  useEffect(() => {
    if (shop && sessionShop !== shop.shopId) switchShop(shop.shopId);
  }, [shop, sessionShop, switchShop]);
  useEffect(() => {
    document.title = `Studio · ${shop?.name ?? shopId}`;
  }, [shop, shopId]);

  if (!shop) return <div className="page"><h1>Studio</h1><p>You do not work at shop “{shopId}”. <Link to="/studio">Choose a shop</Link>.</p></div>;
  if (s.phase === 'loading' && !s.live) return <div className="page"><h1>Studio: {shop.name}</h1><p className="muted" aria-busy="true">Loading the live version…</p></div>;
  if (s.phase === 'failed') return <div className="page"><h1>Studio: {shop.name}</h1><p className="error-text" role="alert">{s.loadError}</p><button type="button" className="btn btn-secondary" onClick={() => void store.getState().load()}>Try again</button></div>;

  const profile = parseJson(s.profileText);
  const menuDoc = s.menuText === null ? null : parseJson(s.menuText);
  const menu = draftMenu(profile, menuDoc);
  const menuIn: Which = s.menuText === null ? 'profile' : 'menu';
  const timeZone = (profile?.['identity'] as { timeZone?: string } | undefined)?.timeZone ?? 'America/Los_Angeles';
  const basePath = (profile?.['identity'] as { basePath?: string } | undefined)?.basePath ?? '';
  const errors = s.findings.filter((f) => f.severity === 'error');
  const warnings = s.findings.filter((f) => f.severity !== 'error');
  const shownText = tab === 'profile' ? s.profileText : s.menuText ?? '';
  const tabFindings = s.findings.filter((f) => (tab === 'menu') === isMenuFinding(f));
  const apply = store.getState().applyEdit;
  const ensureDraft = () => store.getState().lintNow();
  const canPublish = role !== 'staff';
  const jsonBroken = tab === 'profile' ? profile === null : menuDoc === null;
  const goTo = (f: Finding) => {
    setTab(isMenuFinding(f) ? 'menu' : 'profile');
    requestAnimationFrame(() => editor.current?.goToLine(f.line, f.column));
  };
  const lintStatus = lintStatusText({ linting: s.linting, lintError: s.lintError, errors: errors.length, warnings: warnings.length, canPublish });

  return (
    <div className="page page-wide studio">
      <div className="page-head studio-head">
        <div>
          <p className="crumbs"><Link to="/studio">Studio</Link> / {shop.name}</p>
          <h1>Studio: {shop.name}</h1>
          <p className="muted">Editing a draft of version {s.live?.version} (live{s.live?.author ? `, by ${s.live.author}` : ''}). Nothing changes for customers until you publish.</p>
        </div>
        <p className={`lint-status ${s.linting ? '' : errors.length ? 'has-errors' : warnings.length ? 'has-warnings' : 'clean'}`} role="status">{lintStatus}</p>
      </div>
      {s.restoredFrom ? (
        <div className="panel studio-restored" role="status">
          <p>Your unpublished changes from {formatClock(s.restoredFrom, timeZone)} are back, as you left them in this tab.</p>
          <button type="button" className="btn btn-secondary" onClick={() => void store.getState().discard()}>Discard changes</button>
        </div>
      ) : null}

      <div className="studio-grid">
        <section className="panel studio-editor" aria-labelledby="editor-title">
          <div className="studio-form-head">
            <h2 id="editor-title">JSON</h2>
            {s.menuText !== null ? (
              <div className="segmented" role="group" aria-label="File">
                <button type="button" className={tab === 'profile' ? 'on' : ''} aria-pressed={tab === 'profile'} onClick={() => setTab('profile')}>Profile</button>
                <button type="button" className={tab === 'menu' ? 'on' : ''} aria-pressed={tab === 'menu'} onClick={() => setTab('menu')}>Menu</button>
              </div>
            ) : null}
          </div>
          <JsonEditor key={tab} ref={editor} id="studio-json" label={tab === 'profile' ? 'Profile JSON' : 'Menu JSON'} value={shownText} findings={tabFindings} schema={tab === 'profile' ? profileEditorSchema : menuEditorSchema} onChange={(t) => store.getState().editText(tab, t)} describedBy="studio-json-keys studio-findings-title" />
          <p id="studio-json-keys" className="hint editor-keys">Completion as you type (or <kbd>Ctrl</kbd>+<kbd>Space</kbd>), descriptions on hover. <kbd>Tab</kbd> indents; to leave the editor press <kbd>Esc</kbd>, then <kbd>Tab</kbd>.</p>
          {jsonBroken ? <p className="hint">The forms wait until this is valid JSON again.</p> : null}
          <h3 id="studio-findings-title" className="findings-title">Findings <span className="count">{s.findings.length}</span></h3>
          {s.findings.length === 0 ? <p className="muted">{s.linting ? 'Checking…' : 'None.'}</p> : (
            <ul className="findings" aria-label="Findings">
              {s.findings.map((f, i) => {
                const guess = didYouMean(f.hint);
                return (
                  <li key={`${f.code}-${f.path}-${i}`} className={`finding finding-${f.severity === 'error' ? 'error' : 'warning'}`}>
                    <div className="finding-head">
                      <span className="finding-severity">{f.severity === 'error' ? 'Error' : 'Warning'}</span>
                      <span className="mono finding-code">{f.code}</span>
                      {f.line > 0 ? <button type="button" className="link-button" onClick={() => goTo(f)}>{isMenuFinding(f) ? 'menu' : 'profile'} line {f.line}</button> : <span className="mono muted">{f.path || '/'}</span>}
                    </div>
                    <p className="finding-message">{f.message}</p>
                    {f.hint ? <p className="finding-hint">{f.hint}</p> : null}
                    {guess ? <p className="finding-guess">Did you mean <strong className="mono">{guess}</strong>?</p> : null}
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <section className="panel studio-forms" aria-labelledby="forms-title">
          <h2 id="forms-title" className="visually-hidden">Forms</h2>
          <div className="form-tabs" role="group" aria-label="Forms">
            {([['promos', 'Promo codes'], ['hours', 'Hours'], ['special', 'Special dates'], ['products', 'Prices & hidden'], ['rules', 'Rules in English']] as const).map(([k, label]) => (
              <button key={k} type="button" className={`form-tab ${formTab === k ? 'on' : ''}`} aria-pressed={formTab === k} onClick={() => setFormTab(k)}>{label}</button>
            ))}
          </div>
          {profile === null ? <p className="warning">The profile is not valid JSON right now; fix it in the editor (see the findings) and the forms come back.</p> : (
            formTab === 'promos' ? <PromosForm profile={profile} menu={menu} menuIn={menuIn} apply={apply} /> :
            formTab === 'hours' ? <HoursForm profile={profile} menu={menu} menuIn={menuIn} apply={apply} /> :
            formTab === 'special' ? <SpecialDatesForm profile={profile} menu={menu} menuIn={menuIn} apply={apply} /> :
            formTab === 'products' ? <><ProductsForm profile={profile} menu={menu} menuIn={menuIn} apply={apply} /><HiddenForm profile={profile} menu={menu} menuIn={menuIn} apply={apply} /></> :
            <RulesInEnglish profile={profile} />
          )}
        </section>
      </div>

      <SimulatePanel shopId={shopId} menu={menu} timeZone={timeZone} ensureDraft={ensureDraft} />
      <div className="studio-grid">
        <ReplayPanel shopId={shopId} timeZone={timeZone} ensureDraft={ensureDraft} />
        <PreviewPanel basePath={basePath} timeZone={timeZone} ensureDraft={ensureDraft} />
      </div>
      <PublishPanel
        shopId={shopId}
        canPublish={canPublish}
        timeZone={timeZone}
        ensureDraft={ensureDraft}
        basedOnVersion={s.live?.version ?? null}
        hasErrors={errors.length > 0}
        onPublished={() => { setHistoryKey((k) => k + 1); void store.getState().load(); }}
        onReload={() => void store.getState().load()}
      />
      <HistoryPanel shopId={shopId} canPublish={canPublish} timeZone={timeZone} refreshKey={historyKey} onRolledBack={() => void store.getState().load()} />
    </div>
  );
}
