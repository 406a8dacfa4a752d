import { useState, type ReactElement } from 'react';
import { Button, Form, Input, Modal, Select, Typography } from 'antd';
import { Permission } from '@gengyun/contracts';
import { DataTable } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { RowActions } from '@/components/RowActions';
import { maxLength, required } from '../identity-rules';
import { useIdentityNames } from '../use-names';
import { unitColumns } from './columns';
import { useDeleteUnit, usePositionRoles, useSaveUnit, useSetPositionRoles, useUnitPage, type UnitInput, type UnitKind, type UnitRow } from './org.api';

/** Groups or positions of one organisation: list, add, edit, delete; positions also get their roles. */
export function UnitPanel({ kind, orgId }: { kind: UnitKind; orgId: number }): ReactElement {
  const { t } = useT();
  const can = useCan();
  const search = useSearchHelper();
  const list = useUnitPage(kind, { ...search.params, org_id: orgId });
  const remove = useDeleteUnit(kind);
  const [editing, setEditing] = useState<UnitRow | 'new' | null>(null);
  const [rolesOf, setRolesOf] = useState<UnitRow | null>(null);
  const mayEdit = can(Permission.org.edit);
  const mayDelete = can(Permission.org.delete);

  return (
    <>
      <SearchBar
        keyword={search.params.keyword}
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        toolbar={
          can(Permission.org.add) && (
            <Button type="primary" onClick={() => setEditing('new')} data-testid={`${kind}-add`}>
              {t('common.buttons.add')}
            </Button>
          )
        }
      />
      <DataTable<UnitRow>
        columns={unitColumns()}
        rows={list.data?.rows ?? []}
        loading={list.isFetching}
        showIndex
        actions={
          mayEdit || mayDelete
            ? (row) => (
                <RowActions
                  wrap
                  prefix={`${kind}-row`}
                  id={row.id}
                  canEdit={mayEdit}
                  onEdit={() => setEditing(row)}
                  canDelete={mayDelete}
                  onDelete={() => remove.mutateAsync({ id: row.id })}
                  deleteProps={{ title: t('identity.unit.confirmDelete', [row.name]) }}
                >
                  {mayEdit && kind === 'position' && (
                    <Button type="link" size="small" onClick={() => setRolesOf(row)} data-testid={`position-row-roles-${row.id}`}>
                      {t('identity.position.roles')}
                    </Button>
                  )}
                </RowActions>
              )
            : undefined
        }
        paging={pagingOf(search, list)}
      />
      {editing && <UnitDialog kind={kind} orgId={orgId} row={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {rolesOf && <PositionRolesDialog position={rolesOf} onClose={() => setRolesOf(null)} />}
    </>
  );
}

const TITLES = {
  group: { add: 'identity.group.addTitle', edit: 'identity.group.editTitle' },
  position: { add: 'identity.position.addTitle', edit: 'identity.position.editTitle' },
} as const;

function UnitDialog({ kind, orgId, row, onClose }: { kind: UnitKind; orgId: number; row?: UnitRow; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<UnitInput>();
  const save = useSaveUnit(kind, Boolean(row), onClose);
  return (
    <Modal
      open
      title={t(TITLES[kind][row ? 'edit' : 'add'])}
      okText={t('common.buttons.save')}
      cancelText={t('common.buttons.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': `${kind}-form-submit` }}
      destroyOnHidden
    >
      <Form<UnitInput>
        form={form}
        layout="vertical"
        initialValues={{ name: row?.name, remark: row?.remark ?? undefined }}
        onFinish={(values) => save.mutate({ ...values, name: values.name.trim(), org_id: row?.org_id ?? orgId, id: row?.id })}
      >
        <Form.Item name="name" label={t('identity.unit.fields.name')} rules={[required('identity.unit.fields.name'), maxLength('identity.unit.fields.name', 100)]}>
          <Input data-testid={`${kind}-form-name`} />
        </Form.Item>
        <Form.Item name="remark" label={t('identity.unit.fields.remark')} rules={[maxLength('identity.unit.fields.remark', 255)]}>
          <Input.TextArea rows={3} data-testid={`${kind}-form-remark`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function PositionRolesDialog({ position, onClose }: { position: UnitRow; onClose: () => void }): ReactElement {
  const { t } = useT();
  const names = useIdentityNames();
  const detail = usePositionRoles(position.id);
  const [roleIds, setRoleIds] = useState<number[] | null>(null);
  const save = useSetPositionRoles(onClose);
  const value = roleIds ?? detail.data?.roleIds ?? [];
  return (
    <Modal
      open
      title={t('identity.position.rolesTitle', [position.name])}
      okText={t('common.buttons.save')}
      cancelText={t('common.buttons.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: !detail.data, 'data-testid': 'position-roles-submit' }}
      onOk={() => save.mutate({ id: position.id, roleIds: value })}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('identity.position.rolesHelp')}</Typography.Paragraph>
      <Select
        mode="multiple"
        allowClear
        style={{ width: '100%' }}
        loading={detail.isLoading}
        optionFilterProp="label"
        value={value}
        options={names.roles?.map((role) => ({ value: role.id, label: role.name }))}
        onChange={(ids: number[]) => setRoleIds(ids)}
        data-testid="position-roles-select"
      />
    </Modal>
  );
}
