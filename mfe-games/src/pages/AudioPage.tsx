import { GamePage } from '../games/common';
import { AudioGame } from '../games/audio/AudioGame';

export function AudioPage() {
  return <GamePage gameId="audio" Game={AudioGame} />;
}
