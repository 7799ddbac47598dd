import { HubPage } from '../hub/HubPage';

/** `/` and `/home`: the game hub. */
export function HomePage() {
  return <HubPage />;
}
