import { GamePage } from '../games/common/GamePage';
import { SpellGame } from '../games/spell/SpellGame';

export function SpellPage() {
  return <GamePage gameId="spell" Game={SpellGame} />;
}
