/** A business number: a code (`1001`) or an area name (`equipment`, `enterprise`), as files and change logs are filed under. */
export const BUSINESS_NO_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const BUSINESS_NO_MAX = 50;

/** The enterprise logo: a PNG shown letterboxed in 144×48; larger pictures are scaled down (the refusal text names these limits). */
export const LOGO = { width: 144, height: 48, maxBytes: 512 * 1024, maxSide: 1440 } as const;

/** Which way a background task moves data: a workbook read in, or one written out. */
export const TASK_DIRECTIONS = ['import', 'export'] as const;
export type TaskDirection = (typeof TASK_DIRECTIONS)[number];
/** `/exportFile?business_no=exportTask&id=<task id>` downloads a finished export. */
export const EXPORT_TASK_BUSINESS_NO = 'exportTask';
/** A kind of import or export an area registers: `<area>.<thing>` (`equipment.ledger`). */
export const TASK_KIND_PATTERN = /^[a-z][A-Za-z0-9]*\.[A-Za-z0-9.]+$/;
