/** CheckoutPage: not built yet. */
import type { PageProps } from './page-props.js';

export default function CheckoutPage({ route }: PageProps) {
  return (
    <div className="container">
      <h1>CheckoutPage</h1>
      <p>{route.path}</p>
    </div>
  );
}
