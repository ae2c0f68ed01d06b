/** CheckoutPage: not built yet. */
import type { PageProps } from './page-props.js';

export default function CheckoutPage({ route }: PageProps) {
  return (
    <main id="main" className="container">
      <h1>CheckoutPage</h1>
      <p>{route.path}</p>
    </main>
  );
}
