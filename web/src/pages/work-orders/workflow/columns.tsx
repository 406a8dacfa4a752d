import { dateColumn, switchColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { WorkflowTemplateRow } from './workflow.api';

/** The template list's columns: flow code, name, current version, enabled (a switch for editors), update time. */
export const workflowColumns = (canEdit: boolean, onEnable: (row: WorkflowTemplateRow, enabled: boolean) => unknown, versionText: (n: number) => string): DataColumn<WorkflowTemplateRow>[] => [
  textColumn<WorkflowTemplateRow>({ key: 'code', titleKey: 'workflow.fields.code', width: 160, hideable: false }),
  textColumn<WorkflowTemplateRow>({ key: 'name', titleKey: 'workflow.fields.name', width: 200 }),
  textColumn<WorkflowTemplateRow>({ key: 'current_version', titleKey: 'workflow.fields.version', width: 110, format: (value) => versionText(value as number) }),
  switchColumn<WorkflowTemplateRow>({ key: 'enabled', titleKey: 'workflow.fields.enabled', width: 90, auth: canEdit, checkedValue: true, onChange: onEnable }),
  textColumn<WorkflowTemplateRow>({ key: 'description', titleKey: 'workflow.fields.description' }),
  dateColumn<WorkflowTemplateRow>({ key: 'update_time', titleKey: 'workflow.fields.updateTime' }),
];
