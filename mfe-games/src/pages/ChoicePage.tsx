import { GamePage } from '../games/common';
import { ChoiceGame } from '../games/choice/ChoiceGame';

export function ChoicePage() {
  return <GamePage gameId="choice" Game={ChoiceGame} />;
}
