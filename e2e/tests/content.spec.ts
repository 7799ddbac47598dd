import { expect, test } from '../support/fixtures';

// Content (issue 7): the bundled library through the api, the /syllabus page (years → themes →
// topics, each opening the hub on its topic) and the /data page's figures, in Tamil.

interface Summary { key: string; language: string; year: number; itemCount: number }

test.describe('the content library', () => {
  test('offers at least 12 topics of 15+ items in each language, with pictures served', async ({ request }) => {
    const res = await request.get('/wp-json/custom/v1/topics');
    expect(res.ok()).toBeTruthy();
    const topics = (await res.json()) as Summary[];
    for (const language of ['ta', 'en', 'bm']) {
      expect(topics.filter((t) => t.language === language && t.itemCount >= 15).length, language).toBeGreaterThanOrEqual(12);
    }
    const topic = (await (await request.get('/wp-json/custom/v1/topics/pre-generated-ta-fruits-y2')).json()) as { items: Array<{ word: string; image?: string }> };
    const durian = topic.items.find((i) => i.word === 'துரியான்');
    expect(durian?.image).toBe('my-durian');
    const picture = await request.get(`/media/pictures/${durian!.image}.svg`);
    expect(picture.ok()).toBeTruthy();
    expect(picture.headers()['cache-control']).toContain('immutable');
  });

  test('the syllabus in Tamil leads from a year and theme to a topic in the game hub', async ({ app, page }) => {
    await app.unlockGate();
    await app.setLanguage('ta');
    await app.goto('/syllabus');
    await expect(page.getByRole('heading', { level: 1, name: 'பாடத்திட்டம்' })).toBeVisible();
    const year2 = page.getByTestId('syllabus-year-2');
    await expect(year2.getByRole('heading', { level: 2, name: 'ஆண்டு 2' })).toBeVisible();
    await expect(year2.getByRole('heading', { level: 3, name: 'விலங்குகள்' })).toBeVisible();
    await page.getByRole('button', { name: 'ஆண்டு 2' }).click();
    await expect(page.getByTestId('syllabus-year-1')).toHaveCount(0);
    const animals = year2.locator('[data-testid="syllabus-topic"][data-key="pre-generated-ta-animals-y2"]');
    await expect(animals).toContainText('17 சொற்கள்');
    // keyboard: focus the card and press Enter
    await animals.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home\?topic=pre-generated-ta-animals-y2/);
    await app.waitForRemote();
  });

  test('the data page shows the library by language and year, and media coverage', async ({ app, page }) => {
    await app.unlockGate();
    await app.setLanguage('en');
    await app.goto('/data');
    await expect(page.getByRole('heading', { level: 1, name: 'Library figures' })).toBeVisible();
    const topics = Number((await page.getByTestId('data-topics').innerText()).replace(/\D+/g, ''));
    expect(topics).toBeGreaterThanOrEqual(36);
    await expect(page.getByTestId('data-row-ta')).toContainText('Tamil');
    await expect(page.getByRole('table', { name: 'Topics and words by language and year' }).getByRole('columnheader', { name: 'Year 6' })).toBeVisible();
    await expect(page.getByTestId('data-pictures')).toContainText(/\d+ of \d+/);
    await expect(page.getByRole('progressbar', { name: /Spoken words/ })).toBeVisible();
  });
});
