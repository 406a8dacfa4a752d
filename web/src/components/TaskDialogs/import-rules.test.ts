import { i18n } from '@/i18n/i18n-instance';
import { translate, type TFunction } from '@/i18n/t';
import { isXlsx } from '@/components/TransferButtons/TransferButtons';
import { importMessageRows } from './import-messages';

const t: TFunction = translate;

beforeAll(async () => {
  await i18n.changeLanguage('en_US');
});

describe('import rules of the task dialogs', () => {
  it('import rows carry the row number and the translated message', () => {
    const rows = importMessageRows(t, [
      { key: 'files.errors.rowEmpty', params: [4, { key: 'equipment.ledger.fields.code' }] },
      { key: 'files.errors.templateSheet', params: [] },
    ]);
    expect(rows).toEqual([
      { key: 0, row: 4, text: 'Row 4: Equipment code cannot be empty' },
      { key: 1, row: null, text: 'Template error: wrong sheet' },
    ]);
  });

  it('only xlsx files are imported', () => {
    expect(isXlsx('ledger.XLSX')).toBe(true);
    expect(isXlsx('ledger.xls')).toBe(false);
  });
});
