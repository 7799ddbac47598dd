import { GamePage } from '../games/common';
import { PairGame } from '../games/pair/PairGame';

export function PairPage() {
  return <GamePage gameId="pair" Game={PairGame} />;
}
