import { focusIsFree, focusNewPageHeading } from './routeFocus';

function setUp(html: string) {
  document.body.innerHTML = `<nav><a href="/x" id="link">link</a></nav><main id="content">${html}</main>`;
  return document.getElementById('content') as HTMLElement;
}

describe('focusIsFree: focus is moved to the new page only when nothing else holds it', () => {
  it.each([
    ['nothing focused (body)', () => document.body, null, true],
    ['the link that navigated, still mounted', () => document.getElementById('link'), 'link', true],
    ['a field the new page focused itself', () => document.createElement('input'), null, false],
  ])('%s → %s', (_name, active, atNavigationId, expected) => {
    setUp('');
    const el = active();
    if (el && !el.isConnected && el.tagName === 'INPUT') document.getElementById('content')?.appendChild(el);
    const atNavigation = atNavigationId ? document.getElementById(atNavigationId) : null;
    expect(focusIsFree(el, atNavigation)).toBe(expected);
  });
});

describe('focusNewPageHeading (WCAG 2.4.3, 4.1.3: after a route change)', () => {
  it('waits for the remote to render the new heading, then focuses and announces it', async () => {
    const content = setUp('<h1>Old page</h1>');
    const old = content.querySelector('h1') as HTMLElement;
    const announce = jest.fn();
    focusNewPageHeading({ content, atNavigation: document.body, previousHeading: old, previousText: 'Old page', announce });
    expect(announce).not.toHaveBeenCalled();
    content.innerHTML = '<article aria-busy="true"><h1>Contests</h1></article>';
    await Promise.resolve();
    expect(announce).not.toHaveBeenCalled();
    content.querySelector('article')?.removeAttribute('aria-busy');
    await Promise.resolve();
    const heading = content.querySelector('h1') as HTMLElement;
    expect(announce).toHaveBeenCalledWith('Contests');
    expect(heading).toHaveFocus();
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('a page that reuses the heading element counts as new once its text changes', async () => {
    const content = setUp('<h1>Leaderboard</h1>');
    const heading = content.querySelector('h1') as HTMLElement;
    const announce = jest.fn();
    focusNewPageHeading({ content, atNavigation: null, previousHeading: heading, previousText: 'Leaderboard', announce });
    heading.textContent = 'School board';
    await Promise.resolve();
    expect(announce).toHaveBeenCalledWith('School board');
  });

  it('does not take focus from a field the new page focused, but still announces the page', async () => {
    const content = setUp('');
    const announce = jest.fn();
    focusNewPageHeading({ content, atNavigation: document.getElementById('link'), previousHeading: null, previousText: '', announce });
    content.innerHTML = '<h1>Sign in</h1><input aria-label="MyKad" />';
    (content.querySelector('input') as HTMLInputElement).focus();
    await Promise.resolve();
    expect(announce).toHaveBeenCalledWith('Sign in');
    expect(content.querySelector('input')).toHaveFocus();
  });

  it('cancelled by the next route change, it does nothing', async () => {
    const content = setUp('');
    const announce = jest.fn();
    const cancel = focusNewPageHeading({ content, atNavigation: null, previousHeading: null, previousText: '', announce });
    cancel();
    content.innerHTML = '<h1>Late</h1>';
    await Promise.resolve();
    expect(announce).not.toHaveBeenCalled();
  });
});
