import type { ReactNode } from 'react';
import { toast as sonnerToast } from 'sonner';

type ToastId = string | number;

/**
 * The one way feature code raises a notification (rendered by <Toaster /> from ./sonner).
 * `error` is the spec's "destructive" style.
 */
export const toast = {
  success: (title: ReactNode, description?: ReactNode): ToastId => sonnerToast.success(title, { description }),
  error: (title: ReactNode, description?: ReactNode): ToastId => sonnerToast.error(title, { description }),
  message: (title: ReactNode, description?: ReactNode): ToastId => sonnerToast.message(title, { description }),
  dismiss: (id?: ToastId): ToastId => sonnerToast.dismiss(id),
};
