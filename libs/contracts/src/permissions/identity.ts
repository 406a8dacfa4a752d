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
} as const;
