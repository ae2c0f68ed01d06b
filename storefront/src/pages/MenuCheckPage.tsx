/** MenuCheckPage: not built yet. */
import type { PageProps } from './page-props.js';

export default function MenuCheckPage({ route }: PageProps) {
  return (
    <div className="container">
      <h1>MenuCheckPage</h1>
      <p>{route.path}</p>
    </div>
  );
}
