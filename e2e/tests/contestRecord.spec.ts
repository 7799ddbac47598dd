import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { adminHeaders } from '../support/adminToken';
import { REPO } from '../support/paths';

/**
 * Issue 24: "A test changes the window through the documented path (docs/contests.md) and checks
 * /contests, /contest/815 and the contest home agree." The window lives in the contest record
 * only; every page reads it, and the contest's state, from the api by the server's clock.
 */
const KEY = 'Solvallar2025';
const FILE = JSON.parse(readFileSync(join(REPO, 'api/src/db/seed/contests/solvallar2025.json'), 'utf8')) as Record<string, unknown>;

async function loadContest(request: APIRequestContext, window: unknown) {
  const res = await request.put(`/wp-json/custom/v1/contests/${KEY}`, { headers: adminHeaders(), data: { ...FILE, window } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

test.describe.configure({ mode: 'serial' });

test('a window moved by loading the contest file shows the same on /contests, /contest/815 and the contest home', async ({ app, page, request }) => {
  // a month ahead, in Malaysian wall clock
  const date = new Date(Date.now() + 30 * 24 * 3600 * 1000 + 8 * 3600 * 1000).toISOString().slice(0, 10);
  await request.post(`/wp-json/custom/v1/contests/${KEY}/override`, { headers: adminHeaders(), data: { state: null } });
  await loadContest(request, { date, startTime: '09:00', endTime: '17:00' });
  try {
    await app.unlockGate();
    await app.setLanguage('en');

    await app.goto('/contests');
    const item = page.getByTestId('contest-item-815');
    await expect(page.getByTestId('contest-when-815')).toContainText(date);
    await expect(page.getByTestId('contest-when-815')).toContainText('09:00');
    await expect(item.getByTestId('contest-state')).toHaveAttribute('data-state', 'before');

    await app.goto('/contest/815');
    await expect(page.getByTestId('field-contestDate')).toHaveText(date);
    await expect(page.getByTestId('field-contestStartTime')).toContainText('09:00');
    await expect(page.getByTestId('field-contestEndTime')).toContainText('17:00');
    await expect(page.getByTestId('contest-state')).toHaveAttribute('data-state', 'before');

    await app.goto('/solvallar-contest');
    await expect(page.getByTestId('contest-window')).toContainText(`${date} 09:00`);
    await expect(page.getByTestId('contest-window')).toContainText('17:00');
    await expect(page.getByTestId('contest-state')).toHaveAttribute('data-state', 'before');

    // and the store product says the same in its own fields (docs/requirements.md §3)
    const product = (await (await request.get('/wp-json/wc/v3/products/815')).json()) as { meta_data: { key: string; value: string }[] };
    const field = (key: string) => product.meta_data.find((m) => m.key === key)?.value;
    expect([field('contestDate'), field('contestStartTime'), field('contestEndTime')]).toEqual([date, '09:00', '17:00']);
  } finally {
    await loadContest(request, FILE.window);
  }
});
