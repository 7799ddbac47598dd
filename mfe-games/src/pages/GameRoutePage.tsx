import type { ComponentType } from 'react';
import { GamePage } from '../games/common/GamePage';
import type { GameId } from '../games/common/gameRegistry';

/** A game's page: the common frame around the game's component (src/routes.ts makes one per game). */
export function gameRoutePage(gameId: GameId, Game: ComponentType): ComponentType {
  function GameRoutePage() {
    return <GamePage gameId={gameId} Game={Game} />;
  }
  GameRoutePage.displayName = `GameRoutePage(${gameId})`;
  return GameRoutePage;
}
