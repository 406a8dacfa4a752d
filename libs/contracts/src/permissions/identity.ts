/** Feature permission codes of the identity area. */
export const identityPermissions = {
  user: {
    list: 'identity:user:list',
    add: 'identity:user:add',
    edit: 'identity:user:edit',
    delete: 'identity:user:delete',
    resetPassword: 'identity:user:resetPassword',
    import: 'identity:user:import',
    audit: 'identity:user:audit',
    restore: 'identity:user:restore',
  },
  role: {
    list: 'identity:role:list',
    add: 'identity:role:add',
    edit: 'identity:role:edit',
    delete: 'identity:role:delete',
    grant: 'identity:role:grant',
  },
  org: {
    list: 'identity:org:list',
    add: 'identity:org:add',
    edit: 'identity:org:edit',
    delete: 'identity:org:delete',
  },
  /**
   * Tenant administration by the platform operator (docs/tenants.md). Held only inside the platform enterprise:
   * administrators of other enterprises do not get these codes, nor can any role there be granted them.
   */
  tenant: {
    list: 'platform:enterprise:list',
    add: 'platform:enterprise:add',
    lock: 'platform:enterprise:lock',
    cancel: 'platform:enterprise:cancel',
    quota: 'platform:enterprise:quota',
    audit: 'platform:enterprise:audit',
  },
} as const;

/** Codes of the platform level (`platform:…`): granted only in the platform operator's enterprise. */
export const isPlatformPermission = (code: string): boolean => code.startsWith('platform:');
