import type { ReactElement } from 'react';
import { Permission, type TaskReceipt } from '@gengyun/contracts';
import { call, download, longPost, unwrap } from '@/api/client';
import { useCan } from '@/app/permissions';
import { TransferButtons } from '@/components/TransferButtons/TransferButtons';

/** What is moved: `/patrolPoint/…` or `/patrolPlan/…` (export, import, importTemplate). */
export type PatrolTransferResource = 'patrolPoint' | 'patrolPlan';

/**
 * Export (everything in the caller's scopes) for those who list, import (with its template) for supervisors; both are
 * tasks of the import and export centre, which the notice links to.
 */
export function PatrolTransferButtons({ resource }: { resource: PatrolTransferResource }): ReactElement {
  const can = useCan();
  return (
    <TransferButtons
      prefix={resource}
      onExport={() => call<TaskReceipt>(`/${resource}/export`)}
      onImport={can(Permission.patrol.edit) ? (file) => unwrap(longPost<TaskReceipt>(`/${resource}/import`, { files: [file] })) : undefined}
      onTemplate={() => download(`/${resource}/importTemplate`)}
    />
  );
}
