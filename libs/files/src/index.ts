import type { Area } from '@gengyun/core';
import { FilesModule } from './files.module';
import { filesMigrations } from './migrations';

export * from './files.module';
export { FileService, MAX_FILES_PER_UPLOAD, type StoreOptions } from './file.service';
export { FileCopies, FILE_COPY_BUSINESS_NO } from './file-copies';
export { FileBusinessRegistry, type FileCaller, type FileOwner, type OwnerCheck, type GeneratedFile, type GeneratedFileSource } from './file-business.registry';
export type { FileItem } from './file.dto';
export { UnboundUploadSweep } from './sweep/unbound-upload-sweep.service';
export { TransferKinds, type TransferKind } from './transfer/transfer-kinds';
export { TransferTasks, MAX_TASK_MESSAGES, type TaskNote } from './transfer/transfer-tasks.service';
export { TaskCentre } from './transfer/task-centre.service';
export { TaskPageDto } from './transfer/transfer.dto';
export type { TransferTask } from './transfer/transfer-task.entity';
export { isValidLogo, pngSize, checkUpload, extensionOf, ALLOWED_EXTENSIONS, MAX_FILE_BYTES, MAX_IMAGE_BYTES, LOGO_WIDTH, LOGO_HEIGHT } from './file-type';
export type { FileCategory, CheckedFile } from './file-type';
export { readFirstSheet, MAX_SHEET_ROWS, type SheetRows } from './sheet/sheet-reader';
export { writeSheet, XLSX_MIME } from './sheet/sheet-writer';
export { streamXlsx, MAX_UNZIPPED_BYTES, MAX_SHEET_COLUMNS, type StreamedSheet } from './sheet/xlsx-stream';

/** The files area as the app lists it. */
export const filesArea: Area = { name: 'files', module: FilesModule, migrations: filesMigrations };
