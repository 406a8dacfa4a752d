import { useState, type HTMLAttributes, type ReactElement } from 'react';
import { Button, Card, Select } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { PlusOutlined, QrcodeOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, Permission, SERVICE_REQUEST_STATUSES } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { DataTable } from '@/components/DataTable';
import { SearchBar } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { TransferButtons } from '@/components/TransferButtons/TransferButtons';
import { serviceRequestBody, startServiceRequestExport, useServiceRequestPage, type ServiceRequestFilters, type ServiceRequestRow, type ServiceRequestStatus } from './service-request.api';
import { serviceRequestColumns } from './columns';
import { ServiceRequestDetailDrawer } from './ServiceRequestDetailDrawer';
import { RequestQrDialog } from './RequestQrDialog';
import { RequestFormDrawer } from './RequestFormDrawer';
import { useLiveServiceRequests } from './use-live-service-requests';

/**
 * /gengyun/service/info: the service requests the caller may see (their location scope and their own), newest first,
 * searched by number, problem or requester and filtered by status, kept live by the server's pushes and exported with
 * the filters shown; the drawer shows the photos and converts or rejects. `?status=open` (the work bench's card) opens
 * it filtered.
 */
export function ServiceRequestListPage(): ReactElement {
  const { t } = useT();
  const [query] = useSearchParams();
  const [filters, setFilters] = useState<ServiceRequestFilters>(() => {
    const status = SERVICE_REQUEST_STATUSES.filter((s) => query.get('status')?.split(',').includes(s));
    return status.length ? { status } : {};
  });
  const [paging, setPaging] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const list = useServiceRequestPage(serviceRequestBody(filters, paging.pageNumber, paging.pageSize));
  const [viewing, setViewing] = useState<ServiceRequestRow | null>(null);
  const [qr, setQr] = useState(false);
  const [adding, setAdding] = useState(false);
  const can = useCan();
  useLiveServiceRequests();

  const search = (next: Partial<ServiceRequestFilters>): void => {
    setFilters((current) => ({ ...current, ...next }));
    setPaging((current) => ({ ...current, pageNumber: 1 }));
  };

  return (
    <Card title={t('menu.serviceInfo')} data-testid="service-request-page">
      <SearchBar
        keyword={filters.keyword}
        placeholderKey="serviceRequest.list.keyword"
        onSearch={(keyword) => search({ keyword })}
        onReset={() => search({ keyword: undefined, status: undefined })}
        toolbar={
          <>
            <TransferButtons prefix="service-request" onExport={() => startServiceRequestExport(filters)} />
            {can(Permission.serviceRequest.add) && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="service-request-add">
                {t('serviceRequest.list.add')}
              </Button>
            )}
            {can(Permission.equipment.list) && (
              <Button icon={<QrcodeOutlined />} onClick={() => setQr(true)} data-testid="service-request-qr">
                {t('serviceRequest.qr.open')}
              </Button>
            )}
          </>
        }
        extra={
          <Select<ServiceRequestStatus[]>
            mode="multiple"
            allowClear
            style={{ minWidth: 200 }}
            placeholder={t('serviceRequest.list.statusFilter')}
            aria-label={t('serviceRequest.list.statusFilter')}
            value={filters.status ?? []}
            onChange={(status) => search({ status })}
            options={SERVICE_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`serviceRequest.status.${s}`) }))}
            data-testid="service-request-status-filter"
          />
        }
      />
      <DataTable<ServiceRequestRow>
        columns={serviceRequestColumns(setViewing)}
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        actions={(row) => (
          <Button type="link" size="small" onClick={() => setViewing(row)} data-testid={`service-request-detail-${row.id}`}>
            {t('serviceRequest.list.detail')}
          </Button>
        )}
        paging={{
          pageNumber: paging.pageNumber,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          onChange: (pageNumber, pageSize) => setPaging({ pageNumber, pageSize }),
        }}
        tableProps={{ onRow: (row) => ({ 'data-testid': `service-request-row-${row.id}`, 'data-status': row.status }) as HTMLAttributes<HTMLElement> }}
      />
      {viewing && <ServiceRequestDetailDrawer row={viewing} onClose={() => setViewing(null)} />}
      {qr && <RequestQrDialog onClose={() => setQr(false)} />}
      {adding && <RequestFormDrawer onClose={() => setAdding(false)} />}
    </Card>
  );
}
