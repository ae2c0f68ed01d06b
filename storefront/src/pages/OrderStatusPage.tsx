/** OrderStatusPage: not built yet. */
import type { PageProps } from './page-props.js';

export default function OrderStatusPage({ route }: PageProps) {
  return (
    <div className="container">
      <h1>OrderStatusPage</h1>
      <p>{route.path}</p>
    </div>
  );
}
