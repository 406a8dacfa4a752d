import { useState, type HTMLAttributes, type ReactElement } from 'react';
import { Button, Card, Space, Tag } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ALARM_STATUSES, DEFAULT_PAGE_SIZE } from '@gengyun/contracts';
import { useSocketStatus, type SocketStatus } from '@/api/socket';
import { DataTable } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { MoveDialog, type AlarmMove } from './MoveDialog';
import { alarmActions } from './alarm-actions';
import { alarmBody, useAlarmMoves, useAlarmPage, type AlarmFilters, type AlarmRow } from './alarm.api';
import { AlarmDetailDrawer } from './AlarmDetailDrawer';
import { AlarmFilterBar } from './AlarmFilterBar';
import { alarmColumns } from './columns';
import { useLiveAlarms } from './use-live-alarms';
import './alarm-list.css';

/** The connection state beside the title: live, connecting, or lost (events may be missed until it is back). */
const LIVE_TAGS: Record<
  SocketStatus,
  { color: string; key: 'alarm.live.connected' | 'alarm.live.connecting' | 'alarm.live.reconnecting' }
> = {
  connected: { color: 'success', key: 'alarm.live.connected' },
  connecting: { color: 'default', key: 'alarm.live.connecting' },
  idle: { color: 'default', key: 'alarm.live.connecting' },
  disconnected: { color: 'warning', key: 'alarm.live.reconnecting' },
};

/** The status filter a link may preset (`?status=open`). */
const initialFilters = (params: URLSearchParams): AlarmFilters => {
  const status = params.get('status');
  return status && ['open', ...ALARM_STATUSES].includes(status)
    ? { status: status as AlarmFilters['status'] }
    : {};
};

/**
 * /gengyun/monitor/alarm: alarms newest first with filters; rows arrive and change live from socket events
 * (flashing briefly), acknowledge, clear and close (each confirmed, with a note) by status and permission, and a detail drawer
 * with the history and the escalation messages.
 */
export function AlarmListPage(): ReactElement {
  const { t, tLoose } = useT();
  const can = useCan();
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<AlarmFilters>(() => initialFilters(searchParams));
  const [paging, setPaging] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const body = alarmBody(filters, paging.pageNumber, paging.pageSize);
  const list = useAlarmPage(body);
  const { flashing } = useLiveAlarms(body, filters);
  const status = useSocketStatus();
  const [moving, setMoving] = useState<{ move: AlarmMove; row: AlarmRow } | null>(null);
  const [viewing, setViewing] = useState<AlarmRow | null>(null);
  const moves = useAlarmMoves();

  const search = (next: Partial<AlarmFilters>, keyword?: string): void => {
    setFilters((current) => ({ ...current, ...next, keyword: keyword ?? current.keyword }));
    setPaging((current) => ({ ...current, pageNumber: 1 }));
  };

  const actions = (row: AlarmRow): ReactElement => {
    const allowed = alarmActions(row.status, can);
    return (
      <Space size={0} wrap={false}>
        {allowed.acknowledge && (
          <Button type="link" size="small" onClick={() => setMoving({ move: 'acknowledge', row })} data-testid={`alarm-ack-${row.id}`}>
            {t('alarm.actions.acknowledge')}
          </Button>
        )}
        {allowed.clear && (
          <Button type="link" size="small" onClick={() => setMoving({ move: 'clear', row })} data-testid={`alarm-clear-${row.id}`}>
            {t('alarm.actions.clear')}
          </Button>
        )}
        {allowed.close && (
          <Button type="link" size="small" onClick={() => setMoving({ move: 'close', row })} data-testid={`alarm-close-${row.id}`}>
            {t('alarm.actions.close')}
          </Button>
        )}
        <Button
          type="link"
          size="small"
          onClick={() => setViewing(row)}
          data-testid={`alarm-detail-${row.id}`}
        >
          {t('alarm.actions.detail')}
        </Button>
      </Space>
    );
  };

  return (
    <Card
      title={t('menu.monitor.alarm')}
      data-testid="alarm-page"
      extra={
        <Tag color={LIVE_TAGS[status].color} data-testid="alarm-live-status" data-status={status}>
          {t(LIVE_TAGS[status].key)}
        </Tag>
      }
    >
      <AlarmFilterBar
        filters={filters}
        onChange={search}
        onReset={() => {
          setFilters({});
          setPaging((current) => ({ ...current, pageNumber: 1 }));
        }}
      />
      <div className="gy-alarm-table" data-testid="alarm-table">
        <DataTable<AlarmRow>
          columns={alarmColumns(tLoose, setViewing)}
          rows={list.data?.rows ?? []}
          loading={list.isFetching && !list.data}
          actions={actions}
          paging={{
            pageNumber: paging.pageNumber,
            pageSize: paging.pageSize,
            total: list.data?.total ?? 0,
            onChange: (pageNumber, pageSize) => setPaging({ pageNumber, pageSize }),
          }}
          tableProps={{
            rowClassName: (row) => (flashing(row.id) ? 'gy-alarm-flash' : ''),
            onRow: (row) =>
              ({
                'data-testid': `alarm-row-${row.id}`,
                'data-status': row.status,
                'data-flash': flashing(row.id),
              }) as HTMLAttributes<HTMLElement>,
          }}
        />
      </div>
      {moving && (
        <MoveDialog
          move={moving.move}
          alarm={moving.row}
          busy={moves[moving.move].isPending}
          onClose={() => setMoving(null)}
          onSubmit={(note) => moves[moving.move].mutate({ id: moving.row.id, note }, { onSuccess: () => setMoving(null) })}
        />
      )}
      {viewing && <AlarmDetailDrawer row={viewing} onClose={() => setViewing(null)} />}
    </Card>
  );
}
