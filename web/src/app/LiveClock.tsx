import { useEffect, useState, type ReactElement } from 'react';
import dayjs from 'dayjs';
import { useT } from '@/i18n/t';

/** Date, weekday and time, ticking every second. */
export function LiveClock(): ReactElement {
  const { lang } = useT();
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span className="gy-clock" data-testid="clock">
      {now.locale(lang === 'en_US' ? 'en' : 'zh-cn').format('YYYY-MM-DD dddd HH:mm:ss')}
    </span>
  );
}
