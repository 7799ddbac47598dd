import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import type { Topic } from '@app/shared';
import en from '../../../../public/assets/i18n/en.json';
import { renderGamePage, startLevelByKeyboard } from '../../choice/testing/renderGamePage';

/** Every key path of the remote's translations, plural suffixes dropped as code writes them. */
function keyPaths(node: unknown, path: string[] = []): string[] {
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([k, v]) => keyPaths(v, [...path, k]));
  const last = path[path.length - 1] ?? '';
  const base = [...path.slice(0, -1), last.replace(/_(zero|one|two|few|many|other)$/, '')].join('.');
  return path.length > 1 ? [path.join('.'), base] : [];
}
const KEYS = [...new Set(keyPaths(en))];

/** The translation keys shown on screen, as text or as a label read aloud. */
export function rawKeysOnScreen(): string[] {
  const labels = [...document.querySelectorAll('[aria-label], [alt], [title]')].flatMap((el) =>
    ['aria-label', 'alt', 'title'].map((a) => el.getAttribute(a) ?? ''),
  );
  // text node by text node: textContent runs one element's text into the next
  const nodes: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node.nodeValue ?? '');
  const text = [...nodes, ...labels].join('\n');
  return KEYS.filter((k) => new RegExp(`(^|[^\\p{L}\\p{N}_.])${k.replace(/\./g, '\\.')}($|[^\\p{L}\\p{N}_])`, 'u').test(text));
}

/**
 * Issue 11 (hangman showed `guess.lives`): in Tamil and in English, a game's level chooser, its
 * board and, where it has one, a hint show no raw key.
 */
export function itShowsNoRawKeys(game: string, page: ReactElement, topicFor: (language: 'ta' | 'en') => Topic): void {
  for (const language of ['ta', 'en'] as const) {
    it(`${game} in ${language}: level chooser, board and a hint show text, never keys`, async () => {
      const { user } = renderGamePage(page, `/${game}`, topicFor(language), language);
      await screen.findByTestId('level-1');
      expect(rawKeysOnScreen()).toEqual([]);
      await startLevelByKeyboard(user, 1);
      await screen.findByTestId('game-header');
      expect(rawKeysOnScreen()).toEqual([]);
      const hint = screen.queryByTestId('game-hint');
      if (hint) {
        await user.click(hint);
        expect(rawKeysOnScreen()).toEqual([]);
      }
    });
  }
}
