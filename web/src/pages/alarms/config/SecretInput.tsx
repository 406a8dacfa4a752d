import { useState, type ReactElement } from 'react';
import { Button, Input, Space, Tag } from 'antd';
import { useT } from '@/i18n/t';
import { secretState } from './message-config';

export interface SecretInputProps {
  /** A new value typed by the user (never the stored one: the server does not return it). */
  value?: string;
  onChange?: (value: string | undefined) => void;
  isSet: boolean;
  /** Shown after "Set", e.g. the SMTP host. */
  host?: string | null;
  disabled?: boolean;
  placeholder?: string;
  testId: string;
}

/** A stored secret shows only as "Set" / "Not set"; Replace opens a password box for a new value, Keep drops it. */
export function SecretInput({
  value,
  onChange,
  isSet,
  host,
  disabled,
  placeholder,
  testId,
}: SecretInputProps): ReactElement {
  const { t } = useT();
  const [replacing, setReplacing] = useState(!isSet);
  const state = secretState(isSet, host);
  return (
    <Space.Compact block>
      {isSet && !replacing ? (
        <Space>
          <Tag color="success" data-testid={`${testId}-state`}>
            {t(state.key, state.params)}
          </Tag>
          {!disabled && (
            <Button size="small" onClick={() => setReplacing(true)} data-testid={`${testId}-replace`}>
              {t('alarm.config.replace')}
            </Button>
          )}
        </Space>
      ) : (
        <>
          <Input.Password
            autoComplete="new-password"
            visibilityToggle
            disabled={disabled}
            placeholder={
              isSet ? t('alarm.config.hints.secret') : (placeholder ?? t('alarm.config.secretUnset'))
            }
            value={value}
            onChange={(event) => onChange?.(event.target.value || undefined)}
            data-testid={testId}
          />
          {isSet && (
            <Button
              onClick={() => {
                onChange?.(undefined);
                setReplacing(false);
              }}
              data-testid={`${testId}-keep`}
            >
              {t('alarm.config.keep')}
            </Button>
          )}
        </>
      )}
    </Space.Compact>
  );
}
