import { useState, type ReactElement } from 'react';
import { Button, Checkbox, Popover, Space } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Label } from './cells';

export interface PickableColumn {
  key: string;
  titleKey?: string;
}

export interface ColumnPickerProps {
  columns: readonly PickableColumn[];
  /** Keys currently hidden. */
  hidden: readonly string[];
  /** Keys hidden by default (what reset restores). */
  defaultHidden: readonly string[];
  onChange: (hidden: string[]) => void;
}

/** Column-visibility popover: a checkbox per column, reset and confirm. */
export function ColumnPicker({ columns, hidden, defaultHidden, onChange }: ColumnPickerProps): ReactElement {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>([...hidden]);

  const apply = (next: string[]): void => {
    onChange(next);
    setOpen(false);
  };

  const content = (
    <div className="gy-column-picker" style={{ maxHeight: 320, overflowY: 'auto' }}>
      <Space orientation="vertical" size={4}>
        {columns.map((column) => (
          <Checkbox
            key={column.key}
            checked={!draft.includes(column.key)}
            onChange={(event) =>
              setDraft((prev) => (event.target.checked ? prev.filter((k) => k !== column.key) : [...prev, column.key]))
            }
          >
            {column.titleKey ? <Label k={column.titleKey} /> : column.key}
          </Checkbox>
        ))}
      </Space>
      <Space style={{ marginTop: 8, display: 'flex', justifyContent: 'flex-end' }}>
        <Button size="small" onClick={() => apply([...defaultHidden])}>
          {t('components.table.reset')}
        </Button>
        <Button size="small" type="primary" onClick={() => apply(draft)}>
          {t('components.table.confirm')}
        </Button>
      </Space>
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('components.table.columns')}
      content={content}
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft([...hidden]);
        setOpen(next);
      }}
    >
      <Button type="text" size="small" icon={<SettingOutlined />} aria-label={t('components.table.columns')} />
    </Popover>
  );
}
