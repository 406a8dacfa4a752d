import type { ReactElement } from 'react';

/** Placeholder root until the shell exists. */
export function App(): ReactElement {
  return <div id="app" />;
}
