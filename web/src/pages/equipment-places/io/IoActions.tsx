import { useState, type ReactElement } from 'react';
import { Button, Input, Modal, Popconfirm, Space } from 'antd';
import { useT } from '@/i18n/t';
import { type Can } from '@/app/permissions';
import { testIdProps } from '@/components/test-ids';
import { ioButtons } from './io-rules';
import { useApproveIo, useRejectIo, useSubmitIo, type IoRow } from './io.api';

export interface IoActionsProps {
  row: Pick<IoRow, 'id' | 'code' | 'state'>;
  can: Can;
  onEdit?: () => void;
  onView?: () => void;
}

/** View, edit, submit, approve and reject of one order, each shown only for its state and the session's codes. */
export function IoActions({ row, can, onEdit, onView }: IoActionsProps): ReactElement {
  const { t } = useT();
  const buttons = ioButtons(row.state, can);
  const submit = useSubmitIo();
  const approve = useApproveIo();
  const reject = useRejectIo();
  const [rejecting, setRejecting] = useState(false);
  const [remark, setRemark] = useState('');
  const confirm = (titleKey: 'equipmentPlaces.io.submitConfirm' | 'equipmentPlaces.io.approveConfirm', testId: string, onConfirm: () => void) => ({
    title: t(titleKey, [row.code]),
    okText: t('common.buttons.confirm'),
    cancelText: t('common.buttons.cancel'),
    okButtonProps: testIdProps(`${testId}-confirm`),
    onConfirm,
  });

  return (
    <Space size={0}>
      {onView && (
        <Button type="link" size="small" data-testid={`io-view-${row.id}`} onClick={onView}>
          {t('common.buttons.view')}
        </Button>
      )}
      {buttons.edit && onEdit && (
        <Button type="link" size="small" data-testid={`io-edit-${row.id}`} onClick={onEdit}>
          {t('common.buttons.edit')}
        </Button>
      )}
      {buttons.submit && (
        <Popconfirm {...confirm('equipmentPlaces.io.submitConfirm', `io-submit-${row.id}`, () => submit.mutate({ id: row.id }))}>
          <Button type="link" size="small" loading={submit.isPending} data-testid={`io-submit-${row.id}`}>
            {t('equipmentPlaces.io.actions.submit')}
          </Button>
        </Popconfirm>
      )}
      {buttons.approve && (
        <Popconfirm {...confirm('equipmentPlaces.io.approveConfirm', `io-approve-${row.id}`, () => approve.mutate({ id: row.id }))}>
          <Button type="link" size="small" loading={approve.isPending} data-testid={`io-approve-${row.id}`}>
            {t('equipmentPlaces.io.actions.approve')}
          </Button>
        </Popconfirm>
      )}
      {buttons.reject && (
        <Button type="link" size="small" danger data-testid={`io-reject-${row.id}`} onClick={() => setRejecting(true)}>
          {t('equipmentPlaces.io.actions.reject')}
        </Button>
      )}
      <Modal
        open={rejecting}
        title={t('equipmentPlaces.io.rejectTitle', [row.code])}
        okText={t('equipmentPlaces.io.actions.reject')}
        cancelText={t('common.buttons.cancel')}
        okButtonProps={testIdProps(`io-reject-${row.id}-confirm`, { danger: true, loading: reject.isPending })}
        onCancel={() => setRejecting(false)}
        onOk={() =>
          reject.mutate(
            { id: row.id, remark: remark.trim() || undefined },
            {
              onSuccess: () => {
                setRejecting(false);
                setRemark('');
              },
            },
          )
        }
      >
        <Input.TextArea
          value={remark}
          maxLength={255}
          placeholder={t('equipmentPlaces.io.fields.approveRemark')}
          onChange={(e) => setRemark(e.target.value)}
          data-testid={`io-reject-${row.id}-remark`}
        />
      </Modal>
    </Space>
  );
}
