import { useEffect, useState } from 'react';

const FINE_POINTER = '(hover: hover) and (pointer: fine)';

/**
 * Whether the player seems to have a keyboard: a mouse-like pointer, or a key pressed on this page.
 * Keyboard help ("arrow keys move…") is noise on a touch phone, so it waits for one of these.
 */
export function useHasKeyboard(): boolean {
  const [has, setHas] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(FINE_POINTER).matches);
  useEffect(() => {
    if (has) return undefined;
    const onKey = (e: KeyboardEvent) => {
      // a phone's on-screen keyboard sends keys too, but only while typing into a field
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest('input, textarea')) return;
      setHas(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [has]);
  return has;
}
