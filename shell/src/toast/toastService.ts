import { BehaviorSubject } from 'rxjs';
import type { ToastRequest } from '@app/shared';

export interface ActiveToast extends Required<Omit<ToastRequest, 'message'>> {
  id: number;
  message: string;
}

/** docs/requirements.md §9: "Toast duration 4 s." */
export const DEFAULT_TOAST_MS = 4000;

export function createToastService(schedule: (fn: () => void, ms: number) => unknown = setTimeout) {
  const toasts$ = new BehaviorSubject<ActiveToast[]>([]);
  let next = 1;
  function dismiss(id: number) {
    toasts$.next(toasts$.value.filter((t) => t.id !== id));
  }
  function show({ message, duration = DEFAULT_TOAST_MS, position = 'bottom', color = 'primary' }: ToastRequest) {
    const toast: ActiveToast = { id: next++, message, duration, position, color };
    toasts$.next([...toasts$.value, toast]);
    schedule(() => dismiss(toast.id), duration);
    return toast.id;
  }
  return { toasts$, show, dismiss };
}
export type ToastService = ReturnType<typeof createToastService>;
