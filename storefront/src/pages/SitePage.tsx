/** SitePage: not built yet. */
import type { PageProps } from './page-props.js';

export default function SitePage({ route }: PageProps) {
  return (
    <div className="container">
      <h1>SitePage</h1>
      <p>{route.path}</p>
    </div>
  );
}
