import { type Language, LANGUAGES, type Topic } from '@app/shared/node';
import { textWords } from './wordInSentence';
import { wordKey } from './wordLists';

export interface TopicFile {
  /** path under api/content/topics, e.g. ta/animals-y2.json */
  file: string;
  topic: Topic;
}

/**
 * Every word the library itself uses, per language, with the first place it is used: headwords,
 * translations into that language from the other languages' topics, and each word of sentences,
 * clues, meanings, titles and categories. A misspelling found here is a word our own content
 * already treats as right (புளி in the fruits topic, marah in a sentence).
 */
export function collectLibraryWords(files: TopicFile[]): Map<Language, Map<string, string>> {
  const out = new Map<Language, Map<string, string>>(LANGUAGES.map((l) => [l, new Map<string, string>()]));
  const note = (language: Language, text: string | undefined, where: string, wholeOnly = false) => {
    if (!text) return;
    const map = out.get(language)!;
    const whole = wordKey(text);
    if (whole && !map.has(whole)) map.set(whole, where);
    if (wholeOnly) return;
    for (const w of textWords(text)) if (!map.has(wordKey(w))) map.set(wordKey(w), where);
  };
  // Headwords and translations first, so a message names the strongest evidence.
  for (const { file, topic } of files) {
    topic.items.forEach((item, i) => note(topic.language, item.word, `${file} #${i + 1} word`));
  }
  for (const { file, topic } of files) {
    topic.items.forEach((item, i) => {
      for (const l of LANGUAGES) if (l !== topic.language) note(l, item.translations[l], `${file} #${i + 1} translations.${l}`);
    });
  }
  for (const { file, topic } of files) {
    note(topic.language, topic.title, `${file} title`);
    topic.items.forEach((item, i) => {
      note(topic.language, item.sentence, `${file} #${i + 1} sentence`);
      note(topic.language, item.clue, `${file} #${i + 1} clue`);
      note(topic.language, item.meaning, `${file} #${i + 1} meaning`);
      note(topic.language, item.category, `${file} #${i + 1} category`);
    });
  }
  return out;
}
