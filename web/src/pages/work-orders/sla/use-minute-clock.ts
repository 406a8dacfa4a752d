import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/** The current time, moved on once a minute (time left is shown to the minute). */
export function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}
