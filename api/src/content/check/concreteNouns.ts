import type { Topic } from '@app/shared/node';
import { ABSTRACT_TAG, isSaying, PICTURE_THEMES } from './checkTopic';

export interface ConcreteNounFigures {
  /** items of the picture themes that are not abstract: things a child can see */
  items: number;
  withPicture: number;
}

/**
 * Concrete nouns and their pictures (issue 25.4). A concrete noun is an item of a picture theme
 * (PICTURE_THEMES) that is not a saying and not tagged abstract; one tagged no-picture counts, as
 * a concrete noun without its picture. The content check and the data page count the same way.
 */
export function concreteNounFigures(topics: readonly Topic[]): ConcreteNounFigures {
  const nouns = topics.filter((t) => PICTURE_THEMES.has(t.theme)).flatMap((t) => t.items.filter((i) => !isSaying(t, i) && !i.tags.includes(ABSTRACT_TAG)));
  return { items: nouns.length, withPicture: nouns.filter((i) => i.image).length };
}
