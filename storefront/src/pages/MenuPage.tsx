/** MenuPage: not built yet. */
import type { PageProps } from './page-props.js';

export default function MenuPage({ route }: PageProps) {
  return (
    <div className="container">
      <h1>MenuPage</h1>
      <p>{route.path}</p>
    </div>
  );
}
