import { GamePage } from '../games/common';
import { TileGame } from '../games/tile/TileGame';

export function TilePage() {
  return <GamePage gameId="tile" Game={TileGame} />;
}
