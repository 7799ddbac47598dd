import type { IconName } from '../games/common/icons/Icon';

/** The picture of a syllabus theme on a topic card; any other theme gets books. */
const THEME_ICONS: Readonly<Record<string, IconName>> = {
  family: 'people-hugging',
  school: 'school',
  body: 'flexed-biceps',
  colours: 'artist-palette',
  numbers: 'input-numbers',
  animals: 'elephant',
  food: 'cooked-rice',
  fruits: 'red-apple',
  home: 'house',
  clothes: 't-shirt',
  nature: 'deciduous-tree',
  weather: 'sun-behind-cloud',
  transport: 'bus',
  places: 'world-map',
  jobs: 'woman-teacher',
  feelings: 'smiling-face-with-smiling-eyes',
  festivals: 'diya-lamp',
  time: 'alarm-clock',
  actions: 'person-running',
  phrases: 'speech-balloon',
};

export function themeIcon(theme: string): IconName {
  return THEME_ICONS[theme] ?? 'books';
}
