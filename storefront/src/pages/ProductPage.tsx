/** ProductPage: not built yet. */
import type { PageProps } from './page-props.js';

export default function ProductPage({ route }: PageProps) {
  return (
    <div className="container">
      <h1>ProductPage</h1>
      <p>{route.path}</p>
    </div>
  );
}
