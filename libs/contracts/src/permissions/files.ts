/** Feature permission codes of the files area. */
export const filesPermissions = {
  file: {
    upload: 'files:file:upload',
    read: 'files:file:read',
    delete: 'files:file:delete',
  },
} as const;
