import { notifier } from '@/api/notifier';

/** A page's toasts. */
export interface Toast {
  success(text: string): void;
  error(text: string): void;
  warning(text: string): void;
  info(text: string): void;
}

/**
 * Toasts through the app's notifier: antd's message API themed by the providers (the HTTP client's toasts go the
 * same way), so pages need no antd <App> context.
 */
export function useToast(): Toast {
  const current = notifier();
  return { ...current, info: (text) => (current.info ?? current.success)(text) };
}
