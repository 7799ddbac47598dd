import type { Language, Topic, TopicItem } from '@app/shared';

/** A topic as the form edits it: strings everywhere, so half-typed input is representable. */
export interface ItemDraft {
  word: string;
  meaning: string;
  clue: string;
  sentence: string;
  misspellings: string;
  category: string;
  image: string;
  en: string;
  ta: string;
  bm: string;
}

export interface TopicDraft {
  key?: string;
  title: string;
  language: Language;
  year: number;
  theme: string;
  description: string;
  items: ItemDraft[];
}

export const MIN_ITEMS = 4;
export const MAX_ITEMS = 100;

export const emptyItem = (): ItemDraft => ({
  word: '',
  meaning: '',
  clue: '',
  sentence: '',
  misspellings: '',
  category: '',
  image: '',
  en: '',
  ta: '',
  bm: '',
});

export function newDraft(language: Language): TopicDraft {
  return { title: '', language, year: 1, theme: 'family', description: '', items: Array.from({ length: MIN_ITEMS }, emptyItem) };
}

export function itemToDraft(item: TopicItem): ItemDraft {
  return {
    word: item.word,
    meaning: item.meaning ?? '',
    clue: item.clue ?? '',
    sentence: item.sentence ?? '',
    misspellings: item.misspellings.join(', '),
    category: item.category ?? '',
    image: item.image ?? '',
    en: item.translations.en ?? '',
    ta: item.translations.ta ?? '',
    bm: item.translations.bm ?? '',
  };
}

export function topicToDraft(topic: Topic): TopicDraft {
  return {
    key: topic.key,
    title: topic.title,
    language: topic.language,
    year: topic.year,
    theme: topic.theme,
    description: topic.description ?? '',
    items: topic.items.map(itemToDraft),
  };
}

const clean = (s: string) => s.normalize('NFC').trim();
const optional = (s: string) => (clean(s) ? clean(s) : undefined);

export function draftToItem(d: ItemDraft, keep?: TopicItem): TopicItem {
  return {
    ...keep,
    word: clean(d.word),
    meaning: optional(d.meaning),
    clue: optional(d.clue),
    sentence: optional(d.sentence),
    misspellings: d.misspellings
      .split(/[,،、]/)
      .map(clean)
      .filter(Boolean),
    category: optional(d.category),
    image: optional(d.image),
    translations: { en: optional(d.en), ta: optional(d.ta), bm: optional(d.bm) },
    tags: keep?.tags ?? [],
  };
}

/** The body for POST topics: the server assigns keys to new topics. */
export function draftToTopicBody(draft: TopicDraft, original?: Topic) {
  const items = draft.items.filter((i) => clean(i.word)).map((d, index) => draftToItem(d, original?.items[index]));
  return {
    ...(draft.key ? { key: draft.key } : {}),
    title: clean(draft.title),
    language: draft.language,
    year: draft.year,
    theme: draft.theme,
    description: optional(draft.description),
    items,
  };
}

export type DraftProblem =
  | { kind: 'title' }
  | { kind: 'tooFewItems'; min: number }
  | { kind: 'tooManyItems'; max: number }
  | { kind: 'duplicate'; row: number; word: string }
  | { kind: 'sentenceWithoutWord'; row: number; word: string }
  | { kind: 'misspellingIsWord'; row: number; word: string };

/** What stops a draft from being saved, row numbers counted from 1 as the form shows them. */
export function draftProblems(draft: TopicDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (!clean(draft.title)) problems.push({ kind: 'title' });
  const rows = draft.items.map((item, i) => ({ item, row: i + 1 })).filter(({ item }) => clean(item.word));
  if (rows.length < MIN_ITEMS) problems.push({ kind: 'tooFewItems', min: MIN_ITEMS });
  if (rows.length > MAX_ITEMS) problems.push({ kind: 'tooManyItems', max: MAX_ITEMS });
  const seen = new Set<string>();
  for (const { item, row } of rows) {
    const word = clean(item.word);
    const folded = word.toLocaleLowerCase();
    if (seen.has(folded)) problems.push({ kind: 'duplicate', row, word });
    seen.add(folded);
    if (clean(item.sentence) && !clean(item.sentence).toLocaleLowerCase().includes(folded)) problems.push({ kind: 'sentenceWithoutWord', row, word });
    if (
      item.misspellings
        .split(',')
        .map(clean)
        .some((m) => m.toLocaleLowerCase() === folded)
    )
      problems.push({ kind: 'misspellingIsWord', row, word });
  }
  return problems;
}
