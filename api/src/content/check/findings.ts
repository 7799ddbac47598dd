import { MIN_DISTRACTORS, type DistractorFigures } from './distractors';

/**
 * What the content check refuses. The rule ids and the line format are an interface: the content
 * engineers grep the output and docs/content/check-baseline.txt by them, so keep them stable.
 */
export const RULES = {
  schema: 'the file does not parse, or breaks the topic schema (a required field is missing or of the wrong type)',
  'missing-field': 'a field the library requires is missing (clue, sentence, misspellings, translations, meaning)',
  'misspelling-is-a-word': 'a "misspelling" is a real word of the language (library words, translations or word list)',
  'impossible-form': 'a form the language cannot spell (Tamil letter rules, stray characters)',
  'doubled-consonant': 'a Malay misspelling that only doubles a consonant (ayamm, gajjah)',
  duplicate: 'a word, misspelling or proverb given twice',
  'sentence-without-word': 'the example sentence does not use its word',
  'blocked-word': "a word on the children's-content block list",
  clue: "the clue gives the word away (a saying's clue too)",
  category: 'categories are given to only part of a topic, or there is only one',
  picture: 'a picture that we do not ship, is missing, or is shared by two items',
  'regional-form': 'an Indonesian or colloquial word in Malay (rumah sakit, sikit), or an American spelling in English',
  theme: 'a theme the syllabus page does not know',
  ladder: 'a word ladder whose steps change more or less than one letter, or pass through a word that is not real',
  coverage: 'the library is short of what six school years need',
  distractor: 'a misspelling no child would write (Tamil: none of the real confusions; English: y for i), or fewer than two where the word allows two',
} as const;
export type RuleId = keyof typeof RULES;

export interface Finding {
  /** topic file relative to api/content/topics (ta/animals-y2.json), or "library" */
  file: string;
  /** topic key, when the file parsed far enough to have one */
  topic?: string;
  /** 1-based item number and its word */
  item?: { index: number; word: string };
  rule: RuleId;
  message: string;
}

/**
 * One finding a line, tab-separated so it greps and cuts well:
 * `file <TAB> topic key <TAB> #item word <TAB> rule <TAB> message`; empty columns are "-".
 */
export function formatFinding(f: Finding): string {
  const item = f.item ? `#${f.item.index} ${f.item.word}` : '-';
  return [f.file, f.topic ?? '-', item, f.rule, f.message].join('\t');
}

/** Findings in a stable order: by file, item number, rule, then message. */
export function sortFindings(findings: Finding[]): Finding[] {
  return [...findings].sort(
    (a, b) => compare(a.file, b.file) || (a.item?.index ?? 0) - (b.item?.index ?? 0) || compare(a.rule, b.rule) || compare(a.message, b.message),
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The closing summary: total, then a count per rule. */
export function summarise(findings: Finding[], topics: number, items: number): string {
  const byRule = new Map<string, number>();
  for (const f of findings) byRule.set(f.rule, (byRule.get(f.rule) ?? 0) + 1);
  const files = new Set(findings.map((f) => f.file)).size;
  const head =
    findings.length === 0
      ? `content check: ok, ${topics} topics, ${items} items, nothing refused`
      : `content check: ${findings.length} findings in ${files} files (${topics} topics, ${items} items checked)`;
  const rules = [...byRule.entries()].sort(([a], [b]) => compare(a, b)).map(([rule, n]) => `  ${rule}: ${n}`);
  return [head, ...rules].join('\n');
}

/** The distractor figures after the summary: misspellings per item per language, and the Tamil confusions they are. */
export function formatDistractorFigures(figures: Record<string, DistractorFigures>): string {
  const lines = Object.entries(figures).map(([language, f]) => {
    const perItem = f.items ? (f.distractors / f.items).toFixed(2) : '0';
    return `  ${language}: ${perItem} per item, ${f.withEnough} of ${f.items} items with ${MIN_DISTRACTORS} or more`;
  });
  const confusions = Object.entries(figures).flatMap(([language, f]) =>
    f.confusions
      ? [
          `  ${language} confusions: ${Object.entries(f.confusions)
            .map(([c, n]) => `${c} ${n}`)
            .join(', ')}`,
        ]
      : [],
  );
  return ['distractors:', ...lines, ...confusions].join('\n');
}

/** The pictures of concrete nouns per language, beside the target share. */
export function formatConcreteNounFigures(figures: Record<string, { items: number; withPicture: number }>, target: number): string {
  const lines = Object.entries(figures).map(([language, f]) => {
    const share = f.items ? Math.round((f.withPicture / f.items) * 1000) / 10 : 0;
    return `  ${language}: ${f.withPicture} of ${f.items} (${share} %)`;
  });
  return [`concrete nouns with a picture (target ${Math.round(target * 100)} %):`, ...lines].join('\n');
}
