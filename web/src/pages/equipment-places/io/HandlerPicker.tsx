import { useState, type ReactElement } from 'react';
import { Button, Input, Space } from 'antd';
import { ChooseDialog } from '@/components/ChooseDialog';
import { textColumn, type DataColumn } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { fetchUserPage, type UserRow } from '../common/places.api';

const userColumns: DataColumn<UserRow>[] = [
  textColumn<UserRow>({ key: 'account', titleKey: 'identity.user.fields.account', width: 160 }),
  textColumn<UserRow>({ key: 'name', titleKey: 'identity.user.fields.name', width: 160 }),
];

export interface HandlerPickerProps {
  /** The chosen user id (a form field); empty means the server takes the caller. */
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  /** Name of `value` as the order answered it, until another user is chosen. */
  knownName?: string | null;
}

/** One user of the enterprise: a read-only box with the name, a button opening the ChooseDialog on /user/pageList, clear. */
export function HandlerPicker({ value, onChange, knownName }: HandlerPickerProps): ReactElement {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<UserRow | null>(null);
  const name = !value ? '' : picked?.id === value ? picked.name || picked.account : (knownName ?? `#${value}`);
  return (
    <Space.Compact style={{ width: '100%' }} data-testid="io-form-handler">
      <Input readOnly value={name} placeholder={t('equipmentPlaces.io.handlerDefault')} data-testid="io-form-handler-name" />
      {value ? (
        <Button data-testid="io-form-handler-clear" onClick={() => onChange?.(undefined)}>
          {t('equipmentPlaces.io.actions.clearHandler')}
        </Button>
      ) : null}
      <Button data-testid="io-form-handler-choose" onClick={() => setOpen(true)}>
        {t('equipmentPlaces.io.actions.chooseHandler')}
      </Button>
      <ChooseDialog<UserRow>
        open={open}
        nameKey="equipmentPlaces.io.fields.handler"
        fetcher={fetchUserPage}
        columns={userColumns}
        onCancel={() => setOpen(false)}
        onConfirm={([row]) => {
          if (row) {
            setPicked(row);
            onChange?.(row.id);
          }
          setOpen(false);
        }}
      />
    </Space.Compact>
  );
}
