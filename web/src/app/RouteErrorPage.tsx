import type { ReactElement } from 'react';
import { Button, Result } from 'antd';
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '@/api/chunk-errors';
import { useT } from '@/i18n/t';

/** Shown when a page fails to render; a failed chunk (new deployment, lost network) offers a reload. */
export function RouteErrorPage(): ReactElement {
  const { t } = useT();
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  return (
    <Result
      status={chunk ? 'warning' : 'error'}
      title={t(chunk ? 'web.errors.chunkLoad' : 'web.errors.pageFailed')}
      extra={
        <Button type="primary" data-testid="reload" onClick={() => window.location.reload()}>
          {t('common.buttons.reload')}
        </Button>
      }
    />
  );
}
