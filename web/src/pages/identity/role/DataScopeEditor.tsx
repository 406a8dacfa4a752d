import { useMemo, type ReactElement } from 'react';
import { Alert, Form, TreeSelect } from 'antd';
import type { DataScope } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { toScopeTree } from './data-scopes';
import type { ScopeDimension, Scopes } from './role.api';

export interface DataScopeEditorProps {
  /** The dimensions the server applies, with the nodes this user may grant. */
  dimensions: readonly ScopeDimension[];
  value: Scopes;
  onChange: (next: Scopes) => void;
  /** Saved ids the editor could not show (removed, outside the user's scope, or of a dimension nothing applies). */
  dropped?: number;
  disabled?: boolean;
}

/**
 * Data permissions: one searchable tree per dimension the server applies (locations, equipment types…), picked by
 * name. Empty is unrestricted; a granted node includes everything under it.
 */
export function DataScopeEditor({ dimensions, value, onChange, dropped = 0, disabled }: DataScopeEditorProps): ReactElement {
  const { t } = useT();
  const trees = useMemo(() => dimensions.map((d) => ({ dimension: d.dimension, tree: toScopeTree(d.nodes) })), [dimensions]);
  const change = (dimension: DataScope, ids: number[]): void => onChange({ ...value, [dimension]: ids });
  return (
    <Form layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 16 }} disabled={disabled} data-testid="role-scopes">
      <Alert type="info" showIcon title={t('identity.grant.dataHelp')} style={{ marginBottom: 16 }} />
      {dropped > 0 && <Alert type="warning" showIcon title={t('identity.grant.scopeDropped', [dropped])} style={{ marginBottom: 16 }} data-testid="role-scopes-dropped" />}
      {!trees.length && <Alert type="info" showIcon title={t('identity.grant.noDimensions')} />}
      {trees.map(({ dimension, tree }) => (
        <Form.Item key={dimension} label={t(`identity.grant.scope.${dimension}`)}>
          <TreeSelect<number[]>
            multiple
            allowClear
            showSearch
            treeNodeFilterProp="title"
            treeDefaultExpandAll
            placeholder={t('identity.grant.idsPlaceholder')}
            treeData={tree}
            value={value[dimension] ?? []}
            onChange={(ids) => change(dimension, ids ?? [])}
            data-testid={`role-scope-${dimension}`}
          />
        </Form.Item>
      ))}
    </Form>
  );
}
