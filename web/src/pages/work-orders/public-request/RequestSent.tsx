import type { ReactElement } from 'react';
import { Button, Result, Space, Typography } from 'antd';
import { useT } from '@/i18n/t';

/** The public page after sending: the request number to keep, a way to report another problem or follow this one. */
export function RequestSent({ code, onAgain, onFollow }: { code: string; onAgain: () => void; onFollow?: () => void }): ReactElement {
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
        <Space wrap>
          <Button onClick={onAgain} data-testid="public-request-again">
            {t('publicRequest.again')}
          </Button>
          {onFollow && (
            <Button onClick={onFollow} data-testid="public-request-follow-sent">
              {t('publicRequest.follow')}
            </Button>
          )}
        </Space>
      }
    />
  );
}
