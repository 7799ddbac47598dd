import type { Page } from '@playwright/test';
import { ROUTES } from '../support/routeTable';
import { expect, test } from '../support/fixtures';
import { adminHeaders } from '../support/adminToken';
import type { DemoUser } from '../support/demoUsers';

/**
 * Issue 15 "An e2e test walks from /home to every route of the spec by clicking only, for each
 * demo account that may see it." Each walk starts at /home (the only address typed), goes back
 * home through the header's brand link, and follows the way docs/navigation.md describes.
 */
test.describe.configure({ mode: 'serial' });

type Step = (page: Page) => Promise<void>;
const click =
  (testId: string): Step =>
  async (page) =>
    page.getByTestId(testId).first().click();
const menu =
  (testId: string): Step =>
  async (page) =>
    page.getByTestId('side-menu').getByTestId(testId).click();
const profile =
  (testId: string): Step =>
  async (page) => {
    await page.getByTestId('profile-menu-button').click();
    await page.getByTestId(testId).click();
  };

const TEACHERS: DemoUser[] = ['teacher_free', 'teacher_plus', 'teacher_pro', 'teacher_school'];
const PRO: DemoUser[] = ['teacher_pro', 'teacher_school'];
const EVERYONE: DemoUser[] = ['student', ...TEACHERS];

/** How each route is reached from the game hub, and who may reach it (docs/navigation.md). */
const WAYS: { route: string; who: DemoUser[]; steps: Step[] }[] = [
  { route: '/home', who: EVERYONE, steps: [click('brand')] },
  { route: '/account', who: EVERYONE, steps: [profile('profile-account')] },
  { route: '/subscription', who: EVERYONE, steps: [profile('profile-plan')] },
  { route: '/settings', who: EVERYONE, steps: [profile('profile-settings')] },
  { route: '/font-settings', who: EVERYONE, steps: [profile('profile-settings'), click('settings-font-link')] },
  { route: '/about', who: EVERYONE, steps: [profile('profile-settings'), click('settings-about-link')] },
  { route: '/policies', who: EVERYONE, steps: [profile('profile-settings'), click('settings-policies-link')] },
  { route: '/contests', who: EVERYONE, steps: [menu('menu-contests')] },
  { route: '/contest/:id', who: EVERYONE, steps: [menu('menu-contests'), click('contest-details-815')] },
  { route: '/solvallar-contest', who: EVERYONE, steps: [menu('menu-contests'), click('contest-enter-815')] },
  { route: '/solvallar-winners', who: EVERYONE, steps: [menu('menu-contests'), click('contest-enter-815'), click('contest-winners-link')] },
  { route: '/solvallar-certificate', who: EVERYONE, steps: [menu('menu-contests'), click('contest-enter-815'), click('contest-certificate-link')] },
  { route: '/mwhwinners', who: EVERYONE, steps: [menu('menu-contests'), click('results-mwhwinners')] },
  { route: '/mwhecert', who: EVERYONE, steps: [menu('menu-contests'), click('results-mwhecert')] },
  { route: '/tamilict', who: EVERYONE, steps: [menu('menu-contests'), click('results-tamilict')] },
  { route: '/certificate', who: EVERYONE, steps: [menu('menu-contests'), click('results-certificate')] },
  { route: '/leaderboard', who: EVERYONE, steps: [menu('menu-leaderboard')] },
  { route: '/schoolboard', who: EVERYONE, steps: [menu('menu-schoolboard')] },
  { route: '/scoreboard', who: EVERYONE, steps: [menu('menu-leaderboard'), click('leaderboard-my-scores')] },
  { route: '/gameboard', who: ['student'], steps: [click('shortcut-joinPin')] },
  { route: '/gameboard', who: TEACHERS, steps: [menu('menu-gameboard')] },
  {
    route: '/performance',
    who: ['student', 'teacher_free', 'teacher_plus'],
    steps: [menu('menu-leaderboard'), click('leaderboard-my-scores'), click('scoreboard-performance-link')],
  },
  { route: '/performance', who: PRO, steps: [menu('menu-performance')] },
  { route: '/dashboard', who: TEACHERS, steps: [menu('menu-dashboard')] },
  { route: '/create', who: TEACHERS, steps: [menu('menu-createTopic')] },
  { route: '/topic-form', who: TEACHERS, steps: [menu('menu-createTopic'), click('new-topic-by-hand')] },
  {
    route: '/question',
    who: TEACHERS,
    steps: [
      menu('menu-createTopic'),
      click('ai-generate'),
      async (page) => page.getByTestId('ai-result').getByRole('link', { name: 'Edit' }).click(),
      async (page) => page.getByRole('link', { name: 'All fields' }).first().click(),
    ],
  },
  { route: '/license-management', who: ['teacher_free', 'teacher_plus'], steps: [profile('profile-plan'), click('school-licence-link')] },
  { route: '/license-management', who: PRO, steps: [menu('menu-license')] },
  { route: '/data', who: PRO, steps: [menu('menu-data')] },
  { route: '/syllabus', who: PRO, steps: [menu('menu-syllabus')] },
];

/** Routes whose page is a game: reached by picking a topic on the hub, then the game. */
const GAME_ROUTES = ROUTES.filter(
  (r) => r.remote === 'mfe-games' && !['/', '/home', '/create', '/syllabus', '/question', '/data', '/topic-form'].includes(r.path),
).map((r) => r.path);

async function expectOn(page: Page, route: string) {
  await expect.poll(() => new URL(page.url()).pathname, { message: `should reach ${route}` }).toMatch(new RegExp(`^${route.replace(/:[a-z]+/g, '[^/]+')}$`));
  await expect(page.locator('[data-remote-status="ready"]').first()).toBeVisible();
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByTestId('not-found')).toHaveCount(0);
}

test.describe('every route of the spec is reached by clicking from /home (issue 15)', () => {
  test('the walks cover every route of the route table', () => {
    const walked = new Set([...WAYS.map((w) => w.route), ...GAME_ROUTES, '/solvallarcontest/:round/:level']);
    // '' is the same page as 'home'
    const missing = ROUTES.map((r) => r.path).filter((p) => p !== '/' && !walked.has(p));
    expect(missing).toEqual([]);
  });

  for (const user of EVERYONE) {
    test(`${user}: every page reachable by clicking`, async ({ app, page }) => {
      test.setTimeout(240_000);
      await app.unlockGate();
      await app.setLanguage('en');
      await app.signInAs(user);
      await app.goto('/home');
      for (const way of WAYS.filter((w) => w.who.includes(user))) {
        await click('brand')(page);
        await expectOn(page, '/home');
        for (const step of way.steps) await step(page);
        await expectOn(page, way.route);
      }
    });

    test(`${user}: every game reachable from the hub by choosing a topic`, async ({ app, page }) => {
      test.setTimeout(300_000);
      await app.unlockGate();
      await app.setLanguage('en');
      await app.signInAs(user);
      await app.goto('/home');
      const wanted = new Set(GAME_ROUTES.map((p) => p.slice(1)));
      for (const language of ['ta', 'en', 'bm']) {
        if (wanted.size === 0) break;
        await click('brand')(page);
        await page.getByTestId(`hub-language-${language}`).click();
        const topics = page.getByTestId('hub-topic');
        await expect(topics.first()).toBeVisible();
        const count = await topics.count();
        for (let i = 0; i < count && wanted.size > 0; i++) {
          // the hub shows one step at a time: back from the last topic's games to the topic cards
          if (await page.getByTestId('hub-other-topic').isVisible()) await page.getByTestId('hub-other-topic').click();
          await topics.nth(i).click();
          await expect(page.getByTestId('hub-games')).toBeVisible();
          const offered = await page
            .getByTestId('hub-games')
            .locator('[data-testid^="hub-game-"]')
            .evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
          for (const href of offered) {
            const game = href.split('?')[0]!.slice(1);
            if (!wanted.has(game)) continue;
            await page.locator(`[data-testid="hub-games"] a[href="${href}"]`).click();
            await expectOn(page, `/${game}`);
            wanted.delete(game);
            await click('brand')(page);
            await page.getByTestId(`hub-language-${language}`).click();
            await topics.nth(i).click();
            await expect(page.getByTestId('hub-games')).toBeVisible();
          }
        }
      }
      expect([...wanted]).toEqual([]);
    });
  }

  test('a contest level is reached from the contest home while the contest runs', async ({ app, page, request }) => {
    test.setTimeout(180_000);
    // forcing a contest state is an organiser's (admin) call; a student's token is refused
    const force = async (state: 'during' | null) => {
      const res = await request.post('/wp-json/custom/v1/contests/Solvallar2025/override', { headers: adminHeaders(), data: { state } });
      expect(res.status()).toBe(200);
    };
    await force('during');
    try {
      for (const user of EVERYONE) {
        await page.context().clearCookies();
        await app.unlockGate();
        await app.setLanguage('en');
        await app.signInAs(user);
        await app.goto('/home');
        await menu('menu-contests')(page);
        await click('contest-enter-815')(page);
        await page.getByTestId('level-1').getByRole('link').click();
        await expectOn(page, '/solvallarcontest/:round/:level');
        await expect(page.getByTestId('page-solvallarLevel')).toBeVisible();
      }
    } finally {
      await force(null);
    }
  });

  test('a visitor reaches sign-in and the contests from the hub', async ({ app, page }) => {
    await app.unlockGate();
    await app.setLanguage('en');
    await app.goto('/home');
    await click('shortcut-signIn')(page);
    await expectOn(page, '/account');
    await click('brand')(page);
    await menu('menu-contests')(page);
    await expectOn(page, '/contests');
  });
});
