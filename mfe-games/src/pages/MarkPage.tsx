import { GamePage } from '../games/common';
import { MarkGame } from '../games/mark/MarkGame';

export function MarkPage() {
  return <GamePage gameId="mark" Game={MarkGame} />;
}
