import { useMemo, useState, type ReactElement } from 'react';
import { Select } from 'antd';
import { partLabel, usePartPicker, type SparePartRow } from './part.api';

export interface SubstitutesSelectProps {
  value?: number[];
  onChange?: (value: number[]) => void;
  /** The edited part (it cannot be its own substitute), or undefined while adding. */
  part?: Pick<SparePartRow, 'id' | 'substitutes' | 'interchangeable'>;
  /** One-way substitutes (the default) or interchangeable parts. */
  kind?: 'substitutes' | 'interchangeable';
}

/** The parts usable in this one's place: several, searched by code or name in the catalogue (50 at a time). */
export function SubstitutesSelect({ value, onChange, part, kind = 'substitutes' }: SubstitutesSelectProps): ReactElement {
  const [keyword, setKeyword] = useState('');
  const found = usePartPicker(keyword);
  const options = useMemo(() => {
    const byId = new Map<number, string>();
    for (const p of [...(part?.[kind] ?? []), ...(found.data?.rows ?? [])]) if (p.id !== part?.id) byId.set(p.id, partLabel(p));
    return [...byId].map(([id, label]) => ({ value: id, label }));
  }, [part, kind, found.data]);
  return (
    <Select<number[]>
      mode="multiple"
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value}
      onChange={(next) => onChange?.(next ?? [])}
      loading={found.isFetching}
      options={options}
      data-testid={`part-${kind}`}
    />
  );
}
