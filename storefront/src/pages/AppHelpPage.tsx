/** AppHelpPage: not built yet. */
import type { PageProps } from './page-props.js';

export default function AppHelpPage({ route }: PageProps) {
  return (
    <div className="container">
      <h1>AppHelpPage</h1>
      <p>{route.path}</p>
    </div>
  );
}
