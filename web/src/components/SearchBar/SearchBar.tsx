import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { Button, Input, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface SearchBarProps {
  /** Current keyword (the box follows it when it changes from outside). */
  keyword?: string;
  /** Enter in the box or the search button. */
  onSearch: (keyword: string) => void;
  /** Shows a reset button that clears the box and calls this. */
  onReset?: () => void;
  /** Label key of the placeholder. */
  placeholderKey?: string;
  /** Extra filters, placed between the box and the buttons. */
  extra?: ReactNode;
  /** Right-hand toolbar (add, export …). */
  toolbar?: ReactNode;
}

export function SearchBar({ keyword = '', onSearch, onReset, placeholderKey = 'components.search.placeholder', extra, toolbar }: SearchBarProps): ReactElement {
  const { t } = useTranslation();
  const [text, setText] = useState(keyword);
  useEffect(() => setText(keyword), [keyword]);

  return (
    <div className="gy-search-bar" style={{ display: 'flex', justifyContent: 'space-between', gap: 8, marginBottom: 12, flexWrap: 'wrap' }}>
      <Space wrap>
        <Input
          allowClear
          style={{ width: 220 }}
          value={text}
          placeholder={t(placeholderKey)}
          aria-label={t(placeholderKey)}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={() => onSearch(text.trim())}
        />
        {extra}
        <Button type="primary" icon={<SearchOutlined />} onClick={() => onSearch(text.trim())}>
          {t('components.search.search')}
        </Button>
        {onReset && (
          <Button
            onClick={() => {
              setText('');
              onReset();
            }}
          >
            {t('components.search.reset')}
          </Button>
        )}
      </Space>
      {toolbar && <Space wrap>{toolbar}</Space>}
    </div>
  );
}
