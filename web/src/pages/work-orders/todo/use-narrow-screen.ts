import { useEffect, useState } from 'react';

/** Below this width (px) the to-dos are cards instead of a table (phones). */
export const NARROW_WIDTH = 768;

/** Whether the window is phone-narrow, following resizes and rotations. */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => window.innerWidth < NARROW_WIDTH);
  useEffect(() => {
    const follow = (): void => setNarrow(window.innerWidth < NARROW_WIDTH);
    window.addEventListener('resize', follow);
    return () => window.removeEventListener('resize', follow);
  }, []);
  return narrow;
}
