import type { MouseEvent, ReactElement, ReactNode } from 'react';

/** A click the browser should handle itself: another button, or a key asking for a new tab or window. */
export const opensElsewhere = (event: MouseEvent): boolean =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A tab's label as a real link to its address (middle-click, ctrl-click, "copy link address" work). A plain click
 * is left to the tab bar, which switches in place; any other click stays with the browser and does not switch.
 */
export function TabLink({ href, children }: { href: string; children: ReactNode }): ReactElement {
  return (
    <a
      href={href}
      className="gy-tab-link"
      onClick={(event) => {
        if (opensElsewhere(event)) event.stopPropagation();
        else event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}
