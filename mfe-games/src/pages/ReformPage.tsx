import { GamePage } from '../games/common';
import { ReformGame } from '../games/reform/ReformGame';

export function ReformPage() {
  return <GamePage gameId="reform" Game={ReformGame} />;
}
