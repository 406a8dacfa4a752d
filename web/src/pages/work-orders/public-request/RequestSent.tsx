import type { ReactElement } from 'react';
import { Button, Result, Typography } from 'antd';
import { useT } from '@/i18n/t';

/** The public page after sending: the request number to keep, and a way to report another problem. */
export function RequestSent({ code, onAgain }: { code: string; onAgain: () => void }): ReactElement {
  const { t } = useT();
  return (
    <Result
      status="success"
      title={t('publicRequest.sentTitle')}
      subTitle={
        <>
          <Typography.Title level={3} data-testid="public-request-number">
            {t('publicRequest.sentNumber', [code])}
          </Typography.Title>
          <div>{t('publicRequest.sentHint')}</div>
        </>
      }
      extra={
        <Button onClick={onAgain} data-testid="public-request-again">
          {t('publicRequest.again')}
        </Button>
      }
    />
  );
}
