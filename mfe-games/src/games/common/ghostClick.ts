/**
 * A finger lifted on the move that ends a game is followed by the browser's own click, a moment
 * later, on whatever is under the finger by then: the result screen's "Next level" button (issue 22:
 * the child never saw her stars). Call this on that pointerup: the next click is dropped, unless
 * the child touches or types first (then it is a real one).
 */
export function swallowGhostClick(target: Window = window): void {
  const stop = (e: Event) => {
    e.preventDefault();
    e.stopPropagation();
    done();
  };
  const done = () => {
    target.removeEventListener('click', stop, true);
    target.removeEventListener('pointerdown', done, true);
    target.removeEventListener('keydown', done, true);
  };
  target.addEventListener('click', stop, true);
  target.addEventListener('pointerdown', done, true);
  target.addEventListener('keydown', done, true);
}
