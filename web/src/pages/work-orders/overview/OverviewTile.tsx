import type { ReactElement } from 'react';
import { Card, Statistic, theme } from 'antd';
import { Link } from 'react-router-dom';

export interface OverviewTileProps {
  title: string;
  value: number | undefined;
  /** Where a click leads (the list filtered to what the tile counts, the filter in the address); none: not a link. */
  to?: string;
  alert?: boolean;
  testId: string;
}

/** One number of the overview; a tile that leads somewhere is a real link (keyboard, click, or a new tab). */
export function OverviewTile({ title, value, to, alert = false, testId }: OverviewTileProps): ReactElement {
  const { token } = theme.useToken();
  const card = (
    <Card size="small" hoverable={!!to} data-testid={testId} data-to={to}>
      <Statistic title={title} value={value ?? '-'} styles={alert && value ? { content: { color: token.colorError } } : undefined} />
    </Card>
  );
  return to ? (
    <Link to={to} style={{ display: 'block' }} aria-label={title} data-testid={`${testId}-link`}>
      {card}
    </Link>
  ) : (
    card
  );
}
