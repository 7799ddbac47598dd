import { GamePage } from '../games/common';
import { GroupGame } from '../games/group/GroupGame';

export function GroupPage() {
  return <GamePage gameId="group" Game={GroupGame} />;
}
