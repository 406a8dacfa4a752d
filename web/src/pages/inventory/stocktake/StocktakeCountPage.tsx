import { useState, type ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Input, Progress, Segmented, Space, Typography } from 'antd';
import { ApiError } from '@/api/api-error';
import { useT } from '@/i18n/t';
import { QrScanner } from './QrScanner';
import { CountForm, type CountInput } from './CountForm';
import { CountLists } from './CountLists';
import { linesOfPart, placeKey } from './stocktake-rules';
import { useCountLine, useResolvePart, useStocktake, useStocktakeStep, type StocktakeLine } from './stocktake.api';
import type { SparePartRow, StocktakeCountMode } from '@gengyun/contracts';

/**
 * /gengyun/bom/warehouseManageList/Inventory/count?id=: counting on a phone. A part is named by scanning its QR code,
 * by typing or pasting the code's content (or the spare part code), or by tapping a remaining line; then the place
 * and the counted quantity are saved. In "add" mode every scan of a part held at one place of the count adds one
 * unit to it at once (count a box by scanning each piece); otherwise the form asks for the place and the quantity.
 * The lists show what is counted and what remains.
 */
export function StocktakeCountPage(): ReactElement {
  const { t } = useT();
  const [query] = useSearchParams();
  const id = Number(query.get('id') ?? 0);
  const count = useStocktake(id);
  const resolve = useResolvePart();
  const [content, setContent] = useState('');
  const [part, setPart] = useState<SparePartRow | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [preferred, setPreferred] = useState<string | undefined>();
  const [mode, setMode] = useState<StocktakeCountMode>('set');
  const [added, setAdded] = useState<string | null>(null);
  const save = useCountLine(() => {
    setPart(null);
    setContent('');
    setRound((n) => n + 1);
  });
  const finish = useStocktakeStep('finish');
  const row = count.data;

  const lookUp = (text: string, scanned = false): void => {
    const trimmed = text.trim();
    if (!trimmed) return;
    setProblem(null);
    setAdded(null);
    resolve.mutate(
      { content: trimmed },
      {
        onSuccess: (found) => {
          const places = linesOfPart(row?.lines ?? [], found.id);
          const only = places.length === 1 ? places[0] : undefined;
          if (scanned && mode === 'add' && only) {
            save.mutate(
              { id, part_id: found.id, bin_id: only.bin_id ?? undefined, batch_no: only.batch_no ?? undefined, counted: 1, mode: 'add' },
              { onSuccess: () => setAdded(`${found.spare_part_code} +1`), onError: (error) => setProblem(error instanceof ApiError ? error.message : String(error)) },
            );
            return;
          }
          setPart(found);
          setRound((n) => n + 1);
        },
        onError: (error) => setProblem(error instanceof ApiError ? error.message : String(error)),
      },
    );
  };
  const pick = (line: StocktakeLine): void => {
    setPreferred(placeKey(line));
    lookUp(line.spare_part_code);
  };
  const onSave = (input: CountInput): void => {
    setProblem(null);
    save.mutate({ id, ...input }, { onError: (error) => setProblem(error instanceof ApiError ? error.message : String(error)) });
  };

  const open = row?.state === 'counting';
  return (
    <Card size="small" title={row ? `${row.code} · ${row.warehouse_name}` : t('menu.bom.inventoryCount')} loading={count.isLoading} data-testid="stocktake-count-page" style={{ maxWidth: 560, margin: '0 auto' }}>
      {row && (
        <Space orientation="vertical" style={{ width: '100%' }} size="middle">
          <Progress percent={row.lines_total ? Math.round((row.lines_counted / row.lines_total) * 100) : 0} format={() => `${row.lines_counted}/${row.lines_total}`} data-testid="count-progress" />
          {!open && <Alert type="info" showIcon title={t(`inventory.stocktake.state.${row.state}`)} data-testid="count-closed" />}
          {open && (
            <>
              <Segmented<StocktakeCountMode>
                block
                value={mode}
                onChange={setMode}
                options={[
                  { value: 'set', label: t('inventory.stocktake.modeSet') },
                  { value: 'add', label: t('inventory.stocktake.modeAdd') },
                ]}
                data-testid="count-mode"
              />
              <QrScanner onRead={(text) => {
                  setContent(text);
                  setPreferred(undefined);
                  lookUp(text, true);
                }} />
              <Space.Compact style={{ width: '100%' }}>
                <Input size="large" value={content} onChange={(e) => setContent(e.target.value)} onPressEnter={() => {
                    setPreferred(undefined);
                    lookUp(content, true);
                  }} placeholder={t('inventory.stocktake.qrContent')} aria-label={t('inventory.stocktake.qrContent')} data-testid="count-qr-input" />
                <Button size="large" loading={resolve.isPending} onClick={() => lookUp(content)} data-testid="count-qr-lookup">
                  {t('inventory.stocktake.lookUp')}
                </Button>
              </Space.Compact>
              {problem && <Alert type="error" showIcon title={problem} data-testid="count-problem" />}
              {added && <Alert type="success" showIcon title={added} data-testid="count-added" />}
              {part && <CountForm key={`${part.id}-${round}-${mode}`} count={row} part={part} preferred={preferred} bins={row.bins} mode={mode} saving={save.isPending} onSave={onSave} />}
            </>
          )}
          <CountLists lines={row.lines} onPick={pick} />
          {open && (
            <Button size="large" block loading={finish.isPending} onClick={() => finish.mutate({ id })} data-testid="count-finish">
              {t('inventory.stocktake.finish')}
            </Button>
          )}
          <Typography.Text type="secondary">{row.bin_codes.length ? row.bin_codes.join(', ') : t('inventory.stocktake.allBins')}</Typography.Text>
        </Space>
      )}
    </Card>
  );
}
