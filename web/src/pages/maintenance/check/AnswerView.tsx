import type { ReactElement } from 'react';
import { Flex, Image, List, Tag, Typography } from 'antd';
import type { AnswerFileOwner, CheckResultRow, PatrolResultRow } from '@gengyun/contracts';
import { fileLink } from '@/api/file-download';
import { useT } from '@/i18n/t';

type AnswerRow = CheckResultRow | PatrolResultRow;

const THUMB = { width: 72, height: 72, objectFit: 'cover', borderRadius: 4 } as const;

/** A recorded answer, read only: pass/fail and failures as tags, numbers with their unit, photos and signature as pictures. */
export function AnswerValue({ row, owner }: { row: AnswerRow; owner: AnswerFileOwner }): ReactElement {
  const { t } = useT();
  const v = row.value;
  if (v === null) return <Typography.Text type="secondary">—</Typography.Text>;
  switch (row.type) {
    case 'passFail':
      return <Tag color={v ? 'success' : 'error'}>{t(v ? 'maintenance.check.pass' : 'maintenance.check.fail')}</Tag>;
    case 'photo':
    case 'signature': {
      const ids = Array.isArray(v) ? (v as number[]) : [v as number];
      return (
        <Image.PreviewGroup>
          <Flex gap={8} wrap>
            {ids.map((id) => (
              <Image key={id} src={fileLink('/getImg', { id, business_no: owner })} alt={row.name} style={row.type === 'photo' ? THUMB : { height: 72, background: '#fff' }} data-testid={`answer-view-file-${id}`} />
            ))}
          </Flex>
        </Image.PreviewGroup>
      );
    }
    case 'number':
    case 'meterReading':
      return <Typography.Text>{`${String(v)}${row.unit ? ` ${row.unit}` : ''}`}</Typography.Text>;
    case 'text':
    case 'singleChoice':
    case 'multipleChoice':
      return <Typography.Text>{Array.isArray(v) ? v.join('、') : String(v)}</Typography.Text>;
  }
}

/** The results of a visited point or an order's checklist, one line each, failures marked. */
export function AnswerList({ rows, owner }: { rows: readonly AnswerRow[]; owner: AnswerFileOwner }): ReactElement {
  const { t } = useT();
  return (
    <List
      size="small"
      dataSource={[...rows]}
      locale={{ emptyText: t('maintenance.check.empty') }}
      renderItem={(row) => (
        <List.Item key={row.id} data-testid={`answer-row-${row.id}`} extra={row.failed ? <Tag color="error">{t('maintenance.check.failed')}</Tag> : null}>
          <Flex vertical gap={4} style={{ minWidth: 0 }}>
            <Typography.Text strong>{row.name}</Typography.Text>
            <AnswerValue row={row} owner={owner} />
          </Flex>
        </List.Item>
      )}
    />
  );
}
