import type { ReactElement, ReactNode } from 'react';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

export interface EmptyStateProps {
  /** Label key of the description; 'no data' by default. */
  descriptionKey?: string;
  /** Optional call to action under the description. */
  children?: ReactNode;
}

export function EmptyState({ descriptionKey = 'components.empty.description', children }: EmptyStateProps): ReactElement {
  const { t } = useTranslation();
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(descriptionKey)}>
      {children}
    </Empty>
  );
}
