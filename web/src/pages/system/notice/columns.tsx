import { dateColumn, enumColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { TFunction } from '@/i18n/t';
import type { NoticeRow } from './notice.api';

export function noticeColumns(t: TFunction): DataColumn<NoticeRow>[] {
  return [
    textColumn<NoticeRow>({ key: 'title', titleKey: 'system.admin.notice.title', width: 260, hideable: false, align: 'left' }),
    enumColumn<NoticeRow>({
      key: 'type',
      titleKey: 'system.admin.notice.type',
      width: 110,
      options: { announcement: { labelKey: 'system.notices.types.announcement', color: 'blue' }, notice: { labelKey: 'system.notices.types.notice', color: 'cyan' } },
    }),
    enumColumn<NoticeRow>({
      key: 'status',
      titleKey: 'system.admin.notice.status',
      width: 100,
      options: { draft: { labelKey: 'system.notices.status.draft', color: 'default' }, published: { labelKey: 'system.notices.status.published', color: 'green' } },
    }),
    textColumn<NoticeRow>({
      key: 'target_type',
      titleKey: 'system.admin.notice.target',
      width: 140,
      format: (value, row) => (value === 'roles' ? t('system.admin.notice.targetRolesCount', [row.role_ids.length]) : t('system.admin.notice.targetAll')),
    }),
    dateColumn<NoticeRow>({ key: 'publish_time', titleKey: 'system.admin.notice.publishTime' }),
    dateColumn<NoticeRow>({ key: 'create_time', titleKey: 'systemAdmin.common.createTime', defaultHidden: true }),
  ];
}
