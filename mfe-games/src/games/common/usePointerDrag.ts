import { useEffect, useRef, useState, type CSSProperties, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent } from 'react';

/** How far a finger moves before a press becomes a drag (a smaller move is still a tap). */
const DRAG_PX = 8;

export interface DragState<T> {
  item: T;
  dx: number;
  dy: number;
  /** the `data-drop` value of the drop target under the pointer, or null */
  over: string | null;
}

interface Options<T> {
  /** the item was dropped on the element marked `data-drop={target}` (null: dropped elsewhere) */
  onDrop(item: T, target: string | null): void;
  /** a press that did not move: the tap alternative (choose, then choose where) */
  onTap(item: T): void;
}

/**
 * Drag with a mouse, a pen or a finger (pointer events), and a tap when the pointer barely moves,
 * so every drag has a tap alternative (WCAG 2.2 2.5.7). Drop targets carry `data-drop="<id>"`.
 * The dragged element follows the pointer (`style`) and lets it through to what is below.
 */
export function usePointerDrag<T>({ onDrop, onTap }: Options<T>) {
  const [drag, setDrag] = useState<DragState<T> | null>(null);
  const press = useRef<{ item: T; x: number; y: number; moved: boolean } | null>(null);
  const handlers = useRef({ onDrop, onTap });
  handlers.current = { onDrop, onTap };

  useEffect(() => {
    const targetAt = (x: number, y: number) => (document.elementFromPoint(x, y)?.closest('[data-drop]') as HTMLElement | null)?.dataset.drop ?? null;
    const move = (e: PointerEvent) => {
      const p = press.current;
      if (!p) return;
      const dx = e.clientX - p.x;
      const dy = e.clientY - p.y;
      if (!p.moved && Math.hypot(dx, dy) < DRAG_PX) return;
      p.moved = true;
      e.preventDefault();
      setDrag({ item: p.item, dx, dy, over: targetAt(e.clientX, e.clientY) });
    };
    const up = (e: PointerEvent) => {
      const p = press.current;
      if (!p) return;
      press.current = null;
      setDrag(null);
      if (p.moved) handlers.current.onDrop(p.item, targetAt(e.clientX, e.clientY));
      else handlers.current.onTap(p.item);
    };
    const cancel = () => {
      press.current = null;
      setDrag(null);
    };
    window.addEventListener('pointermove', move, { passive: false });
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
    };
  }, []);

  /** Props for a draggable element carrying `item`. */
  const draggable = (item: T, same: (a: T, b: T) => boolean = Object.is) => {
    const dragged = drag !== null && same(drag.item, item);
    const style: CSSProperties | undefined = dragged
      ? { transform: `translate(${drag.dx}px, ${drag.dy}px)`, pointerEvents: 'none', position: 'relative', zIndex: 5 }
      : undefined;
    return {
      onPointerDown: (e: ReactPointerEvent) => {
        if (e.pointerType === 'mouse' && e.button !== 0) return;
        press.current = { item, x: e.clientX, y: e.clientY, moved: false };
      },
      // keyboard and assistive technology "clicks" (no pointer) are taps too
      onClick: (e: ReactMouseEvent) => {
        if (e.detail === 0) handlers.current.onTap(item);
      },
      style,
      'data-dragging': dragged || undefined,
    };
  };

  return { drag, draggable };
}
