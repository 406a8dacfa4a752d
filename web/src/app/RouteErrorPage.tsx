import type { ReactElement } from 'react';
import { Button } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '@/api/chunk-errors';
import { useT } from '@/i18n/t';

/** Shown when a page fails to render; a failed chunk (new deployment, lost network) offers a reload. */
export function RouteErrorPage(): ReactElement {
  const { t } = useT();
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  return (
    <div className="gy-route-error" role="alert" data-testid="route-error" data-kind={chunk ? 'chunk' : 'page'}>
      <WarningOutlined className="gy-route-error-icon" />
      <div className="gy-route-error-title">{t(chunk ? 'web.errors.chunkLoad' : 'web.errors.pageFailed')}</div>
      <Button type="primary" data-testid="reload" onClick={() => window.location.reload()}>
        {t('common.buttons.reload')}
      </Button>
    </div>
  );
}
