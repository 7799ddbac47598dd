import { expect, test } from '../support/fixtures';
import { topicItems } from '../support/gamePlayers';
import { GAME_PLAYERS_B } from '../support/gamePlayersB';
import { signInAsTamilStudent } from '../support/phoneGamePlay';

// Issue 22: short sounds for right, wrong and done, with a mute switch. They are rendered on the
// phone and played by audio elements, not WebAudio: making an AudioContext was a main-thread task
// of 80–600 ms at 4x CPU (issue 22.6). Here a real browser plays each one, and none while muted.

declare global {
  interface Window {
    playedSounds: { sound: string | undefined; wav: boolean; played: boolean | string | null }[];
    audioContexts: number;
  }
}

test.describe('game sounds on a 360×740 phone', () => {
  signInAsTamilStudent();

  test('a wrong try, each word found and the round done play their sounds; none while muted; no AudioContext', async ({ app, page, request }) => {
    const topic = 'pre-generated-ta-animals-y2';
    await page.addInitScript(() => {
      window.playedSounds = [];
      window.audioContexts = 0;
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        const entry = { sound: this.dataset.sound, wav: this.src.startsWith('data:audio/wav;base64,'), played: null as boolean | string | null };
        window.playedSounds.push(entry);
        const started = play.call(this);
        started.then(
          () => void (entry.played = true),
          (e: unknown) => void (entry.played = String(e)),
        );
        return started;
      };
      const Context = window.AudioContext;
      if (Context)
        window.AudioContext = class extends Context {
          constructor(options?: AudioContextOptions) {
            super(options);
            window.audioContexts += 1;
          }
        };
    });
    const sounds = () => page.evaluate(() => window.playedSounds);
    await app.goto(`/search?topic=${topic}`);
    await page.getByTestId('level-1').tap();
    const cell = (row: number, col: number) => page.locator(`[data-testid="search-cell"][data-row="${row}"][data-col="${col}"]`);
    // not a straight line: always a miss
    const miss = async () => {
      await cell(0, 0).tap();
      await cell(1, 2).tap();
      await expect(page.getByTestId('game-feedback')).toHaveAttribute('data-kind', 'incorrect');
    };
    await miss();
    await expect.poll(sounds).toEqual([{ sound: 'wrong', wav: true, played: true }]);

    await page.getByTestId('game-sound').tap();
    await expect(page.getByTestId('game-sound')).toHaveAttribute('aria-pressed', 'false');
    await miss();
    await page.getByTestId('game-sound').tap();
    expect(await sounds(), 'a sound while muted').toHaveLength(1);

    const words = await page.getByTestId('search-word').count();
    await GAME_PLAYERS_B.search!(page, { items: await topicItems(request, topic) });
    // the last word found brings the result screen: its fanfare, not a right's chime
    const right = { sound: 'right', wav: true, played: true };
    await expect
      .poll(async () => (await sounds()).slice(1))
      .toEqual([...Array.from({ length: words - 1 }, () => right), { sound: 'done', wav: true, played: true }]);
    expect(await page.evaluate(() => window.audioContexts)).toBe(0);
  });
});
