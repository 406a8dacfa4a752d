import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { Alert, Button, Select, Skeleton, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { MessageKey } from '@gengyun/contracts';
import { call } from '@/api/client';
import { useRoom, useSocketEvent } from '@/api/socket';
import { useThemeName } from '@/app/session-store';
import { useT } from '@/i18n/t';
import { FrameCoalescer, type FrameScheduler } from '../common/frame-coalescer';
import { iotKeys } from '../common/meter.api';
import { formatValue, type QuantitySpec } from '../common/quantities';
import { trendOption, type TrendQuantity } from './chart-option';
import { appendLive, DEFAULT_RANGE, historyRequest, MAX_QUANTITIES, RANGES, rangeMs, toSeries, type HistoryAnswer, type RangeKey, type SeriesByQuantity } from './history';

/** ECharts stays out of the first load: this chunk loads when a trend is first shown. */
const TrendChart = lazy(() => import('./TrendChart'));

type Reading = { ts: number; values: Record<string, number> };
const mergeReadings = (older: Reading, newer: Reading): Reading => ({ ts: Math.max(older.ts, newer.ts), values: { ...older.values, ...newer.values } });

export interface TrendPanelProps {
  meterId: number;
  specs: readonly QuantitySpec[];
  /** Quantities charted at first; default all of the type. */
  initial?: readonly string[];
  height?: number;
  /** Test hook: how live points are batched per frame. */
  schedule?: FrameScheduler;
}

/** History of a quick range for the chosen quantities from /meter/history, then live points from `meter.reading`. */
export function TrendPanel({ meterId, specs, initial, height, schedule }: TrendPanelProps): ReactElement {
  const { t, lang } = useT();
  const dark = useThemeName() === 'dark';
  const [range, setRange] = useState<RangeKey>(DEFAULT_RANGE);
  const [chosen, setChosen] = useState<string[]>(() => [...(initial ?? specs.map((s) => s.key))].slice(0, MAX_QUANTITIES));
  const wanted = useMemo(() => chosen.filter((key) => specs.some((s) => s.key === key)), [chosen, specs]);

  const history = useQuery({
    queryKey: [...iotKeys.history(meterId), range, wanted.join(',')],
    queryFn: async ({ signal }) => {
      const request = historyRequest(meterId, range, wanted, Date.now());
      if (!request) return { request, answer: undefined };
      return { request, answer: await call<HistoryAnswer>('/meter/history', request, { noLoading: true, signal }) };
    },
    enabled: meterId > 0 && wanted.length > 0,
    refetchOnWindowFocus: false,
  });

  const [series, setSeries] = useState<SeriesByQuantity>({});
  const [end, setEnd] = useState(() => Date.now());
  useEffect(() => {
    if (!history.data) return;
    setSeries(toSeries(history.data.answer));
    setEnd(history.data.request?.end ?? Date.now());
  }, [history.data]);

  const rangeRef = useRef(range);
  rangeRef.current = range;
  const scheduleRef = useRef(schedule);
  const coalescer = useMemo(
    () =>
      new FrameCoalescer<number, Reading>(
        (batch) => {
          for (const reading of batch.values()) {
            setSeries((current) => appendLive(current, reading, reading.ts - rangeMs(rangeRef.current)));
            setEnd((current) => Math.max(current, reading.ts));
          }
        },
        mergeReadings,
        scheduleRef.current,
      ),
    [],
  );
  useEffect(() => () => coalescer.dispose(), [coalescer]);
  useRoom(meterId > 0 ? `meter:${meterId}` : null);
  useSocketEvent('meter.reading', (event) => {
    if (event.meterId === meterId && history.data) coalescer.push(meterId, { ts: event.ts, values: event.values });
  });

  const quantities = useMemo<TrendQuantity[]>(
    () =>
      wanted.flatMap((key) => {
        const spec = specs.find((s) => s.key === key);
        return spec ? [{ key, name: t(spec.labelKey as MessageKey), unit: spec.unit, format: (value: number) => formatValue(value, spec, lang) ?? '' }] : [];
      }),
    [wanted, specs, t, lang],
  );
  const option = useMemo(() => trendOption(quantities, series, { start: end - rangeMs(range), end }, dark), [quantities, series, end, range, dark]);
  const grain = history.data?.answer?.grain;

  return (
    <div data-testid="trend-panel">
      <Space wrap style={{ marginBottom: 8 }}>
        <Space.Compact>
          {RANGES.map((r) => (
            <Button key={r.key} type={r.key === range ? 'primary' : 'default'} onClick={() => setRange(r.key)} data-testid={`range-${r.key}`}>
              {t(r.labelKey)}
            </Button>
          ))}
        </Space.Compact>
        <Select
          mode="multiple"
          style={{ minWidth: 280 }}
          value={chosen}
          maxCount={MAX_QUANTITIES}
          onChange={(keys: string[]) => setChosen(keys)}
          options={specs.map((s) => ({ value: s.key, label: t(s.labelKey as MessageKey) }))}
          placeholder={t('iot.monitor.trend.quantities')}
          aria-label={t('iot.monitor.trend.quantities')}
          data-testid="trend-quantities"
        />
        {grain && <Tag data-testid="trend-grain">{t(`iot.monitor.trend.grain.${grain}` as MessageKey)}</Tag>}
      </Space>
      {!wanted.length ? (
        <Alert type="info" showIcon title={t('iot.monitor.trend.chooseQuantity')} />
      ) : (
        <div data-testid="trend-chart" data-points={Object.values(series).reduce((n, points) => n + points.length, 0)} style={{ position: 'relative' }}>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            {history.isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : <TrendChart option={option} dark={dark} height={height} />}
          </Suspense>
        </div>
      )}
    </div>
  );
}
