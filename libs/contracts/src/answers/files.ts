import { z } from 'zod';
import { id, ref, timestamp } from './common';

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
