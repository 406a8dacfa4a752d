import type { ReactElement } from 'react';
import { Card, Statistic, theme } from 'antd';
import { useNavigate } from 'react-router-dom';

export interface OverviewTileProps {
  title: string;
  value: number | undefined;
  /** Where a click leads (the list filtered to what the tile counts); none: not a link. */
  to?: string;
  alert?: boolean;
  testId: string;
}

/** One number of the overview; a tile that leads somewhere is a link (keyboard and click). */
export function OverviewTile({ title, value, to, alert = false, testId }: OverviewTileProps): ReactElement {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  return (
    <Card
      size="small"
      hoverable={!!to}
      role={to ? 'link' : undefined}
      tabIndex={to ? 0 : undefined}
      onClick={to ? () => void navigate(to) : undefined}
      onKeyDown={to ? (e) => e.key === 'Enter' && void navigate(to) : undefined}
      data-testid={testId}
      data-to={to}
    >
      <Statistic title={title} value={value ?? '-'} styles={alert && value ? { content: { color: token.colorError } } : undefined} />
    </Card>
  );
}
