import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { preferencesStore } from './session-store';

/** Dates (pickers, relative times) follow the chosen language; loaded with the shell, not the login page. */
const apply = (): void => {
  dayjs.locale(preferencesStore.get().lang === 'zh_CN' ? 'zh-cn' : 'en');
};
apply();
preferencesStore.subscribe(apply);
