import { test, expect } from '../support/fixtures';

// issue 21.8: every page answers with the security headers, and the app runs under its CSP
// without a single violation (the inline start-up scripts pass by their hashes, the remotes,
// fonts, pictures and speech come from the site itself).

const PAGES = ['/home', '/contests', '/leaderboard', '/schoolboard', '/policies', '/about', '/account', '/certificate'];

test.beforeEach(async ({ page, app }) => {
  await app.unlockGate();
  // collected from the first script on: a blocked inline script would never report itself
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
});

for (const path of PAGES) {
  test(`${path} has the security headers and no CSP violation`, async ({ page, app }) => {
    const consoleCsp: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) consoleCsp.push(m.text());
    });
    await app.signInAs('teacher_school');
    await app.setLanguage('en');
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-frame-options']).toBe('DENY');
    // plain http here: HSTS would only be sent behind https
    expect(headers['strict-transport-security']).toBeUndefined();
    await app.waitForRemote();
    await expect(page.locator('[data-remote-status="ready"]').first()).toBeVisible();
    // the page really ran its inline start-up script (not merely loaded)
    expect(await page.evaluate(() => typeof (window as unknown as { __shellEarly?: unknown }).__shellEarly)).toBe('object');
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect([...violations, ...consoleCsp]).toEqual([]);
  });
}

test('a script injected into a page is refused by the CSP (the policy is enforced, not only sent)', async ({ page, app }) => {
  await app.goto('/about');
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { __injected?: boolean; __cspViolations: string[] };
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true;';
    document.body.appendChild(s);
    await new Promise((r) => setTimeout(r, 100));
    return { injected: w.__injected === true, violations: w.__cspViolations.length };
  });
  expect(ran).toEqual({ injected: false, violations: 1 });
});
