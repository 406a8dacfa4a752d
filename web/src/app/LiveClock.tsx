import { useEffect, useState, type ReactElement } from 'react';
import { useT } from '@/i18n/t';
import { enterpriseNow } from './time-zone';

/** Date, weekday and time on the enterprise's clock, ticking every second. */
export function LiveClock(): ReactElement {
  const { lang } = useT();
  const [now, setNow] = useState(enterpriseNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(enterpriseNow()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span className="gy-clock" data-testid="clock">
      {now.locale(lang === 'en_US' ? 'en' : 'zh-cn').format('YYYY-MM-DD dddd HH:mm:ss')}
    </span>
  );
}
