import type { CacheRow } from '@gengyun/contracts';
import { useActionMutation, useCallQuery } from '@/api/hooks';

export type { CacheRow };

export const cacheKeys = {
  all: ['cache'] as const,
  list: () => [...cacheKeys.all, 'list'] as const,
};

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 30222 → '29.5 KB'. */
export function formatBytes(bytes: number | null | undefined): string {
  let value = Number(bytes ?? 0);
  if (!Number.isFinite(value) || value <= 0) return '0 B';
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`;
}

/** Seconds → parts for the '{0}d {1}h {2}m {3}s' style label. */
export function durationParts(seconds: number): { d: number; h: number; m: number; s: number } {
  const total = Math.max(0, Math.floor(seconds));
  return { d: Math.floor(total / 86400), h: Math.floor((total % 86400) / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
}

/** Hits / (hits + misses) as a percentage text, or '' before the first lookup. */
export const hitRate = (row: Pick<CacheRow, 'hit_count' | 'miss_count'>): string => {
  const lookups = row.hit_count + row.miss_count;
  return lookups ? `${((row.hit_count / lookups) * 100).toFixed(1)}%` : '';
};

export const useCacheList = () => useCallQuery<CacheRow[]>(cacheKeys.list(), '/cache/list');
export const useClearCache = () => useActionMutation<{ name: string }>('/cache/clear', { invalidate: [cacheKeys.all] });
