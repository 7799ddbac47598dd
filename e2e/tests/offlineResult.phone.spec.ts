import { expect, test } from '../support/fixtures';
import { GAME_PLAYERS_A, topicItems } from '../support/gamePlayers';
import { signInAsTamilStudent } from '../support/phoneGamePlay';

// Issue 22 "the offline result screen honest and complete": a child who finishes a game with no
// network sees every icon of the result screen (none of them was needed before the end, so none
// could come from a cache) and a "not sent yet" line that turns into "sent" once the phone is
// back online and the offline queue has delivered the score.

const TOPIC = 'pre-generated-ta-animals-y2';

test.describe('the result screen of a game finished offline, on a 360×740 phone', () => {
  signInAsTamilStudent();

  test('shows every icon, says the score waits, then says it was sent once it was', async ({ app, page, context, request }) => {
    test.setTimeout(120_000);
    const items = await topicItems(request, TOPIC);
    await app.goto(`/choice?topic=${TOPIC}`);
    await page.getByTestId('level-1').tap();
    await expect(page.getByTestId('game-header')).toBeVisible();
    await context.setOffline(true);
    await GAME_PLAYERS_A.choice!(page, { items });

    const result = page.getByTestId('game-result');
    await expect(result).toBeVisible();
    const status = page.getByTestId('result-save-status');
    await expect(status).toHaveAttribute('data-status', 'queued');
    const queuedText = (await status.textContent()) ?? '';
    const icons = result.locator('img');
    expect(await icons.count()).toBeGreaterThan(3);
    // an image that failed to load is complete with no width: the broken-picture box
    const broken = await icons.evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.src.slice(0, 80)),
    );
    expect(broken, 'icons that did not load offline').toEqual([]);

    await context.setOffline(false);
    await expect(status).toHaveAttribute('data-status', 'sent', { timeout: 20_000 });
    await expect(status).not.toHaveText(queuedText);
  });
});
