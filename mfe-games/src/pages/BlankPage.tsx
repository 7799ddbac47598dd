import { GamePage } from '../games/common';
import { BlankGame } from '../games/blank/BlankGame';

export function BlankPage() {
  return <GamePage gameId="blank" Game={BlankGame} />;
}
