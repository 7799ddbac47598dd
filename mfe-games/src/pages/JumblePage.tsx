import { GamePage } from '../games/common/GamePage';
import { JumbleGame } from '../games/jumble/JumbleGame';

export function JumblePage() {
  return <GamePage gameId="jumble" Game={JumbleGame} />;
}
