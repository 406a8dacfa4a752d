import { message } from 'antd';

/** Where the client's toasts go. The app swaps in antd's themed `App.useApp().message` once mounted. */
export interface Notifier {
  success(text: string): void;
  error(text: string): void;
  warning(text: string): void;
}

let current: Notifier = {
  success: (text) => void message.success(text),
  error: (text) => void message.error(text),
  warning: (text) => void message.warning(text),
};

export const notifier = (): Notifier => current;
export const setNotifier = (next: Notifier): void => {
  current = next;
};
