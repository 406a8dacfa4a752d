import type { ReactElement } from 'react';
import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@gengyun/contracts';
import { toParams } from '../i18n-options';

export interface PagerProps {
  /** 1-based page number. */
  pageNumber: number;
  pageSize: number;
  total: number;
  /** `total` is a cap, not a count (the page's `totalCapped`): shown as "more than {total}". */
  totalCapped?: boolean;
  onChange: (pageNumber: number, pageSize: number) => void;
  /** Sizes offered; SPEC pageSizeList [10, 20, 50, 100]. */
  pageSizeList?: readonly number[];
  disabled?: boolean;
}

/** Server paging: sizes from pageSizeList, at most 5 page buttons, total shown. */
export function Pager({ pageNumber, pageSize, total, totalCapped, onChange, pageSizeList = PAGE_SIZES, disabled }: PagerProps): ReactElement {
  const { t } = useTranslation();
  return (
    <Pagination
      className="gy-pager"
      size="small"
      current={pageNumber}
      pageSize={pageSize}
      total={total}
      disabled={disabled}
      showLessItems
      showSizeChanger
      pageSizeOptions={[...pageSizeList]}
      showTotal={(count) => t(totalCapped ? 'components.pager.moreThan' : 'components.pager.total', toParams(count))}
      locale={{ items_per_page: t('components.pager.perPage') }}
      onChange={(page, size) => {
        // A new page size starts again at page 1.
        onChange(size !== pageSize ? 1 : page, size);
      }}
      style={{ marginTop: 12, justifyContent: 'flex-end' }}
    />
  );
}

export const DEFAULT_PAGING = { pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE } as const;
