import { type Topic, isBrokenLetter, joinLetters, letters, normaliseText, sameLetters } from '@app/shared/node';
import { findWordInSentence } from './check/wordInSentence';

/**
 * Content rules every topic obeys (bundled or a teacher's): sentences use their word (inflected as
 * the content check allows: வாயை for வாய்), misspellings differ from the word, no word twice,
 * Tamil words split into whole letters. The bundled library also passes the stricter content
 * check in ./check (word lists, Tamil letter rules), which needs files a request should not load.
 * Returns readable problems, empty when the topic is fine.
 */
export function checkTopicContent(topic: Topic): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  topic.items.forEach((item, i) => {
    const where = `${topic.key} item ${i + 1} (${item.word})`;
    const word = normaliseText(item.word).trim();
    const folded = word.toLocaleLowerCase();
    if (seen.has(folded)) problems.push(`${where}: the word appears twice in the topic.`);
    seen.add(folded);
    if (item.sentence && !findWordInSentence(item.sentence, word, topic.language)) problems.push(`${where}: the example sentence must contain the word.`);
    for (const m of item.misspellings) {
      if (sameLetters(m, word, { ignoreCase: true })) problems.push(`${where}: the misspelling "${m}" is the word itself.`);
    }
    const ls = letters(word);
    if (joinLetters(ls) !== word) problems.push(`${where}: the word does not join back from its letters.`);
    if (ls.some(isBrokenLetter)) problems.push(`${where}: a letter starts with a vowel sign or pulli.`);
  });
  return problems;
}
