import { Tag } from 'antd';
import { dateColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { ErrorLogRow } from './error-log.api';

export const errorLogColumns: DataColumn<ErrorLogRow>[] = [
  dateColumn<ErrorLogRow>({ key: 'create_time', titleKey: 'system.admin.errorLog.time', hideable: false }),
  textColumn<ErrorLogRow>({ key: 'method', titleKey: 'system.admin.errorLog.method', width: 90, format: (value) => <Tag>{String(value ?? '')}</Tag> }),
  textColumn<ErrorLogRow>({ key: 'url', titleKey: 'system.admin.errorLog.url', width: 240, align: 'left' }),
  textColumn<ErrorLogRow>({ key: 'message', titleKey: 'system.admin.errorLog.message', width: 320, align: 'left' }),
  textColumn<ErrorLogRow>({ key: 'user_name', titleKey: 'system.admin.errorLog.user', width: 120 }),
  textColumn<ErrorLogRow>({ key: 'request_id', titleKey: 'system.admin.errorLog.requestId', width: 200, defaultHidden: true }),
];
