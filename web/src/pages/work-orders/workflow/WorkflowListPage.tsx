import { lazy, Suspense, type HTMLAttributes, type ReactElement } from 'react';
import { Button, Card, Space, Spin, Upload } from 'antd';
import { DownloadOutlined, EyeOutlined, NodeIndexOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { Permission, WORKFLOW_DIAGRAM_KINDS, type WorkflowDiagramKind } from '@gengyun/contracts';
import { DataTable } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { RowActions } from '@/components/RowActions';
import { notifier } from '@/api/notifier';
import { useCan } from '@/app/permissions';
import { useT } from '@/i18n/t';
import { workflowColumns } from './columns';
import { exportWorkflow, useDeleteWorkflow, useEnableWorkflow, useImportWorkflow, useWorkflowPage, type WorkflowTemplateRow } from './workflow.api';

const WorkflowDesigner = lazy(() => import('./designer/WorkflowDesigner').then((m) => ({ default: m.WorkflowDesigner })));
const WorkflowDiagramView = lazy(() => import('./diagram/WorkflowDiagramView').then((m) => ({ default: m.WorkflowDiagramView })));

const isDiagramKind = (value: string | null): value is WorkflowDiagramKind => (WORKFLOW_DIAGRAM_KINDS as readonly (string | null)[]).includes(value);

/**
 * /gengyun/work/flow: the workflow templates. `?design=<id|new>` opens the designer, `?diagram=<kind>&id=…` the diagram
 * of a SPEC §7 link; both load bpmn-js only then.
 */
export function WorkflowListPage(): ReactElement {
  const [query, setQuery] = useSearchParams();
  const back = () => setQuery({});
  const design = query.get('design');
  const diagram = query.get('diagram');
  if (design) {
    return (
      <Suspense fallback={<Spin />}>
        <WorkflowDesigner id={design === 'new' ? null : Number(design)} onBack={back} />
      </Suspense>
    );
  }
  if (isDiagramKind(diagram)) {
    const params = Object.fromEntries([...query.entries()].filter(([key]) => key === 'id' || key === 'flow_code'));
    return (
      <Suspense fallback={<Spin />}>
        <WorkflowDiagramView kind={diagram} params={params} onBack={back} />
      </Suspense>
    );
  }
  return <TemplateList open={(params) => setQuery(params)} />;
}

function TemplateList({ open }: { open: (params: Record<string, string>) => void }): ReactElement {
  const { t } = useT();
  const can = useCan();
  const canEdit = can(Permission.workflowTemplate.edit);
  const canDelete = can(Permission.workflowTemplate.delete);
  const search = useSearchHelper();
  const list = useWorkflowPage(search.params);
  const enable = useEnableWorkflow();
  const remove = useDeleteWorkflow();
  const importer = useImportWorkflow();
  const columns = workflowColumns(canEdit, (row, enabled) => enable.mutateAsync({ id: row.id, enabled }), (n) => t('workflow.fields.versionNo', [n]));

  const importFile = async (file: File) => {
    const saved = await importer.mutateAsync({ xml: await file.text() });
    notifier().success(t('workflow.import.done', [saved.name, saved.current_version]));
  };

  return (
    <Card title={t('menu.work.flow')} data-testid="work-flow-page">
      <SearchBar
        keyword={search.params.keyword}
        placeholderKey="workflow.keyword"
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        toolbar={
          canEdit && (
            <Space wrap>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ design: 'new' })} data-testid="work-flow-add">
                {t('workflow.actions.new')}
              </Button>
              <Upload accept=".bpmn,.xml,.bpmn20.xml" showUploadList={false} beforeUpload={(file) => (void importFile(file).catch(() => undefined), false)}>
                <Button icon={<UploadOutlined />} title={t('workflow.import.hint')} data-testid="work-flow-import">
                  {t('workflow.actions.import')}
                </Button>
              </Upload>
            </Space>
          )
        }
      />
      <DataTable<WorkflowTemplateRow>
        showIndex
        columns={columns}
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        paging={pagingOf(search, list)}
        actions={(row) => (
          <RowActions
            prefix="work-flow"
            id={row.id}
            canEdit={false}
            canDelete={canDelete}
            onDelete={() => remove.mutateAsync({ id: row.id })}
            before={
              <>
                {canEdit && (
                  <Button type="link" size="small" icon={<NodeIndexOutlined />} onClick={() => open({ design: String(row.id) })} data-testid={`work-flow-design-${row.id}`}>
                    {t('workflow.actions.design')}
                  </Button>
                )}
                <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => open({ diagram: 'process', id: String(row.id) })} data-testid={`work-flow-view-${row.id}`}>
                  {t('workflow.actions.view')}
                </Button>
                <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => void exportWorkflow(row.id).catch(() => undefined)} data-testid={`work-flow-export-${row.id}`}>
                  {t('workflow.actions.export')}
                </Button>
              </>
            }
          />
        )}
        tableProps={{ onRow: (row) => ({ 'data-testid': `work-flow-row-${row.id}` }) as HTMLAttributes<HTMLElement> }}
      />
    </Card>
  );
}
