import { message } from 'antd';

/** Where the client's and the pages' toasts go. The providers swap in antd's themed `message.useMessage()` once mounted. */
export interface Notifier {
  success(text: string): void;
  error(text: string): void;
  warning(text: string): void;
  /** Neutral information (pages' toasts); success's look when absent. */
  info?(text: string): void;
}

let current: Notifier = {
  success: (text) => void message.success(text),
  error: (text) => void message.error(text),
  warning: (text) => void message.warning(text),
  info: (text) => void message.info(text),
};

export const notifier = (): Notifier => current;
export const setNotifier = (next: Notifier): void => {
  current = next;
};
