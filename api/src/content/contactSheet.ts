import { LANGUAGES, type Language, type Topic } from '@app/shared/node';
import { describePicture, type PictureNames } from './pictureLibrary';

/**
 * The contact sheet: every picture the library uses beside the words it stands for in the three
 * languages, so a teacher reviews pictures at a glance (a sick face for "stomach" shows at once).
 * A language's own topics give its words; where it has none, the translations other topics give
 * are shown, marked as such. Two different words on one picture are shown too: that is often
 * the mistake a reviewer is looking for.
 */
export interface SheetWord {
  word: string;
  /** topic key it comes from */
  topic: string;
  year: number;
  /** true when the word is another topic's translation, not an item of this language */
  translation?: boolean;
}
export interface SheetPicture {
  id: string;
  /** what the icon set or our drawing calls the picture, per language (CLDR names for emoji) */
  names: PictureNames;
  words: Record<Language, SheetWord[]>;
}
export interface ContactSheet {
  pictures: SheetPicture[];
  /** items in picture themes that have no picture yet, per language */
  withoutPicture: Record<Language, number>;
}

export function buildContactSheet(topics: Topic[], names: (id: string) => PictureNames = (id) => describePicture(id)?.names ?? {}): ContactSheet {
  const byId = new Map<string, SheetPicture>();
  const withoutPicture = Object.fromEntries(LANGUAGES.map((l) => [l, 0])) as Record<Language, number>;
  const entry = (id: string) => {
    let p = byId.get(id);
    if (!p) {
      p = {
        id,
        names: names(id),
        words: Object.fromEntries(LANGUAGES.map((l) => [l, []])) as unknown as Record<Language, SheetWord[]>,
      };
      byId.set(id, p);
    }
    return p;
  };
  const push = (list: SheetWord[], w: SheetWord) => {
    if (!list.some((x) => x.word === w.word && !!x.translation === !!w.translation)) list.push(w);
  };
  for (const topic of topics) {
    for (const item of topic.items) {
      if (!item.image) {
        if (!item.tags.includes('abstract')) withoutPicture[topic.language]++;
        continue;
      }
      push(entry(item.image).words[topic.language], { word: item.word, topic: topic.key, year: topic.year });
    }
  }
  // Translations only where the language has no word of its own for the picture.
  for (const topic of topics) {
    for (const item of topic.items) {
      if (!item.image) continue;
      const p = entry(item.image);
      for (const l of LANGUAGES) {
        const t = item.translations[l];
        if (l === topic.language || !t || p.words[l].some((w) => !w.translation)) continue;
        push(p.words[l], { word: t, topic: topic.key, year: topic.year, translation: true });
      }
    }
  }
  const pictures = [...byId.values()].sort((a, b) => firstWord(a).localeCompare(firstWord(b), 'en'));
  return { pictures, withoutPicture };
}

function firstWord(p: SheetPicture): string {
  return (p.words.en[0]?.word ?? p.id).toLocaleLowerCase();
}
