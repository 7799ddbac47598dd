import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { useHeaderHeight } from './useHeaderHeight';

function Bar({ root }: { root: HTMLElement }) {
  const header = useRef<HTMLElement>(null);
  useHeaderHeight(header, root);
  return <header ref={header}>bar</header>;
}

/** A ResizeObserver the test reports sizes through, as the browser does after each layout. */
function fakeResizeObserver() {
  const observers: { callback: ResizeObserverCallback; target?: Element }[] = [];
  class Fake {
    entry: { callback: ResizeObserverCallback; target?: Element };
    constructor(callback: ResizeObserverCallback) {
      this.entry = { callback };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.target = target;
    }
    disconnect() {
      observers.splice(observers.indexOf(this.entry), 1);
    }
    unobserve() {}
  }
  const report = (height: number) =>
    act(() => {
      for (const { callback, target } of observers)
        callback([{ target, borderBoxSize: [{ blockSize: height, inlineSize: 360 }] } as unknown as ResizeObserverEntry], {} as ResizeObserver);
    });
  return { Fake, report, observers };
}

describe('useHeaderHeight', () => {
  const original = globalThis.ResizeObserver;
  afterEach(() => {
    globalThis.ResizeObserver = original;
  });

  it('publishes the bar height only from the observer, and only where it is not the stylesheet’s 3.5rem', () => {
    const { Fake, report, observers } = fakeResizeObserver();
    globalThis.ResizeObserver = Fake as unknown as typeof ResizeObserver;
    const root = document.createElement('div');
    root.style.fontSize = '16px';
    document.body.append(root);
    const spy = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const { unmount } = render(<Bar root={root} />);
    // nothing measured in the effect: a forced layout in React's commit (issue 22.6)
    expect(spy).not.toHaveBeenCalled();
    expect(root.style.getPropertyValue('--app-bar-height')).toBe('');

    report(56); // 3.5rem at 16 px: the stylesheet already says it, <html> is not restyled
    expect(root.style.getPropertyValue('--app-bar-height')).toBe('');
    report(90.4); // the bar wrapped at a large font
    expect(root.style.getPropertyValue('--app-bar-height')).toBe('91px');
    report(56); // and back
    expect(root.style.getPropertyValue('--app-bar-height')).toBe('56px');

    unmount();
    expect(observers).toHaveLength(0);
    spy.mockRestore();
    root.remove();
  });
});
