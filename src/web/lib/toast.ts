import { toast, type ToastOptions } from 'react-toastify';
import { PLANNER_TOAST_AUTO_CLOSE_MS, TOAST_AUTO_CLOSE_MS } from '../../domain/limits.ts';

/** Spec §2: top-right, 3 s, newest on top, close on click, pause on hover and focus loss, draggable. */
export const TOAST_CONTAINER_PROPS = {
  position: 'top-right',
  autoClose: TOAST_AUTO_CLOSE_MS,
  newestOnTop: true,
  closeOnClick: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  hideProgressBar: false,
} as const;

export const PLANNER_TOAST_OPTIONS: ToastOptions = { autoClose: PLANNER_TOAST_AUTO_CLOSE_MS };

/** One id for the login-failure toast, so a later successful login can take it away. */
export const LOGIN_ERROR_TOAST_ID = 'login-error';

export const notify = {
  success: (message: string, options?: ToastOptions) => toast.success(message, options),
  error: (message: string, options?: ToastOptions) => toast.error(message, options),
  info: (message: string, options?: ToastOptions) => toast.info(message, options),
  dismiss: (id: string) => toast.dismiss(id),
};
