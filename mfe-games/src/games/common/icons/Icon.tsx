import alarmClock from './alarm-clock.svg';
import artistPalette from './artist-palette.svg';
import backspace from './backspace.svg';
import books from './books.svg';
import bus from './bus.svg';
import cardIndexDividers from './card-index-dividers.svg';
import checkBoxWithCheck from './check-box-with-check.svg';
import checkMark from './check-mark.svg?inline';
import checkMarkButton from './check-mark-button.svg';
import cookedRice from './cooked-rice.svg';
import counterclockwiseArrowsButton from './counterclockwise-arrows-button.svg?inline';
import crayon from './crayon.svg';
import crossMark from './cross-mark.svg?inline';
import deciduousTree from './deciduous-tree.svg';
import diyaLamp from './diya-lamp.svg';
import downwardsButton from './downwards-button.svg';
import elephant from './elephant.svg';
import faceWithMonocle from './face-with-monocle.svg';
import flexedBiceps from './flexed-biceps.svg';
import framedPicture from './framed-picture.svg';
import greenSquare from './green-square.svg';
import hollowRedCircle from './hollow-red-circle.svg';
import house from './house.svg';
import information from './information.svg';
import inputLatinLetters from './input-latin-letters.svg';
import inputNumbers from './input-numbers.svg';
import joker from './joker.svg';
import keyboard from './keyboard.svg';
import ladder from './ladder.svg';
import lightBulb from './light-bulb.svg?inline';
import link from './link.svg';
import magnifyingGlassTiltedLeft from './magnifying-glass-tilted-left.svg';
import markAbsent from './mark-absent.svg';
import markElsewhere from './mark-elsewhere.svg';
import markRight from './mark-right.svg';
import markSameConsonant from './mark-same-consonant.svg';
import markSameVowel from './mark-same-vowel.svg';
import memo from './memo.svg';
import multiply from './multiply.svg';
import musicalNotes from './musical-notes.svg';
import partyPopper from './party-popper.svg?inline';
import pencil from './pencil.svg';
import peopleHugging from './people-hugging.svg';
import personRunning from './person-running.svg';
import playButton from './play-button.svg';
import puzzlePiece from './puzzle-piece.svg';
import redApple from './red-apple.svg';
import redHeart from './red-heart.svg';
import redQuestionMark from './red-question-mark.svg';
import repeatButton from './repeat-button.svg';
import rightArrow from './right-arrow.svg?inline';
import rightArrowCurvingLeft from './right-arrow-curving-left.svg';
import school from './school.svg';
import shuffleTracksButton from './shuffle-tracks-button.svg';
import smilingFaceWithSmilingEyes from './smiling-face-with-smiling-eyes.svg';
import speakerHighVolume from './speaker-high-volume.svg';
import speechBalloon from './speech-balloon.svg';
import star from './star.svg?inline';
import stopwatch from './stopwatch.svg';
import sunBehindCloud from './sun-behind-cloud.svg';
import tShirt from './t-shirt.svg';
import upArrow from './up-arrow.svg?inline';
import upwardsButton from './upwards-button.svg';
import videoGame from './video-game.svg?inline';
import wavyDash from './wavy-dash.svg?inline';
import womanTeacher from './woman-teacher.svg';
import worldMap from './world-map.svg';

/**
 * `?inline`: the result screen's icons (stars, praise, buttons, review marks) are inside the code,
 * ~9 KB: a child who finishes a game offline sees them although nothing showed them before.
 *
 * The games' and hub's icons as files, the same picture on every phone, emoji font or not: Fluent
 * Emoji (MIT; copyIcons.mjs) and a few drawn here (backspace, the letter tiles' white marks).
 */
const ICON_URLS = {
  'alarm-clock': alarmClock,
  'artist-palette': artistPalette,
  backspace: backspace,
  books: books,
  bus: bus,
  'card-index-dividers': cardIndexDividers,
  'check-box-with-check': checkBoxWithCheck,
  'check-mark': checkMark,
  'check-mark-button': checkMarkButton,
  'cooked-rice': cookedRice,
  'counterclockwise-arrows-button': counterclockwiseArrowsButton,
  crayon: crayon,
  'cross-mark': crossMark,
  'deciduous-tree': deciduousTree,
  'diya-lamp': diyaLamp,
  'downwards-button': downwardsButton,
  elephant: elephant,
  'face-with-monocle': faceWithMonocle,
  'flexed-biceps': flexedBiceps,
  'framed-picture': framedPicture,
  'green-square': greenSquare,
  'hollow-red-circle': hollowRedCircle,
  house: house,
  information: information,
  'input-latin-letters': inputLatinLetters,
  'input-numbers': inputNumbers,
  joker: joker,
  keyboard: keyboard,
  ladder: ladder,
  'light-bulb': lightBulb,
  link: link,
  'magnifying-glass-tilted-left': magnifyingGlassTiltedLeft,
  'mark-absent': markAbsent,
  'mark-elsewhere': markElsewhere,
  'mark-right': markRight,
  'mark-same-consonant': markSameConsonant,
  'mark-same-vowel': markSameVowel,
  memo: memo,
  multiply: multiply,
  'musical-notes': musicalNotes,
  'party-popper': partyPopper,
  pencil: pencil,
  'people-hugging': peopleHugging,
  'person-running': personRunning,
  'play-button': playButton,
  'puzzle-piece': puzzlePiece,
  'red-apple': redApple,
  'red-heart': redHeart,
  'red-question-mark': redQuestionMark,
  'repeat-button': repeatButton,
  'right-arrow': rightArrow,
  'right-arrow-curving-left': rightArrowCurvingLeft,
  school: school,
  'shuffle-tracks-button': shuffleTracksButton,
  'smiling-face-with-smiling-eyes': smilingFaceWithSmilingEyes,
  'speaker-high-volume': speakerHighVolume,
  'speech-balloon': speechBalloon,
  star: star,
  stopwatch: stopwatch,
  'sun-behind-cloud': sunBehindCloud,
  't-shirt': tShirt,
  'up-arrow': upArrow,
  'upwards-button': upwardsButton,
  'video-game': videoGame,
  'wavy-dash': wavyDash,
  'woman-teacher': womanTeacher,
  'world-map': worldMap,
} as const;

export type IconName = keyof typeof ICON_URLS;

/** A decorative icon: the text beside it is the label. */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return <img src={ICON_URLS[name]} alt="" aria-hidden="true" width={size} height={size} className={className} draggable={false} />;
}
