import { useState, type ReactElement } from 'react';
import { Alert, Form, Select } from 'antd';
import type { DataScope } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { SCOPE_DIMENSIONS, parseIdTags } from './data-scopes';
import type { Scopes } from './role.api';

export interface DataScopeEditorProps {
  value: Scopes;
  onChange: (next: Scopes) => void;
  disabled?: boolean;
}

/**
 * Data permissions per dimension as id lists. The areas that own locations, equipment types, work-order
 * types, warehouses and asset categories have no pickers yet, so ids are typed as tags; anything that is not
 * a positive whole number is dropped with a warning.
 */
export function DataScopeEditor({ value, onChange, disabled }: DataScopeEditorProps): ReactElement {
  const { t } = useT();
  const [invalid, setInvalid] = useState<string[]>([]);
  const change = (scope: DataScope, tags: (string | number)[]): void => {
    const parsed = parseIdTags(tags);
    setInvalid(parsed.invalid);
    onChange({ ...value, [scope]: parsed.ids });
  };
  return (
    <Form layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 16 }} disabled={disabled} data-testid="role-scopes">
      <Alert type="info" showIcon message={t('identity.grant.dataHelp')} style={{ marginBottom: 16 }} />
      {invalid.length > 0 && <Alert type="warning" showIcon message={t('identity.validation.idList', [invalid.join(', ')])} style={{ marginBottom: 16 }} />}
      {SCOPE_DIMENSIONS.map((scope) => (
        <Form.Item key={scope} label={t(`identity.grant.scope.${scope}`)}>
          <Select
            mode="tags"
            open={false}
            tokenSeparators={[',', ' ', '，']}
            placeholder={t('identity.grant.idsPlaceholder')}
            value={(value[scope] ?? []).map(String)}
            onChange={(tags: string[]) => change(scope, tags)}
            data-testid={`role-scope-${scope}`}
          />
        </Form.Item>
      ))}
    </Form>
  );
}
