/** Feature permission codes of the files area. */
export const filesPermissions = {
  file: {
    upload: 'files:file:upload',
    read: 'files:file:read',
  },
} as const;
