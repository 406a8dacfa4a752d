import type { ReactElement } from 'react';
import { Tag } from 'antd';
import { levelColour } from '@/components/DataTable';
import { useT } from '@/i18n/t';

/** Severity 1–5 in the DataTable's level colours ('Level N'). */
export function SeverityTag({ level }: { level: number }): ReactElement {
  const { t } = useT();
  return (
    <Tag color={levelColour(level)} data-level={level}>
      {t('components.table.level', [level])}
    </Tag>
  );
}
