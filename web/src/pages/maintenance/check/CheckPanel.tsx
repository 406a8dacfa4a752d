import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { Alert, Card, Empty, Flex, Tag, Typography } from 'antd';
import { ANSWER_FILE_OWNERS } from '@gengyun/contracts';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { post, unwrap } from '@/api/client';
import { useT } from '@/i18n/t';
import { orderViewLink } from '../../work-orders/order/order-links';
import { keptFile, uploadKept } from '../offline/kept-files';
import { isOffline } from '../offline/outbox';
import { CheckControl } from './CheckControl';
import { checkOutbox, type KeptAnswer } from './check-outbox';
import { checkKeys, useChecklist, useRecordCheck, type CheckResultRow, type CheckValue } from './check.api';

/** `0.2 ~ 0.4 MPa`: the accepted range of a number, either end open. */
const limits = (row: CheckResultRow): string | null =>
  row.lower_limit === null && row.upper_limit === null ? null : `${row.lower_limit ?? '−∞'} ~ ${row.upper_limit ?? '+∞'}${row.unit ? ` ${row.unit}` : ''}`;

/** Photos and signatures kept offline go up under the checklist's owner before their answers. */
const uploadCheckKept = uploadKept(ANSWER_FILE_OWNERS.check);
const fileIds = (v: CheckValue | null | undefined): number[] => (Array.isArray(v) ? (v as number[]) : typeof v === 'number' ? [v] : []);

/**
 * This order's answers kept on the phone while offline, with the photos and signatures still to upload, sent (all
 * orders', once each: files first) when the page opens and whenever the phone is back online; `onSent` after any went.
 */
function useKeptAnswers(orderId: number, onSent: () => void) {
  const [entries, setEntries] = useState(() => new Map<number, KeptAnswer>());
  // Only the latest read (or answer shown at once) is shown: a read begun before an answer was kept must not hide it.
  const shown = useRef(0);
  const reload = useCallback(() => {
    const read = ++shown.current;
    return checkOutbox.pending().then((all) => {
      if (read === shown.current) setEntries(new Map(all.filter((e) => e.work_order_id === orderId).map((e) => [e.id, e])));
    });
  }, [orderId]);
  const latestSent = useRef(onSent);
  latestSent.current = onSent;
  const flush = useCallback(
    () =>
      void checkOutbox.drain((body) => unwrap(post('/checkResult/record', body, { silent: true })), undefined, uploadCheckKept).then(async (sent) => {
        await reload();
        if (sent) latestSent.current();
      }),
    [reload],
  );
  useEffect(() => {
    void reload();
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [flush, reload]);
  /** Shown as given at once; the store (IndexedDB) answers after. */
  const keep = (entry: KeptAnswer): Promise<void> => {
    shown.current++;
    setEntries((now) => new Map(now).set(entry.id, entry));
    return checkOutbox.keep(entry).then(reload);
  };
  const amend = (id: number, fn: (kept: KeptAnswer | undefined) => KeptAnswer): Promise<void> => checkOutbox.amend(id, fn).then(reload);
  return { entries, keep, amend, flush };
}

/**
 * The checklist of an order a maintenance plan generated: one card per item with its standard, its limits and the one
 * control its type asks for; a failed item is marked, with the repair order it opened. One column, phone first. An
 * answer, photo or signature that cannot reach the server (no connection, not a refusal) is kept on the phone and sent
 * once it can.
 */
export function CheckPanel({ orderId, mayEdit }: { orderId: number; mayEdit: boolean }): ReactElement {
  const { t } = useT();
  const client = useQueryClient();
  const list = useChecklist(orderId);
  const record = useRecordCheck(orderId);
  const kept = useKeptAnswers(orderId, () => void client.invalidateQueries({ queryKey: checkKeys.list(orderId) }));
  // An answer kept on the phone shows as given until the server has it.
  const rows = (list.data ?? []).map((row) => {
    const entry = kept.entries.get(row.id);
    return entry ? { ...row, value: entry.value } : row;
  });
  const answer = (id: number, value: CheckValue) => {
    const waiting = kept.entries.get(id);
    if (waiting?.files?.length) {
      // Files of this row wait on the phone: the answer waits with them, so they go together, in order, once.
      void kept.keep({ ...waiting, value }).then(kept.flush);
      return;
    }
    record.mutate(
      { id, value },
      {
        onError: (error) => {
          if (isOffline(error)) void kept.keep({ id, work_order_id: orderId, value });
        },
      },
    );
  };
  /** A photo or signature whose upload found no connection: kept with the row's answer (a signature replaces the one kept). */
  const keepFile = (row: CheckResultRow) => async (file: File, error: unknown) => {
    if (!isOffline(error)) throw error;
    const one = await keptFile(row.id, file);
    const photo = row.type === 'photo';
    await kept.amend(row.id, (entry) => {
      const value = (photo ? fileIds(entry?.value ?? row.value) : (entry?.value ?? row.value)) as CheckValue;
      return { id: row.id, work_order_id: orderId, value, files: photo ? [...(entry?.files ?? []), one] : [one] };
    });
  };
  if (list.isSuccess && !rows.length) return <Empty description={t('maintenance.check.empty')} />;
  return (
    <Flex vertical gap={8} style={{ width: '100%', minWidth: 0 }} data-testid="check-panel">
      {kept.entries.size > 0 && <Alert type="warning" showIcon title={t('maintenance.check.keptAnswers', [kept.entries.size])} data-testid="check-kept" />}
      {rows.map((row) => {
        const range = limits(row);
        return (
          <Card
            key={row.id}
            size="small"
            data-testid={`check-item-${row.id}`}
            data-failed={row.failed === true}
            style={row.failed ? { borderColor: '#ff4d4f' } : undefined}
            title={<span style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{`${row.position + 1}. ${row.name}`}</span>}
            extra={
              kept.entries.has(row.id) ? (
                <Tag color="warning" data-testid={`check-kept-${row.id}`}>
                  {t('maintenance.check.keptTag')}
                </Tag>
              ) : row.failed ? (
                <Tag color="error">{t('maintenance.check.failed')}</Tag>
              ) : null
            }
          >
            <Flex vertical gap={8} style={{ minWidth: 0 }}>
              {row.standard && <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>{row.standard}</Typography.Text>}
              {range && <Typography.Text data-testid={`check-limits-${row.id}`}>{t('maintenance.check.limits', [range])}</Typography.Text>}
              <CheckControl
                key={`${row.id}:${row.recorded_time ?? ''}`}
                row={row}
                mayEdit={mayEdit}
                saving={record.isPending && record.variables?.id === row.id}
                onRecord={(value) => answer(row.id, value)}
                keptFiles={kept.entries.get(row.id)?.files?.length ?? 0}
                onKeepFile={keepFile(row)}
              />
              {row.repair_order_id !== null && (
                <Link to={orderViewLink(row.repair_order_id)} data-testid={`check-repair-${row.id}`}>
                  {t('maintenance.check.repairOrder')}
                </Link>
              )}
            </Flex>
          </Card>
        );
      })}
    </Flex>
  );
}
