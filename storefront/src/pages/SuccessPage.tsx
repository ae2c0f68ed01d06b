/** SuccessPage: not built yet. */
import type { PageProps } from './page-props.js';

export default function SuccessPage({ route }: PageProps) {
  return (
    <div className="container">
      <h1>SuccessPage</h1>
      <p>{route.path}</p>
    </div>
  );
}
