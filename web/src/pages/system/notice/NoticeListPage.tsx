import { useMemo, useState, type ReactElement } from 'react';
import { Button, Card, Popconfirm, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Permission } from '@gengyun/contracts';
import { DataTable } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper, type SearchParams } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { testIdProps } from '@/components/test-ids';
import { RowActions } from '@/components/RowActions';
import { noticeColumns } from './columns';
import { NoticeDetail } from './NoticeDetail';
import { NOTICE_TYPES, isDraft, useDeleteNotice, useNoticePage, usePublishNotice, type NoticeRow, type NoticeStatus, type NoticeType } from './notice.api';

type Params = SearchParams & { type?: NoticeType; status?: NoticeStatus };

interface Opened {
  open: boolean;
  id: number | null;
  editing: boolean;
}

/** /gengyun/notice: announcements and notices; drafts are edited and published to everyone or chosen roles. */
export function NoticeListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const canEdit = can(Permission.system.notice);
  const canPublish = can(Permission.system.noticePublish);
  const search = useSearchHelper<Params>();
  const list = useNoticePage(search.params);
  const publish = usePublishNotice();
  const remove = useDeleteNotice();
  const [opened, setOpened] = useState<Opened>({ open: false, id: null, editing: false });
  const columns = useMemo(() => noticeColumns(t), [t]);

  return (
    <Card title={t('menu.admin.notice')} data-testid="notice-page">
      <div data-testid="notice-search">
        <SearchBar
          keyword={search.params.keyword}
          onSearch={(keyword) => search.search(keyword)}
          onReset={search.reset}
          extra={
            <>
              <Select<NoticeType>
                allowClear
                style={{ width: 130 }}
                value={search.params.type}
                placeholder={t('system.admin.notice.type')}
                data-testid="notice-filter-type"
                options={NOTICE_TYPES.map((value) => ({ value, label: t(`system.notices.types.${value}`) }))}
                onChange={(type) => search.search(undefined, { type })}
              />
              <Select<NoticeStatus>
                allowClear
                style={{ width: 130 }}
                value={search.params.status}
                placeholder={t('system.admin.notice.status')}
                data-testid="notice-filter-status"
                options={(['draft', 'published'] as const).map((value) => ({ value, label: t(`system.notices.status.${value}`) }))}
                onChange={(status) => search.search(undefined, { status })}
              />
            </>
          }
          toolbar={
            canEdit && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpened({ open: true, id: null, editing: true })} data-testid="notice-add">
                {t('common.buttons.add')}
              </Button>
            )
          }
        />
      </div>
      <DataTable<NoticeRow>
        showIndex
        columns={columns}
        rows={list.data?.rows ?? []}
        loading={list.isFetching}
        paging={pagingOf(search, list)}
        actions={(row) => (
          <RowActions
            prefix="notice"
            id={row.id}
            canEdit={canEdit && isDraft(row)}
            onEdit={() => setOpened({ open: true, id: row.id, editing: true })}
            canDelete={canEdit}
            onDelete={() => remove.mutate({ id: row.id })}
            before={
              <Button type="link" size="small" onClick={() => setOpened({ open: true, id: row.id, editing: false })} data-testid={`notice-view-${row.id}`}>
                {t('common.buttons.view')}
              </Button>
            }
          >
            {canPublish && isDraft(row) && (
              <Popconfirm
                title={t('system.admin.notice.publishConfirm', [row.title])}
                okText={t('common.buttons.confirm')}
                cancelText={t('common.buttons.cancel')}
                okButtonProps={testIdProps(`notice-publish-${row.id}-confirm`)}
                onConfirm={() => publish.mutate({ id: row.id })}
              >
                <Button type="link" size="small" data-testid={`notice-publish-${row.id}`}>
                  {t('components.rowView.publish')}
                </Button>
              </Popconfirm>
            )}
          </RowActions>
        )}
      />
      <NoticeDetail open={opened.open} id={opened.id} startEditing={opened.editing} onClose={() => setOpened({ open: false, id: null, editing: false })} />
    </Card>
  );
}
