import type { ToastOptions } from 'react-toastify';
import { PLANNER_TOAST_AUTO_CLOSE_MS, TOAST_AUTO_CLOSE_MS } from '../../domain/limits.ts';

/**
 * Toasts: 3 s, newest on top, close on click, pause on hover and focus loss, draggable. Not top-right
 * (docs/messages.md): there they covered what the cook was using — the generation and save
 * counters, the cart's add field, the messages close button. Bottom-left is clear of all of them at
 * 1440 px; at phone widths react-toastify spans the bottom edge, below the sheets' inputs.
 */
export const TOAST_CONTAINER_PROPS = {
  position: 'bottom-left',
  autoClose: TOAST_AUTO_CLOSE_MS,
  newestOnTop: true,
  closeOnClick: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  hideProgressBar: false,
} as const;

export const PLANNER_TOAST_OPTIONS: ToastOptions = { autoClose: PLANNER_TOAST_AUTO_CLOSE_MS };

/**
 * react-toastify is its own chunk, loaded when the layout mounts its container or at the first toast,
 * so it stays off the first page's critical path. A toast shown before the container
 * mounts waits in react-toastify's queue.
 */
export function loadToastify() {
  return import('react-toastify');
}

type TToastKind = 'success' | 'error' | 'info';

function show(kind: TToastKind, message: string, options?: ToastOptions): void {
  void loadToastify().then(({ toast }) => {
    toast[kind](message, options);
  });
}

export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  dismiss: (id: string) => {
    void loadToastify().then(({ toast }) => toast.dismiss(id));
  },
};
