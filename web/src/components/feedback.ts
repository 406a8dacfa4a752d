import { App, message as staticMessage } from 'antd';

type Toast = Pick<typeof staticMessage, 'error' | 'success' | 'warning' | 'info'>;

/** Toasts through antd's <App> context when the shell provides one, else antd's static message. */
export function useToast(): Toast {
  const { message } = App.useApp();
  return typeof message.error === 'function' ? message : staticMessage;
}
