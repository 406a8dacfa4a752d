/** Feature permission codes of the system area. */
export const systemPermissions = {
  system: {
    config: 'system:config:edit',
    enterprise: 'system:enterprise:edit',
    cache: 'system:cache:list',
    cacheClear: 'system:cache:clear',
    errorLog: 'system:errorLog:list',
    notice: 'system:notice:edit',
    audit: 'system:audit:list',
  },
} as const;
