import type { ReactElement } from 'react';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useT } from '@/i18n/t';

/** Placeholder for entries whose page is not built yet (/demo, screens, menu routes without a page). */
export function ComingSoonPage(): ReactElement {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <Result
      data-testid="coming-soon"
      status="info"
      title={t('web.comingSoon.title')}
      subTitle={t('web.comingSoon.description')}
      extra={
        <Button type="primary" onClick={() => navigate('/gengyun/home')}>
          {t('web.comingSoon.backHome')}
        </Button>
      }
    />
  );
}
