/** RewardsPage: not built yet. */
import type { PageProps } from './page-props.js';

export default function RewardsPage({ route }: PageProps) {
  return (
    <div className="container">
      <h1>RewardsPage</h1>
      <p>{route.path}</p>
    </div>
  );
}
