/** Request bodies of the workflow templates (issue 13 item 5). */

/** `/workflowTemplate/add`: a template with its first version. */
export type WorkflowTemplateAddRequest = { code: string; name: string; description?: string; enabled?: boolean; xml: string };

/** `/workflowTemplate/update`: the template's header (its diagram changes only through new versions). */
export type WorkflowTemplateUpdateRequest = { id: number; name: string; description?: string };

/** `/workflowTemplate/saveVersion`: a new version of the template's diagram. */
export type WorkflowTemplateSaveVersionRequest = { id: number; xml: string };

/** `/workflowTemplate/enable`. */
export type WorkflowTemplateEnableRequest = { id: number; enabled: boolean };

/** `/workflowTemplate/validate`: checks a diagram without saving it. */
export type WorkflowTemplateValidateRequest = { xml: string };

/** `/workflowTemplate/import`: the process id is the code; an existing code gets a new version. */
export type WorkflowTemplateImportRequest = { xml: string; name?: string };

/** `/workflowTemplate/export`: the current version, or the one named. */
export type WorkflowTemplateExportRequest = { id: number; version?: number };

/** `/workflowTemplate/pageList` filters. */
export type WorkflowTemplatePageRequest = { pageNumber?: number; pageSize?: number; keyword?: string; enabled?: boolean };
