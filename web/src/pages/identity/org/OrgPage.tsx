import { useEffect, useState, type ReactElement } from 'react';
import { Button, Card, Col, Empty, Form, Popconfirm, Row, Space, Tabs, Tree } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Permission } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { useOrgTree, type OrgNode } from '../identity-options.api';
import { OrgFields, OrgFormDialog } from './OrgFormDialog';
import { UnitPanel } from './UnitPanel';
import { useDeleteOrg, useOrgDetail, useUpdateOrg, type OrgInput } from './org.api';

interface TreeItem {
  key: number;
  title: string;
  children: TreeItem[];
}

const toTreeItems = (nodes: readonly OrgNode[]): TreeItem[] => nodes.map((node) => ({ key: node.id, title: node.name, children: toTreeItems(node.children) }));

/** /gengyun/org: organisation tree on the left; the chosen org's details, groups and positions on the right. */
export function OrgPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const tree = useOrgTree();
  const [selected, setSelected] = useState<number | null>(null);
  const [adding, setAdding] = useState<{ parentId?: number } | null>(null);
  const nodes = tree.data ?? [];

  return (
    <Row gutter={16} data-testid="org-page">
      <Col xs={24} md={8} xl={6}>
        <Card
          title={t('identity.org.tree')}
          extra={
            can(Permission.org.add) && (
              <Button size="small" icon={<PlusOutlined />} onClick={() => setAdding({})} data-testid="org-add">
                {t('identity.org.addRoot')}
              </Button>
            )
          }
        >
          {nodes.length ? (
            <Tree<TreeItem>
              blockNode
              defaultExpandAll
              treeData={toTreeItems(nodes)}
              selectedKeys={selected ? [selected] : []}
              onSelect={(keys) => setSelected(keys.length ? Number(keys[0]) : null)}
              titleRender={(node) => <span data-testid={`org-node-${node.key}`}>{node.title}</span>}
            />
          ) : (
            <Empty />
          )}
        </Card>
      </Col>
      <Col xs={24} md={16} xl={18}>
        {selected ? (
          <OrgDetail key={selected} id={selected} tree={nodes} onAddChild={() => setAdding({ parentId: selected })} onDeleted={() => setSelected(null)} />
        ) : (
          <Card>
            <Empty description={t('identity.org.none')} />
          </Card>
        )}
      </Col>
      {adding && (
        <OrgFormDialog
          parentId={adding.parentId}
          tree={nodes}
          onClose={(created) => {
            setAdding(null);
            if (created) setSelected(created.id);
          }}
        />
      )}
    </Row>
  );
}

function OrgDetail({ id, tree, onAddChild, onDeleted }: { id: number; tree: OrgNode[]; onAddChild: () => void; onDeleted: () => void }): ReactElement {
  const { t } = useT();
  const can = useCan();
  const detail = useOrgDetail(id);
  const update = useUpdateOrg();
  const remove = useDeleteOrg(onDeleted);
  const [form] = Form.useForm<OrgInput>();
  const mayEdit = can(Permission.org.edit);

  useEffect(() => {
    if (detail.data) form.setFieldsValue({ name: detail.data.name, code: detail.data.code ?? undefined, parent_id: detail.data.parent_id ?? undefined, sort: detail.data.sort });
  }, [detail.data, form]);

  const info = (
    <Form<OrgInput> form={form} layout="vertical" disabled={!mayEdit} style={{ maxWidth: 520 }} onFinish={(values) => update.mutate({ ...values, name: values.name.trim(), id })}>
      <OrgFields tree={tree} selfId={id} />
      <Space>
        {mayEdit && (
          <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="org-save">
            {t('common.buttons.save')}
          </Button>
        )}
      </Space>
    </Form>
  );

  return (
    <Card
      title={detail.data?.name}
      loading={!detail.data}
      data-testid="org-detail"
      extra={
        <Space>
          {can(Permission.org.add) && (
            <Button size="small" onClick={onAddChild} data-testid="org-add-child">
              {t('identity.org.addChild')}
            </Button>
          )}
          {can(Permission.org.delete) && (
            <Popconfirm
              title={t('identity.org.confirmDelete', [detail.data?.name ?? ''])}
              okText={t('common.buttons.confirm')}
              cancelText={t('common.buttons.cancel')}
              onConfirm={() => remove.mutateAsync({ id })}
            >
              <Button size="small" danger data-testid="org-delete">
                {t('common.buttons.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      }
    >
      <Tabs
        items={[
          { key: 'info', label: t('identity.org.detail'), children: info },
          { key: 'group', label: t('identity.group.tab'), children: <UnitPanel kind="group" orgId={id} /> },
          { key: 'position', label: t('identity.position.tab'), children: <UnitPanel kind="position" orgId={id} /> },
        ]}
      />
    </Card>
  );
}
