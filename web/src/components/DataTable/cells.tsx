import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Button, Select, Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { toParams } from '../i18n-options';
import { levelColour } from './levels';
import { detailLink, useTableNavigate } from './navigation';

/** A translated label; usable where plain functions (column factories) build JSX. */
export function Label({ k, params }: { k: string; params?: Record<string, unknown> }): ReactElement {
  const { t } = useTranslation();
  return <>{t(k, params)}</>;
}


export function LevelCell({ level, children }: { level: unknown; children?: ReactNode }): ReactElement | null {
  const { t } = useTranslation();
  const colour = levelColour(level);
  if (!colour) return children ? <>{children}</> : null;
  return (
    <span className="gy-level-cell" data-level={String(level)} style={{ background: colour, color: '#fff', padding: '0 8px', borderRadius: 4, display: 'inline-block' }}>
      {children ?? t('components.table.level', toParams(level))}
    </span>
  );
}

export function SwitchCell({ checked, disabled, onChange }: { checked: boolean; disabled: boolean; onChange: (checked: boolean) => unknown }): ReactElement {
  const [busy, setBusy] = useState(false);
  return (
    <Switch
      size="small"
      checked={checked}
      disabled={disabled}
      loading={busy}
      onChange={(next) => {
        const result = onChange(next);
        if (result instanceof Promise) {
          setBusy(true);
          void result.finally(() => setBusy(false));
        }
      }}
    />
  );
}

export interface CellOption {
  value: string | number;
  /** Label key, or already translated text (e.g. option lists from /getOptionsByKey). */
  labelKey?: string;
  label?: string;
}

export function SelectCell({ value, options, disabled, onChange }: { value: unknown; options: readonly CellOption[]; disabled: boolean; onChange: (value: string | number) => unknown }): ReactElement {
  const { t } = useTranslation();
  return (
    <Select<string | number>
      size="small"
      style={{ minWidth: 100 }}
      value={value as string | number | undefined}
      disabled={disabled}
      options={options.map((o) => ({ value: o.value, label: o.labelKey ? t(o.labelKey) : (o.label ?? String(o.value)) }))}
      onChange={(next) => void onChange(next)}
    />
  );
}

export interface LinkCellProps {
  text: ReactNode;
  route?: string;
  id?: unknown;
  row: unknown;
  onClick?: () => void;
}

/** A link button: to the named route with `?id=` (row in router state), or a callback. */
export function LinkCell({ text, route, id, row, onClick }: LinkCellProps): ReactElement {
  const navigate = useTableNavigate();
  return (
    <Button
      type="link"
      size="small"
      className="gy-link-cell"
      onClick={() => {
        if (onClick) onClick();
        else if (route && navigate) navigate(detailLink(route, id), { state: { row, id } });
      }}
    >
      <EllipsisText>{text}</EllipsisText>
    </Button>
  );
}

const overflows = (element: HTMLElement | null): boolean => Boolean(element && element.scrollWidth > element.clientWidth + 1);

/** One line cut with an ellipsis; hovering shows the whole text in a tooltip, only when it is cut. */
export function EllipsisText({ children }: { children: ReactNode }): ReactElement {
  const ref = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <Tooltip title={children} open={open} onOpenChange={(next) => setOpen(next && overflows(ref.current))} destroyOnHidden>
      <span ref={ref} className="gy-ellipsis">
        {children}
      </span>
    </Tooltip>
  );
}
