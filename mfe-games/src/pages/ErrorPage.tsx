import { GamePage } from '../games/common';
import { ErrorGame } from '../games/error/ErrorGame';

export function ErrorPage() {
  return <GamePage gameId="error" Game={ErrorGame} />;
}
