import { useEffect, useState, type ReactElement } from 'react';
import { Descriptions, Drawer, Form, Skeleton, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Permission } from '@gengyun/contracts';
import { useOptionsQuery } from '@/api/hooks';
import { formatDate } from '@/components/DataTable';
import { RowViewButtons } from '@/components/RowViewButtons';
import { StatusTag } from '@/components/StatusTag';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { NoticeForm } from './NoticeForm';
import { isDraft, noticeKeys, publishNotice, saveNotice, useNoticeDetail, type NoticeInput, type NoticeRow } from './notice.api';

export interface NoticeDetailProps {
  open: boolean;
  /** null: a new notice (opens in edit mode). */
  id: number | null;
  /** Open an existing draft straight in edit mode. */
  startEditing?: boolean;
  onClose: () => void;
}

const STATUS = { draft: { labelKey: 'system.notices.status.draft' }, published: { labelKey: 'system.notices.status.published', color: 'green' } } as const;

/** A notice in a drawer: view → Edit; editing → Cancel, Save and Publish (drafts only, by permission). */
export function NoticeDetail({ open, id, startEditing = false, onClose }: NoticeDetailProps): ReactElement {
  const { t } = useT();
  const can = useCan();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<NoticeInput>();
  const detail = useNoticeDetail(open ? id : null);
  const roles = useOptionsQuery('roleList', {}, open);
  const notice: NoticeRow | undefined = id ? detail.data : undefined;
  const [editing, setEditing] = useState(false);

  const fill = (row: NoticeRow | undefined): void => {
    form.resetFields();
    if (row) form.setFieldsValue({ title: row.title, content: row.content, type: row.type, target_type: row.target_type, role_ids: row.role_ids });
  };

  useEffect(() => {
    if (!open) return;
    setEditing(id === null || startEditing);
    fill(notice);
  }, [open, id, startEditing, notice]);

  const done = async (): Promise<void> => {
    await queryClient.invalidateQueries({ queryKey: noticeKeys.all });
  };
  const save = useMutation({
    mutationFn: async ({ publish }: { publish: boolean }) => {
      const values = await form.validateFields();
      const saved = await saveNotice({ ...values, id: id ?? undefined });
      if (publish) await publishNotice(saved.id);
      return saved;
    },
    onSuccess: async () => {
      await done();
      setEditing(false);
      onClose();
    },
  });

  const canEdit = can(Permission.system.notice) && (id === null || isDraft(notice));
  const canPublish = can(Permission.system.noticePublish) && (id === null || isDraft(notice));
  const roleName = (roleId: number): string => {
    const option = roles.data?.find((role) => Number(role.value) === roleId);
    return option ? String(option.label ?? option.text) : `#${roleId}`;
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={720}
      title={t(id === null ? 'system.admin.notice.addTitle' : 'system.admin.notice.detailTitle')}
      data-testid="notice-detail"
      extra={
        <span data-testid={editing ? 'notice-detail-editing' : 'notice-detail-view'}>
          <RowViewButtons
            editing={editing}
            disabled={!canEdit}
            saving={save.isPending}
            onEdit={() => setEditing(true)}
            onCancel={() => {
              if (id === null) onClose();
              else {
                fill(notice);
                setEditing(false);
              }
            }}
            onSave={() => save.mutate({ publish: false })}
            onPublish={canPublish ? () => save.mutate({ publish: true }) : undefined}
          />
        </span>
      }
    >
      {id !== null && !notice ? (
        <Skeleton active />
      ) : editing ? (
        <NoticeForm form={form} roles={roles.data ?? []} />
      ) : (
        notice && (
          <>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={t('system.admin.notice.title')}>{notice.title}</Descriptions.Item>
              <Descriptions.Item label={t('system.admin.notice.type')}>{t(`system.notices.types.${notice.type}`)}</Descriptions.Item>
              <Descriptions.Item label={t('system.admin.notice.status')}>
                <StatusTag value={notice.status} options={STATUS} />
              </Descriptions.Item>
              <Descriptions.Item label={t('system.admin.notice.target')}>
                {notice.target_type === 'roles' ? notice.role_ids.map(roleName).join(', ') : t('system.admin.notice.targetAll')}
              </Descriptions.Item>
              <Descriptions.Item label={t('system.admin.notice.publishTime')}>{formatDate(notice.publish_time)}</Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph style={{ marginTop: 16, whiteSpace: 'pre-wrap' }} data-testid="notice-detail-content">
              {notice.content}
            </Typography.Paragraph>
          </>
        )
      )}
    </Drawer>
  );
}
