import { useState, type ReactElement } from 'react';
import { Flex, Typography } from 'antd';
import { DOWNTIME_REASON_LABELS, type MessageKey } from '@gengyun/contracts';
import { formatDate } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { useDowntime, useDowntimeActions, useLabour, useLabourActions } from '../order/record/record.api';
import { LabourEntryEdit } from '../order/record/LabourPanel';
import { DowntimeEntryEdit } from '../order/record/DowntimePanel';
import { EntryActions } from '../order/record/EntryActions';

interface FieldEntriesProps {
  orderId: number;
  /** The order's version as read: entries are edited and deleted at it. */
  version: number;
}

interface Entry {
  id: number;
  start_time: string | Date;
  end_time: string | Date | null;
  minutes: number;
  note: string | null;
}

interface EntryListProps<E extends Entry> {
  /** Test ids: `<prefix>-entries`, `<prefix>-<id>`, and the actions' `<prefix>-edit-<id>`, `<prefix>-delete-<id>`. */
  prefix: string;
  entries: E[];
  /** Who (labour) or why (downtime), before the minutes. */
  head: (e: E) => string;
  /** What an entry without an end shows. */
  open: MessageKey;
  changeable: (e: E) => boolean;
  remove: (e: E) => Promise<unknown>;
  edit: (e: E, close: () => void) => ReactElement;
}

/** Entries as a phone reads them, one under the other: head and minutes, when, the note, then their edit and delete. */
function EntryList<E extends Entry>({ prefix, entries, head, open, changeable, remove, edit }: EntryListProps<E>): ReactElement | null {
  const { t } = useT();
  const [editing, setEditing] = useState<E | null>(null);
  if (!entries.length) return null;
  return (
    <>
      <Flex vertical gap={8} style={{ width: '100%', minWidth: 0, marginBottom: 12 }} data-testid={`${prefix}-entries`}>
        {entries.map((e) => (
          <div key={e.id} style={{ minWidth: 0, paddingBottom: 8, borderBottom: '1px solid rgba(128, 128, 128, 0.2)' }} data-testid={`${prefix}-${e.id}`}>
            <Typography.Text strong>{`${head(e)} · ${t('workOrderRecord.minutes', [e.minutes])}`}</Typography.Text>
            <div>
              <Typography.Text type="secondary">{`${formatDate(e.start_time)} – ${e.end_time ? formatDate(e.end_time) : t(open)}`}</Typography.Text>
            </div>
            {e.note ? <Typography.Paragraph style={{ margin: 0 }}>{e.note}</Typography.Paragraph> : null}
            {changeable(e) && <EntryActions prefix={prefix} id={e.id} onEdit={() => setEditing(e)} onDelete={() => remove(e)} />}
          </div>
        ))}
      </Flex>
      {editing && edit(editing, () => setEditing(null))}
    </>
  );
}

/** The order's labour entries on the phone; a stopped one is edited (the detail tab's dialog) or deleted at the order's version. */
export function FieldLabourEntries({ orderId, version }: FieldEntriesProps): ReactElement | null {
  const labour = useLabour(orderId);
  const actions = useLabourActions(orderId);
  return (
    <EntryList
      prefix="field-labour"
      entries={labour.data?.entries ?? []}
      head={(e) => e.user_name}
      open="workOrderLabour.running"
      changeable={(e) => e.end_time !== null}
      remove={(e) => actions.remove.mutateAsync({ id: e.id, version })}
      edit={(e, close) => <LabourEntryEdit orderId={orderId} version={version} entry={e} onClose={close} />}
    />
  );
}

/** The equipment's downtime periods on the phone, each edited (the detail tab's dialog) or deleted at the order's version. */
export function FieldDowntimeEntries({ orderId, version }: FieldEntriesProps): ReactElement | null {
  const { t } = useT();
  const downtime = useDowntime(orderId);
  const actions = useDowntimeActions(orderId);
  return (
    <EntryList
      prefix="field-downtime"
      entries={downtime.data?.entries ?? []}
      head={(e) => t(DOWNTIME_REASON_LABELS[e.reason])}
      open="workOrderDowntime.ongoing"
      changeable={() => true}
      remove={(e) => actions.remove.mutateAsync({ id: e.id, version })}
      edit={(e, close) => <DowntimeEntryEdit orderId={orderId} version={version} entry={e} onClose={close} />}
    />
  );
}
