export { ExportTaskDialog, type ExportTaskDialogProps, type ExportTaskLabels } from './ExportTaskDialog';
export { ImportTaskDialog, type ImportTaskDialogProps, type ImportTaskLabels } from './ImportTaskDialog';
export { importMessageRows, type ImportMessageLine } from './import-messages';
export { useTaskPoll, TASK_POLL_MS } from './useTaskPoll';
