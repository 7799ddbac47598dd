import { GamePage } from '../games/common';
import { PhraseGame } from '../games/phrase/PhraseGame';

export function PhrasePage() {
  return <GamePage gameId="phrase" Game={PhraseGame} />;
}
