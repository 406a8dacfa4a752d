import { dateColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { TFunction } from '@/i18n/t';
import { durationParts, formatBytes, hitRate, type CacheRow } from './cache.api';

const duration = (seconds: number, t: TFunction): string => {
  const { d, h, m, s } = durationParts(seconds);
  if (d) return t('system.admin.cache.durationDays', [d, h, m, s]);
  if (h) return t('system.admin.cache.durationHours', [h, m, s]);
  if (m) return t('system.admin.cache.durationMinutes', [m, s]);
  return t('system.admin.cache.durationSeconds', [s]);
};

export function cacheColumns(t: TFunction): DataColumn<CacheRow>[] {
  return [
    textColumn<CacheRow>({ key: 'name', titleKey: 'system.admin.cache.name', width: 200, hideable: false, align: 'left' }),
    textColumn<CacheRow>({ key: 'object_count', titleKey: 'system.admin.cache.objectCount', width: 110 }),
    textColumn<CacheRow>({ key: 'memory_bytes', titleKey: 'system.admin.cache.memory', width: 120, format: (value) => formatBytes(Number(value)) }),
    textColumn<CacheRow>({ key: 'disk_bytes', titleKey: 'system.admin.cache.disk', width: 120, format: (value) => formatBytes(Number(value)) }),
    textColumn<CacheRow>({ key: 'hit_count', titleKey: 'system.admin.cache.hits', width: 100 }),
    textColumn<CacheRow>({ key: 'miss_count', titleKey: 'system.admin.cache.misses', width: 100, defaultHidden: true }),
    textColumn<CacheRow>({ key: 'hit_rate', titleKey: 'system.admin.cache.hitRate', width: 100, format: (_v, row) => hitRate(row) }),
    dateColumn<CacheRow>({ key: 'last_visit', titleKey: 'system.admin.cache.lastVisit' }),
    textColumn<CacheRow>({
      key: 'expiry_seconds',
      titleKey: 'system.admin.cache.expiry',
      width: 120,
      format: (value) => (value === null || value === undefined ? t('system.admin.cache.noExpiry') : duration(Number(value), t)),
    }),
    textColumn<CacheRow>({ key: 'survival_seconds', titleKey: 'system.admin.cache.survival', width: 140, format: (value) => duration(Number(value), t) }),
  ];
}
