import type { ReactElement } from 'react';
import { Permission, type PermissionCode, type TaskReceipt } from '@gengyun/contracts';
import { call, download, longPost, unwrap } from '@/api/client';
import { useCan } from '@/app/permissions';
import { TransferButtons } from '@/components/TransferButtons/TransferButtons';

/** What is moved, by its routes (`/<resource>/export`, `/import`, `/importTemplate`), and who may import it. */
const IMPORTERS = {
  plan: Permission.plan.edit,
  patrolPoint: Permission.patrol.edit,
  patrolRoute: Permission.patrol.edit,
  patrolPlan: Permission.patrol.edit,
  taskItem: Permission.taskTemplate.edit,
  taskTemplate: Permission.taskTemplate.edit,
} satisfies Record<string, PermissionCode>;
export type TransferSheetResource = keyof typeof IMPORTERS;

/**
 * A maintenance sheet's export (everything in the caller's scopes) for those who list, and import (with its template)
 * for editors; both are tasks of the import and export centre, which the notice links to.
 */
export function TransferSheetButtons({ resource }: { resource: TransferSheetResource }): ReactElement {
  const can = useCan();
  return (
    <TransferButtons
      prefix={resource}
      onExport={() => call<TaskReceipt>(`/${resource}/export`)}
      onImport={can(IMPORTERS[resource]) ? (file) => unwrap(longPost<TaskReceipt>(`/${resource}/import`, { files: [file] })) : undefined}
      onTemplate={() => download(`/${resource}/importTemplate`)}
    />
  );
}
