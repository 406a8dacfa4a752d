import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';

/** Test-only: shows where the router is (path and query), to check where a link or a button led. */
export function LocationProbe(): ReactElement {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}
