import { GamePage } from '../games/common/GamePage';
import { GuessGame } from '../games/guess/GuessGame';

export function GuessPage() {
  return <GamePage gameId="guess" Game={GuessGame} />;
}
