import { GamePage } from '../games/common/GamePage';
import { CrossGame } from '../games/cross/CrossGame';

export function CrossPage() {
  return <GamePage gameId="cross" Game={CrossGame} />;
}
