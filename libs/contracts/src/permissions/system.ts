/** Feature permission codes of the system area. */
export const systemPermissions = {
  system: {
    configList: 'system:config:list',
    config: 'system:config:edit',
    enterprise: 'system:enterprise:edit',
    cache: 'system:cache:list',
    cacheClear: 'system:cache:clear',
    errorLog: 'system:errorLog:list',
    noticeList: 'system:notice:list',
    notice: 'system:notice:edit',
    noticePublish: 'system:notice:publish',
    audit: 'system:audit:list',
  },
} as const;
