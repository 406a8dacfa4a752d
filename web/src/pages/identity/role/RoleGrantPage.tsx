import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { Alert, Button, Card, Result, Skeleton, Space, Tabs, Tag, Tree, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Permission } from '@gengyun/contracts';
import { routePath } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { DataScopeEditor } from './DataScopeEditor';
import { shownScopes, toScopes } from './data-scopes';
import { indexTree, initialChecked, menuLabel, selectAll, toMenuIds, toTreeNodes, toggle, type GrantTreeNode } from './grant-tree';
import { useGrantRole, useMenuTree, useRoleDetail, useScopeDimensions, type Scopes } from './role.api';

/** /gengyun/auth/view?id=: a role's feature permissions (menu tree with pages and buttons) and data permissions. */
export function RoleGrantPage(): ReactElement {
  const { t, tLoose } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = Number(query.get('id')) || 0;
  const role = useRoleDetail(id);
  const menu = useMenuTree();
  const dimensions = useScopeDimensions();
  const grant = useGrantRole();
  const index = useMemo(() => indexTree(menu.data ?? []), [menu.data]);
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [scopes, setScopes] = useState<Scopes>({});
  const shown = useMemo(() => (role.data && dimensions.data ? shownScopes(role.data.scopes ?? {}, dimensions.data) : null), [role.data, dimensions.data]);

  useEffect(() => {
    if (role.data && menu.data) setChecked(initialChecked(index, role.data.menuIds));
  }, [role.data, menu.data, index]);
  useEffect(() => {
    if (shown) setScopes(shown.scopes);
  }, [shown]);

  const treeData = useMemo(() => toTreeNodes(menu.data ?? [], (node) => menuLabel(node, tLoose)), [menu.data, tLoose]);

  if (!id || role.isError) return <Result status="404" title={t('common.errors.notFound')} />;
  if (!role.data || !menu.data || !dimensions.data) return <Card>{<Skeleton active />}</Card>;
  const detail = role.data;
  const mayGrant = can(Permission.role.grant) && !detail.is_admin;
  const applied = dimensions.data.map((d) => d.dimension);

  const feature = (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert type="info" showIcon message={t('identity.grant.featureHelp')} />
      <Space>
        <Button size="small" disabled={!mayGrant} onClick={() => setChecked(selectAll(index))} data-testid="role-grant-all">
          {t('identity.grant.selectAll')}
        </Button>
        <Button size="small" disabled={!mayGrant} onClick={() => setChecked(new Set())} data-testid="role-grant-none">
          {t('identity.grant.clearAll')}
        </Button>
        <Typography.Text type="secondary" data-testid="role-grant-count">
          {t('identity.grant.selectedCount', [checked.size])}
        </Typography.Text>
      </Space>
      <Tree<GrantTreeNode>
        checkable
        checkStrictly
        defaultExpandAll
        selectable={false}
        disabled={!mayGrant}
        treeData={treeData}
        checkedKeys={{ checked: [...checked], halfChecked: [] }}
        onCheck={(_keys, info) => setChecked((current) => toggle(index, current, Number(info.node.key), info.checked))}
        titleRender={(node) => (
          <span data-testid={`role-grant-node-${node.key}`}>
            {node.title}
            {node.isButton && (
              <Tag style={{ marginInlineStart: 8 }} color="blue">
                {t('identity.grant.button')}
              </Tag>
            )}
          </span>
        )}
        data-testid="role-grant-tree"
      />
    </Space>
  );

  return (
    <Card
      title={t('identity.grant.title', [detail.name])}
      data-testid="role-grant-page"
      extra={
        <Space>
          <Button onClick={() => void navigate(routePath('auth'))}>{t('common.buttons.back')}</Button>
          {mayGrant && (
            <Button
              type="primary"
              loading={grant.isPending}
              onClick={() => grant.mutate({ id, menuIds: toMenuIds(checked), scopes: toScopes(scopes, applied) })}
              data-testid="role-grant-submit"
            >
              {t('common.buttons.save')}
            </Button>
          )}
        </Space>
      }
    >
      {detail.is_admin && <Alert type="success" showIcon message={t('identity.role.adminNote')} style={{ marginBottom: 16 }} />}
      <Tabs
        items={[
          { key: 'feature', label: t('identity.grant.feature'), children: feature },
          {
            key: 'data',
            label: t('identity.grant.data'),
            children: <DataScopeEditor dimensions={dimensions.data} value={scopes} onChange={setScopes} dropped={shown?.dropped} disabled={!mayGrant} />,
          },
        ]}
      />
    </Card>
  );
}
