/** Feature permission codes of the maintenance area (issue 14). */
export const maintenancePermissions = {
  /** Task items and templates (`task`): list and view them; add, edit and delete them. */
  taskTemplate: {
    list: 'maintenance:task:list',
    edit: 'maintenance:task:edit',
  },
  /** Maintenance plans (`maint/plan`, `maint/calendar`): list, view and preview; add and edit; generate orders now. */
  plan: {
    list: 'maintenance:plan:list',
    edit: 'maintenance:plan:edit',
    generate: 'maintenance:plan:generate',
  },
  /** The enterprise's holiday calendar, which plans skip or shift around. */
  holiday: {
    edit: 'maintenance:holiday:edit',
  },
  /**
   * Spot-check and patrol inspection: list points, routes, route plans, tasks and results (supervisors); add and edit
   * points (with who may check in by hand), routes and route plans; inspect — the phone: one's own tasks, check in and
   * submit results.
   */
  patrol: {
    list: 'maintenance:patrol:list',
    edit: 'maintenance:patrol:edit',
    inspect: 'maintenance:patrol:inspect',
  },
} as const;
