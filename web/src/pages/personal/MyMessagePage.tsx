import { useState, type ReactElement } from 'react';
import { Badge, Button, Card, Input, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@gengyun/contracts';
import { useActionMutation, usePagedQuery } from '@/api/hooks';
import { formatDate, routePath } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { isRead, personalKeys, type MyMessage } from './personal.api';

/** /gengyun/my/message: own messages, paged, keyword search, mark as read. */
export function MyMessagePage(): ReactElement {
  const { t } = useT();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const list = usePagedQuery<MyMessage>(personalKeys.messages, '/message/my/pageList', { ...page, keyword });
  const markRead = useActionMutation<{ ids: number[] }>('/message/read', {
    invalidate: [personalKeys.messages, personalKeys.unread],
    silent: true,
  });

  const columns: TableColumnsType<MyMessage> = [
    {
      title: t('web.message.status'),
      width: 100,
      align: 'center',
      render: (_, row) => (
        <Badge status={isRead(row) ? 'default' : 'processing'} text={t(isRead(row) ? 'web.message.read' : 'web.message.unread')} />
      ),
    },
    {
      title: t('web.message.title'),
      dataIndex: 'title',
      ellipsis: true,
      // A message about something (a work order) opens it, and counts as read.
      render: (title: string, row) =>
        row.link ? (
          <Link to={routePath(row.link)} onClick={() => isRead(row) || markRead.mutate({ ids: [row.id] })} data-testid={`message-link-${row.id}`}>
            {title}
          </Link>
        ) : (
          title
        ),
    },
    { title: t('web.message.content'), dataIndex: 'content', ellipsis: true },
    { title: t('web.message.time'), dataIndex: 'create_time', width: 180, align: 'center', render: (value: unknown) => formatDate(value) },
    {
      title: t('common.buttons.actions'),
      width: 140,
      align: 'center',
      fixed: 'right',
      render: (_, row) =>
        isRead(row) ? null : (
          <Button type="link" size="small" onClick={() => markRead.mutate({ ids: [row.id] })} data-testid={`message-read-${row.id}`}>
            {t('web.message.markRead')}
          </Button>
        ),
    },
  ];

  return (
    <Card
      title={t('menu.personal.myMessage')}
      data-testid="my-message-page"
      extra={
        <Input.Search
          allowClear
          placeholder={t('common.buttons.search')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage((current) => ({ ...current, pageNumber: 1 }));
          }}
          style={{ width: 260 }}
        />
      }
    >
      <Table<MyMessage>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.isFetching}
        expandable={{
          expandedRowRender: (row) => <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{row.content ?? ''}</Typography.Paragraph>,
        }}
        pagination={{
          current: page.pageNumber,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          onChange: (pageNumber, pageSize) => setPage({ pageNumber, pageSize }),
        }}
      />
    </Card>
  );
}
