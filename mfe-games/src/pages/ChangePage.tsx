import { GamePage } from '../games/common';
import { ChangeGame } from '../games/change/ChangeGame';

export function ChangePage() {
  return <GamePage gameId="change" Game={ChangeGame} />;
}
