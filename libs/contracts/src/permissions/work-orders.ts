/** Feature permission codes of the work-orders area (issue 13). */
export const workOrdersPermissions = {
  workOrder: {
    list: 'workorders:order:list',
    add: 'workorders:order:add',
    edit: 'workorders:order:edit',
    /** Assign, release, cancel, void, close, batch assignment: the dispatch owner's actions. */
    dispatch: 'workorders:order:dispatch',
    /** Grab, accept, transfer, give back, start, suspend, resume, finish: the handler's actions. */
    handle: 'workorders:order:handle',
    /** Approve or reject, confirm, evaluate, archive: the reviewer's, confirmer's and archiver's actions. */
    review: 'workorders:order:review',
  },
  workOrderType: {
    list: 'workorders:type:list',
    add: 'workorders:type:add',
    edit: 'workorders:type:edit',
    delete: 'workorders:type:delete',
  },
  workOrderPool: {
    list: 'workorders:pool:list',
    edit: 'workorders:pool:edit',
  },
  /**
   * Service requests (`service/info`): list and raise them, turn one into a work order, or refuse it with a reason;
   * edit one still open (its text and photos) — its own requester may do that without `edit`.
   */
  serviceRequest: {
    list: 'workorders:request:list',
    add: 'workorders:request:add',
    edit: 'workorders:request:edit',
    convert: 'workorders:request:convert',
    reject: 'workorders:request:reject',
  },
  /** Workflow templates (`work/flow`): list and view diagrams; add, save versions, import, enable; delete. */
  workflowTemplate: {
    list: 'workorders:flow:list',
    edit: 'workorders:flow:edit',
    delete: 'workorders:flow:delete',
  },
  /** Assignment rules (`work/rule`): list them and preview who gets an order; add, edit, enable and delete them. */
  workOrderRule: {
    list: 'workorders:rule:list',
    edit: 'workorders:rule:edit',
  },
} as const;
