import { useMemo, useState, type ReactElement } from 'react';
import { Button, Form, Select, Space, Tag } from 'antd';
import { ChooseDialog } from '@/components/ChooseDialog';
import { textColumn, type DataColumn } from '@/components/DataTable';
import { useT, type TFunction } from '@/i18n/t';
import { checkMails, checkPhones, type RuleError } from '../rule/rule-checks';
import { fetchUsers, useRoleOptions, useUserNames, type UserOption } from './options.api';

/** The most recipients of one kind the server takes. */
export const MAX_RECIPIENTS = 100;

/** A failed check as text: label params are translated. */
export const errorText = (t: TFunction, error: RuleError): string =>
  t(
    error.key,
    (error.params ?? []).map((param) => (typeof param === 'object' ? t(param.label) : param)),
  );

const userColumns: DataColumn<UserOption>[] = [
  textColumn<UserOption>({ key: 'account', titleKey: 'alarm.rule.user.account' }),
  textColumn<UserOption>({ key: 'name', titleKey: 'alarm.rule.user.name' }),
  textColumn<UserOption>({ key: 'phone', titleKey: 'alarm.rule.user.phone' }),
];

interface UserPickerProps {
  value?: number[];
  onChange?: (value: number[]) => void;
  disabled?: boolean;
  testId: string;
}

/** Chosen users as closable tags, and a button opening the ChooseDialog on /user/pageList (several at a time). */
export function UserPicker({ value = [], onChange, disabled, testId }: UserPickerProps): ReactElement {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState(new Map<number, string>());
  const known = useUserNames(value.length > 0);
  const nameOf = (id: number): string => picked.get(id) ?? known.data?.get(id) ?? `#${id}`;
  return (
    <Space wrap size={[4, 4]} data-testid={testId}>
      {value.map((id) => (
        <Tag key={id} closable={!disabled} onClose={() => onChange?.(value.filter((other) => other !== id))}>
          {nameOf(id)}
        </Tag>
      ))}
      {!disabled && (
        <Button size="small" onClick={() => setOpen(true)} data-testid={`${testId}-choose`}>
          {t('alarm.rule.chooseUsers')}
        </Button>
      )}
      <ChooseDialog<UserOption>
        open={open}
        nameKey="alarm.rule.userNoun"
        multiple
        max={MAX_RECIPIENTS}
        fetcher={fetchUsers}
        columns={userColumns}
        onCancel={() => setOpen(false)}
        onConfirm={(rows) => {
          setPicked(
            (current) =>
              new Map([...current, ...rows.map((row) => [row.id, row.name || row.account] as const)]),
          );
          onChange?.([...new Set([...value, ...rows.map((row) => row.id)])].slice(0, MAX_RECIPIENTS));
          setOpen(false);
        }}
      />
    </Space>
  );
}

/** Users, roles and extra phones / mail addresses; used by alarm rules and the message configuration. */
export function RecipientsFields({
  disabled,
  testIdPrefix,
}: {
  disabled?: boolean;
  testIdPrefix: string;
}): ReactElement {
  const { t } = useT();
  const roles = useRoleOptions();
  const roleOptions = useMemo(
    () => (roles.data ?? []).map((role) => ({ value: role.id, label: role.name })),
    [roles.data],
  );
  const listRule = (check: (values: string[]) => RuleError | null) => ({
    validator: (_: unknown, value: string[] | undefined) => {
      const error = check(value ?? []);
      return error ? Promise.reject(new Error(errorText(t, error))) : Promise.resolve();
    },
  });
  return (
    <>
      <Form.Item name="user_ids" label={t('alarm.rule.fields.users')}>
        <UserPicker disabled={disabled} testId={`${testIdPrefix}-users`} />
      </Form.Item>
      <Form.Item name="role_ids" label={t('alarm.rule.fields.roles')}>
        <Select
          mode="multiple"
          allowClear
          disabled={disabled}
          options={roleOptions}
          optionFilterProp="label"
          maxCount={MAX_RECIPIENTS}
          data-testid={`${testIdPrefix}-roles`}
        />
      </Form.Item>
      <Form.Item
        name="phones"
        label={t('alarm.rule.fields.phones')}
        extra={t('alarm.rule.hints.listInput')}
        rules={[listRule(checkPhones)]}
      >
        <Select
          mode="tags"
          allowClear
          disabled={disabled}
          open={false}
          tokenSeparators={[',', ';', ' ']}
          data-testid={`${testIdPrefix}-phones`}
        />
      </Form.Item>
      <Form.Item
        name="mails"
        label={t('alarm.rule.fields.mails')}
        extra={t('alarm.rule.hints.listInput')}
        rules={[listRule(checkMails)]}
      >
        <Select
          mode="tags"
          allowClear
          disabled={disabled}
          open={false}
          tokenSeparators={[',', ';', ' ']}
          data-testid={`${testIdPrefix}-mails`}
        />
      </Form.Item>
    </>
  );
}
