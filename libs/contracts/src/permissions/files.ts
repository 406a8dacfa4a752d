/** Feature permission codes of the files area. */
export const filesPermissions = {
  file: {
    upload: 'files:file:upload',
    read: 'files:file:read',
    delete: 'files:file:delete',
  },
  /** The import and export centre: one's own tasks of every kind. */
  importTask: { list: 'files:importTask:list' },
  exportTask: { list: 'files:exportTask:list' },
  /** Every task of the enterprise in the centre (not only one's own). */
  task: { all: 'files:task:all' },
} as const;
