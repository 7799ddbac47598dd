import { linkWebManifest } from './webManifestLink';

describe('linkWebManifest', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('links the manifest a little after the page has loaded, and only once', () => {
    jest.useFakeTimers();
    linkWebManifest();
    linkWebManifest();
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
    jest.runAllTimers();
    jest.useRealTimers();
    const links = document.head.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/manifest.webmanifest');
  });

  it('waits for the load event while the page is still loading', () => {
    const listeners: (() => void)[] = [];
    const win = { addEventListener: (_: string, fn: () => void) => listeners.push(fn) } as unknown as Window;
    const loading = {
      readyState: 'loading',
      querySelector: () => null,
      createElement: document.createElement.bind(document),
      head: document.head,
    } as unknown as Document;
    linkWebManifest(loading, win, { delayMs: 0 });
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
    listeners.forEach((fn) => fn());
    expect(document.head.querySelector('link[rel="manifest"]')).not.toBeNull();
  });
});
