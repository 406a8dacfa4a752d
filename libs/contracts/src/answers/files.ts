import { z } from 'zod';
import { JobStatus } from '../realtime-events';
import { TASK_DIRECTIONS } from '../enums/files';
import { RemarkPart, id, pageOf, ref, tenantColumns, timestamp } from './common';

/** `/addFile`: the new file's id, or the ids when several files were sent. */
export const AddedFiles = z.union([id, z.array(id)]);

/** A file as lists show it (SPEC: uploaded file item — file, name, size, id). */
export const FileItem = z
  .object({
    id,
    name: z.string(),
    size: z.number().int().nonnegative(),
    ext: z.string(),
    mime: z.string(),
    category: z.string(),
    business_no: z.string(),
    data_id: ref,
    create_time: timestamp,
  })
  .meta({ id: 'FileItem' });
export type FileItem = z.infer<typeof FileItem>;
export const FileList = z.array(FileItem);

/** `/file/readSheet`: the first worksheet of an .xlsx as text cells, for an import preview. */
export const SheetRows = z.object({ sheet: z.string(), rows: z.array(z.array(z.string())) }).meta({ id: 'SheetRows' });
export type SheetRows = z.infer<typeof SheetRows>;

/** One problem of an import or export: the row and column it is about (when it is about one), and its message. */
export const TaskMessage = RemarkPart.extend({
  /** The sheet's row number. */
  row: z.number().int().optional(),
  /** Message key of the column's title, read in the reader's language. */
  column: z.string().optional(),
}).meta({ id: 'TaskMessage' });
export type TaskMessage = z.infer<typeof TaskMessage>;

/** An import or export task as the centre lists it (and the areas' dialogs follow it). */
export const TaskRow = z
  .object({
    ...tenantColumns,
    direction: z.enum(TASK_DIRECTIONS),
    /** What is moved, as the area registered it (`equipment.ledger`). */
    kind: z.string(),
    /** The kind's name in the reader's language. */
    kind_name: z.string(),
    file_name: z.string(),
    status: z.enum(JobStatus),
    /** 0–100. */
    progress: z.number(),
    total_rows: z.number().int(),
    /** Rows written (import) or exported. */
    done_rows: z.number().int(),
    /** Rows with at least one message. */
    failed_rows: z.number().int(),
    /** How many messages the task holds (`/import/detail` lists them). */
    message_count: z.number().int(),
    create_user_name: z.string().nullable(),
    finish_time: timestamp.nullable(),
    /** A finished export has its file (`/exportFile?business_no=exportTask&id=`). */
    has_file: z.boolean(),
  })
  .meta({ id: 'TaskRow' });
export type TaskRow = z.infer<typeof TaskRow>;
export const TaskPage = pageOf(TaskRow).meta({ id: 'TaskPage' });
export type TaskPage = z.infer<typeof TaskPage>;

/** A task with its messages: row problems of a refused import, or why it failed. */
export const TaskDetail = TaskRow.extend({ messages: z.array(TaskMessage) }).meta({ id: 'TaskDetail' });
export type TaskDetail = z.infer<typeof TaskDetail>;

/** `/import/kinds`, `/export/kinds`: the registered kinds with their names in the reader's language, for the filter. */
export const TaskKinds = z.array(z.object({ value: z.string(), label: z.string() })).meta({ id: 'TaskKinds' });
export type TaskKinds = z.infer<typeof TaskKinds>;
