/** E-mail sign-up: a form until the server says it worked, then 'Thanks for Subscribing!'. */
import { useState } from 'react';
import { call, shopPath } from '../../lib/api.js';
import { useApiRequest } from '../../lib/use-api-request.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function EmailSignup({ shopId, orderId, name }: { readonly shopId: string; readonly orderId: string; readonly name: string | null }) {
  const [email, setEmail] = useState('');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const signup = useApiRequest((signal, address: string) => call((c) => c.POST('/api/shops/{shopId}/subscriptions', { params: shopPath(shopId), body: { email: address, name, orderId }, signal })));
  if (done) return <p className="notice notice-ok signup-done">Thanks for Subscribing!</p>;
  return (
    <form
      className="signup"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        if (!EMAIL.test(email.trim())) return setError('Enter an e-mail address like name@example.com.');
        const res = await signup.run(email.trim());
        if (!res) return;
        // Sign-up failures are not the customer's problem: the legacy product only logged them.
        if (res.ok) setDone(true);
        else setError(res.error.message);
      }}
    >
      <label htmlFor="signup-email">Get our news and offers by e-mail</label>
      <div className="signup-row">
        <input id="signup-email" type="email" className="input" autoComplete="email" value={email} aria-invalid={error ? true : undefined} aria-describedby={error ? 'signup-error' : undefined} onChange={(e) => setEmail(e.target.value)} />
        <button type="submit" className="btn btn-primary">Sign up</button>
      </div>
      {error ? <p id="signup-error" className="error-text">{error}</p> : null}
    </form>
  );
}
