import type { Topic } from '@app/shared/src/content/topicSchema';
import { isBrokenLetter, joinLetters, letters, normaliseText, sameLetters } from '@app/shared/src/text/letters';

/**
 * Content rules every topic obeys (bundled or a teacher's): sentences contain their word,
 * misspellings differ from the word, no word twice, Tamil words split into whole letters.
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
    if (item.sentence && !normaliseText(item.sentence).toLocaleLowerCase().includes(folded)) problems.push(`${where}: the example sentence must contain the word.`);
    for (const m of item.misspellings) {
      if (sameLetters(m, word, { ignoreCase: true })) problems.push(`${where}: the misspelling "${m}" is the word itself.`);
    }
    const ls = letters(word);
    if (joinLetters(ls) !== word) problems.push(`${where}: the word does not join back from its letters.`);
    if (ls.some(isBrokenLetter)) problems.push(`${where}: a letter starts with a vowel sign or pulli.`);
  });
  return problems;
}
