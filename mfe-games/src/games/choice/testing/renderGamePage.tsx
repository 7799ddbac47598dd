import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, renderWithPlatform, TEST_USER } from '@app/shared/testing';
import type { Topic } from '@app/shared';
import en from '../../../../public/assets/i18n/en.json';
import ta from '../../../../public/assets/i18n/ta.json';

/** Renders a game page signed in, with the topic served by a stubbed `platform.http`. */
export function renderGamePage(page: ReactElement, path: string, topic: Topic, language: 'en' | 'ta' = 'en') {
  const platform = createFakePlatform({
    namespace: 'games',
    translations: { en, ta },
    language,
    auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 },
  });
  jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => (url.includes('/topics/') ? { data: topic } : { data: [] }));
  const post = jest.spyOn(platform.http, 'post').mockResolvedValue({ data: {} });
  const user = userEvent.setup();
  renderWithPlatform(page, platform, { route: `${path}?topic=${topic.key}`, namespace: 'games' });
  return { platform, post, user };
}

/** Chooses a level with the keyboard only: focus its button, press Enter. */
export async function startLevelByKeyboard(user: ReturnType<typeof userEvent.setup>, level: 1 | 2 | 3) {
  const button = await screen.findByTestId(`level-${level}`);
  button.focus();
  await user.keyboard('{Enter}');
}

/** After an answer, focus moves to "Next" once the frame is painted; Enter then presses it. */
export async function pressNextByKeyboard(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(screen.getByTestId('round-next')).toHaveFocus());
  await user.keyboard('{Enter}');
}

/** A new question focuses its first option once it is painted (focusAfterPaint). */
export async function optionFocused() {
  await waitFor(() => expect((document.activeElement as HTMLElement | null)?.dataset.testid).toMatch(/^round-option-/));
}

/** Moves focus with the arrow key from the focused option to option `index`, then presses Enter. */
export async function chooseOptionByKeyboard(user: ReturnType<typeof userEvent.setup>, index: number) {
  await optionFocused();
  const focused = Number((document.activeElement as HTMLElement | null)?.dataset.testid?.replace('round-option-', '') ?? 0);
  for (let i = focused; i < index; i += 1) await user.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(screen.getByTestId(`round-option-${index}`));
  await user.keyboard('{Enter}');
}
