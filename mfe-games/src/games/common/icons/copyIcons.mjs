// Copies the few icons the game frame and hub use from @iconify-json/fluent-emoji-flat (MIT,
// Microsoft Fluent Emoji) into this folder as SVG files, so every phone shows the same picture
// whatever emoji font it has (or none). Run from the repo root: node mfe-games/src/games/common/icons/copyIcons.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
// the api already depends on the icon set (pictures); borrow it rather than add it to this remote
const require = createRequire(join(here, '../../../../../api/package.json'));
const set = require('@iconify-json/fluent-emoji-flat/icons.json');

export const ICONS = [
  // frame
  'stopwatch',
  'star',
  'light-bulb',
  'video-game',
  'counterclockwise-arrows-button',
  'up-arrow',
  'party-popper',
  // verdicts and controls inside the games (never an emoji character, which a phone may draw as a box)
  'check-mark-button',
  'check-mark',
  'cross-mark',
  'information',
  'multiply',
  'wavy-dash',
  'right-arrow',
  'red-heart',
  'keyboard',
  'right-arrow-curving-left',
  'upwards-button',
  'downwards-button',
  'play-button',
  'hollow-red-circle',
  // hub: one per game
  'magnifying-glass-tilted-left',
  'pencil',
  'shuffle-tracks-button',
  'red-question-mark',
  'input-latin-letters',
  'memo',
  'face-with-monocle',
  'check-box-with-check',
  'link',
  'framed-picture',
  'speaker-high-volume',
  // the HUD's sound switch (game sounds): not the speaker, which reads text aloud beside it
  'musical-notes',
  'joker',
  'ladder',
  'puzzle-piece',
  'card-index-dividers',
  'crayon',
  'repeat-button',
  'green-square',
  'speech-balloon',
  // hub: one per syllabus theme, and one for any other
  'people-hugging',
  'school',
  'flexed-biceps',
  'artist-palette',
  'input-numbers',
  'elephant',
  'cooked-rice',
  'red-apple',
  'house',
  't-shirt',
  'deciduous-tree',
  'sun-behind-cloud',
  'bus',
  'world-map',
  'woman-teacher',
  'smiling-face-with-smiling-eyes',
  'diya-lamp',
  'alarm-clock',
  'person-running',
  'books',
];

for (const name of ICONS) {
  const icon = set.icons[name];
  if (!icon) throw new Error(`no icon ${name}`);
  const w = icon.width ?? set.width ?? 32;
  const h = icon.height ?? set.height ?? 32;
  writeFileSync(join(here, `${name}.svg`), `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${icon.body}</svg>\n`);
}
console.log(`copied ${ICONS.length} icons`);
// Not from the set (drawn here, kept by hand): backspace.svg (no emoji exists for the key) and the
// letter tiles' white marks, mark-right/-elsewhere/-same-consonant/-absent.svg.
