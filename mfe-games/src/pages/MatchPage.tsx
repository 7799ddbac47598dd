import { GamePage } from '../games/common';
import { MatchGame } from '../games/match/MatchGame';

export function MatchPage() {
  return <GamePage gameId="match" Game={MatchGame} />;
}
