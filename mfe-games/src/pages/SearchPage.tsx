import { GamePage } from '../games/common/GamePage';
import { SearchGame } from '../games/search/SearchGame';

export function SearchPage() {
  return <GamePage gameId="search" Game={SearchGame} />;
}
