/** After signing in with a one-time password: choose your own before anything else. */
import { useState, type FormEvent } from 'react';
import { useSession } from './context.js';

export const MIN_PASSWORD_LENGTH = 10;

export function ChangePasswordPage() {
  const changePassword = useSession((s) => s.changePassword);
  const signOut = useSession((s) => s.signOut);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (next.length < MIN_PASSWORD_LENGTH) return setError(`Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`);
    if (next !== again) return setError('The two new passwords are not the same. Type it again in both fields.');
    if (next === current) return setError('Choose a password other than the one-time password.');
    setError(await changePassword(current, next));
  };
  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={submit} noValidate>
        <h1>Choose your password</h1>
        <p className="muted">You signed in with a one-time password. Choose your own to carry on.</p>
        <div className="field">
          <label htmlFor="current-password">One-time password</label>
          <input id="current-password" className="input" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="new-password">New password</label>
          <input id="new-password" className="input" type="password" autoComplete="new-password" aria-describedby="new-password-hint" value={next} onChange={(e) => setNext(e.target.value)} />
          <p id="new-password-hint" className="hint">At least {MIN_PASSWORD_LENGTH} characters.</p>
        </div>
        <div className="field">
          <label htmlFor="new-password-again">New password again</label>
          <input id="new-password-again" className="input" type="password" autoComplete="new-password" value={again} onChange={(e) => setAgain(e.target.value)} />
        </div>
        {error ? <p className="error-text" role="alert">{error}</p> : null}
        <button type="submit" className="btn btn-primary btn-block">Save password</button>
        <button type="button" className="btn btn-ghost btn-block" onClick={() => void signOut()}>Sign out</button>
      </form>
    </main>
  );
}
