/** The sign-in page: e-mail and password; the server's message when it refuses (wrong password, too many tries). */
import { useState, type FormEvent } from 'react';
import { useSession } from './context.js';

export function SignInPage() {
  const signIn = useSession((s) => s.signIn);
  const notice = useSession((s) => (s.kind === 'signed-out' ? s.notice : undefined));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password) {
      setError('Enter your e-mail address and your password.');
      return;
    }
    setBusy(true);
    setError(await signIn(email.trim(), password));
    setBusy(false);
  };
  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={submit} noValidate aria-describedby={error ? 'signin-error' : undefined}>
        <div className="auth-brand" aria-hidden="true">◆</div>
        <h1>Staff sign-in</h1>
        <p className="muted">Orders, menu check and settings for your restaurant.</p>
        {notice && !error ? <p className="notice" role="status">{notice}</p> : null}
        <div className="field">
          <label htmlFor="email">E-mail</label>
          <input id="email" className="input" type="email" autoComplete="username" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={Boolean(error)} />
        </div>
        <div className="field">
          <label htmlFor="password">Password</label>
          <input id="password" className="input" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-invalid={Boolean(error)} />
        </div>
        {error ? <p id="signin-error" className="error-text" role="alert">{error}</p> : null}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>{busy ? 'Signing in…' : 'Sign in'}</button>
      </form>
    </main>
  );
}
