import { GamePage } from '../games/common';
import { PictureGame } from '../games/picture/PictureGame';

export function PicturePage() {
  return <GamePage gameId="picture" Game={PictureGame} />;
}
