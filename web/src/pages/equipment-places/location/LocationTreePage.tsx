import { useMemo, useState, type ReactElement } from 'react';
import { Button, Card, Popconfirm, Space, Spin, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { SearchBar } from '@/components/SearchBar';
import { routePath } from '@/components/DataTable';
import { useT, type TFunction } from '@/i18n/t';
import { useCan, type Can } from '@/app/permissions';
import { testIdProps } from '@/components/test-ids';
import { useLocationTree, type LocationNode } from '../common/places.api';
import { P } from '../common/permissions';
import { flatten } from './location-rules';
import { useDeleteLocation } from './location.api';
import { LocationFormDialog } from './LocationFormDialog';

interface Dialog {
  open: boolean;
  editing: LocationNode | null;
  parent: LocationNode | null;
}

const CLOSED: Dialog = { open: false, editing: null, parent: null };

/** /gengyun/asset/address: the location tree with add child, edit, view (plan and QR code) and delete. */
export function LocationTreePage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const tree = useLocationTree(keyword);
  const remove = useDeleteLocation();
  const [dialog, setDialog] = useState<Dialog>(CLOSED);
  const nodes = tree.data ?? [];
  const keys = useMemo(() => flatten(nodes).map((n) => n.id), [nodes]);
  // Everything starts expanded; the user's collapsed nodes are remembered across refetches.
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const expanded = useMemo(() => keys.filter((k) => !collapsed.has(k)), [keys, collapsed]);

  const actions: NodeActions = {
    addChild: (node) => setDialog({ open: true, editing: null, parent: node }),
    edit: (node) => setDialog({ open: true, editing: node, parent: null }),
    view: (node) => void navigate(`${routePath('asset/address/view')}?id=${node.id}`),
    remove: (node) => remove.mutate({ id: node.id }),
  };

  return (
    <Card title={t('menu.basic.address')} data-testid="location-page">
      <SearchBar
        keyword={keyword}
        placeholderKey="equipmentPlaces.location.searchPlaceholder"
        onSearch={setKeyword}
        onReset={() => setKeyword('')}
        toolbar={
          can(P.position.add) && (
            <Button type="primary" icon={<PlusOutlined />} data-testid="location-add" onClick={() => setDialog({ open: true, editing: null, parent: null })}>
              {t('equipmentPlaces.location.addTitle')}
            </Button>
          )
        }
      />
      <Spin spinning={tree.isFetching}>
        {nodes.length === 0 && !tree.isFetching ? (
          <EmptyState descriptionKey="equipmentPlaces.location.empty" />
        ) : (
          <Tree<DataNode>
            data-testid="location-tree"
            blockNode
            selectable={false}
            expandedKeys={expanded}
            onExpand={(open) => setCollapsed(new Set(keys.filter((k) => !open.includes(k))))}
            treeData={toTreeData(nodes, t, can, actions)}
          />
        )}
      </Spin>
      <LocationFormDialog
        open={dialog.open}
        editing={dialog.editing}
        parentId={dialog.parent?.id ?? null}
        parentName={dialog.parent?.name}
        onClose={() => setDialog(CLOSED)}
      />
    </Card>
  );
}

interface NodeActions {
  addChild: (node: LocationNode) => void;
  edit: (node: LocationNode) => void;
  view: (node: LocationNode) => void;
  remove: (node: LocationNode) => void;
}

function toTreeData(nodes: readonly LocationNode[], t: TFunction, can: Can, actions: NodeActions): DataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: <NodeTitle node={node} t={t} can={can} actions={actions} />,
    children: node.children?.length ? toTreeData(node.children, t, can, actions) : undefined,
  }));
}

function NodeTitle({ node, t, can, actions }: { node: LocationNode; t: TFunction; can: Can; actions: NodeActions }): ReactElement {
  const hasChildren = Boolean(node.children?.length);
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }} data-testid={`location-node-${node.id}`}>
      <Space size={6}>
        <Typography.Text strong={node.level === 1}>{node.name}</Typography.Text>
        {node.code && <Tag>{node.code}</Tag>}
        {node.plan_file_id && <Tag color="blue">{t('equipmentPlaces.location.fields.plan')}</Tag>}
      </Space>
      <Space size={0} onClick={(e) => e.stopPropagation()}>
        {can(P.position.add) && (
          <Button type="link" size="small" data-testid={`location-add-child-${node.id}`} onClick={() => actions.addChild(node)}>
            {t('equipmentPlaces.location.addChild')}
          </Button>
        )}
        <Button type="link" size="small" data-testid={`location-view-${node.id}`} onClick={() => actions.view(node)}>
          {t('common.buttons.view')}
        </Button>
        {can(P.position.edit) && (
          <Button type="link" size="small" data-testid={`location-edit-${node.id}`} onClick={() => actions.edit(node)}>
            {t('common.buttons.edit')}
          </Button>
        )}
        {can(P.position.delete) && (
          <Popconfirm
            title={t('equipmentPlaces.common.deleteConfirm', [node.name])}
            okText={t('common.buttons.confirm')}
            cancelText={t('common.buttons.cancel')}
            okButtonProps={testIdProps(`location-delete-${node.id}-confirm`, { danger: true })}
            onConfirm={() => actions.remove(node)}
          >
            <Button type="link" size="small" danger disabled={hasChildren} data-testid={`location-delete-${node.id}`}>
              {t('common.buttons.delete')}
            </Button>
          </Popconfirm>
        )}
      </Space>
    </div>
  );
}
