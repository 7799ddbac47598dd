import { GamePage } from '../games/common';
import { StackGame } from '../games/stack/StackGame';

export function StackPage() {
  return <GamePage gameId="stack" Game={StackGame} />;
}
