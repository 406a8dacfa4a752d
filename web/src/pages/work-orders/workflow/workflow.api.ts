import type {
  Page,
  WorkflowDiagram,
  WorkflowDiagramKind,
  WorkflowExport,
  WorkflowTemplateAddRequest,
  WorkflowTemplateDetail,
  WorkflowTemplateRow,
  WorkflowValidation,
} from '@gengyun/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, get, unwrap } from '@/api/client';
import { saveBlob } from '@/api/file-download';
import { useActionMutation, useCallQuery, usePagedQuery, OPTIONS_STALE_MS, type PagedParams } from '@/api/hooks';

export type { WorkflowTemplateRow, WorkflowTemplateDetail, WorkflowDiagram };

export const workflowKeys = {
  all: ['workflowTemplate'] as const,
  list: ['workflowTemplate', 'list'] as const,
  options: ['workflowTemplate', 'options'] as const,
  detail: (id: number) => ['workflowTemplate', 'detail', id] as const,
  diagram: (kind: string, params: Record<string, string>) => ['workflowTemplate', 'diagram', kind, params] as const,
};

export const useWorkflowPage = (params: PagedParams) => usePagedQuery<WorkflowTemplateRow>(workflowKeys.list, '/workflowTemplate/pageList', params);

export const useWorkflowDetail = (id: number | null) =>
  useCallQuery<WorkflowTemplateDetail>(workflowKeys.detail(id ?? 0), '/workflowTemplate/detail', { id: id ?? 0 }, { enabled: id !== null });

/** The enabled templates (the first 100), for the type form's default-template select. */
export const useWorkflowOptions = () =>
  useCallQuery<Page<WorkflowTemplateRow>>(workflowKeys.options, '/workflowTemplate/pageList', { enabled: true, pageNumber: 1, pageSize: 100 }, { silent: true, staleTime: OPTIONS_STALE_MS });

export const useEnableWorkflow = () => useActionMutation<{ id: number; enabled: boolean }>('/workflowTemplate/enable', { invalidate: [workflowKeys.all] });
export const useDeleteWorkflow = () => useActionMutation<{ id: number }>('/workflowTemplate/delete', { invalidate: [workflowKeys.all] });
export const useImportWorkflow = (onSuccess?: (detail: WorkflowTemplateDetail) => void) =>
  useActionMutation<{ xml: string }, WorkflowTemplateDetail>('/workflowTemplate/import', { invalidate: [workflowKeys.all], onSuccess });

/** The designer's saves; silent, because the designer shows a refusal beside the diagram. */
export const useSaveWorkflow = () => ({
  add: useActionMutation<WorkflowTemplateAddRequest, WorkflowTemplateDetail>('/workflowTemplate/add', { invalidate: [workflowKeys.all], silent: true }),
  saveVersion: useActionMutation<{ id: number; xml: string }, WorkflowTemplateDetail>('/workflowTemplate/saveVersion', { invalidate: [workflowKeys.all], silent: true }),
  validate: useActionMutation<{ xml: string }, WorkflowValidation>('/workflowTemplate/validate', { silent: true }),
});

/** Saves the version's XML as a `.bpmn20.xml` file (the name Flowable's modeler imports). */
export async function exportWorkflow(id: number, version?: number): Promise<void> {
  const file = await call<WorkflowExport>('/workflowTemplate/export', { id, version });
  saveBlob(new Blob([file.xml], { type: 'application/xml' }), file.file_name);
}

/** The diagram links' routes (SPEC §7), by the `diagram` parameter of the diagram page. */
export const DIAGRAM_ROUTES: Record<WorkflowDiagramKind, string> = {
  process: '/showWorkflowProcessDiagram',
  search: '/searchWorkflowProcessDiagram',
  node: '/showWorkflowNodeDiagram',
  instance: '/showWorkflowInstanceDiagram',
};

/** One diagram, fetched as the link does: GET with the session token in the query. */
export const useWorkflowDiagram = (kind: WorkflowDiagramKind, params: Record<string, string>) =>
  useQuery({
    queryKey: workflowKeys.diagram(kind, params),
    queryFn: ({ signal }) => unwrap(get<WorkflowDiagram>(DIAGRAM_ROUTES[kind], params, { noLoading: true, signal })),
  });
