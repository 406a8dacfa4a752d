import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { fieldPayload, hiddenRequiredError, optionKeyError } from './field.api';
import { i18n } from '@/i18n/i18n-instance';
import { FieldForm } from './FieldForm';
import { FieldListPage } from './FieldListPage';

describe('field library rules (mirrors the server)', () => {
  it('a hidden field cannot be required', () => {
    expect(hiddenRequiredError({ hidden: true, required: true })).toBe('common.validation.hiddenRequired');
    expect(hiddenRequiredError({ hidden: true, required: false })).toBeNull();
    expect(hiddenRequiredError({ hidden: false, required: true })).toBeNull();
  });

  it('select-like types need an option source and others may not have one', () => {
    expect(optionKeyError({ data_type: 'select', option_key: undefined })).toBe('dictionary.errors.optionsRequired');
    expect(optionKeyError({ data_type: 'checkbox', option_key: 'gender' })).toBeNull();
    expect(optionKeyError({ data_type: 'text', option_key: 'gender' })).toBe('dictionary.errors.optionsNotAllowed');
  });

  it('the payload drops required for hidden fields and the option source for plain types', () => {
    expect(fieldPayload({ code: ' f1 ', name: ' N ', data_type: 'text', option_key: 'gender', required: true, hidden: true, remark: ' ' })).toEqual({
      code: 'f1',
      name: 'N',
      data_type: 'text',
      option_key: undefined,
      required: false,
      hidden: true,
      remark: undefined,
    });
  });
});

describe('FieldForm', { timeout: 30_000 }, () => {
  it('hiding a field switches required off and disables it; the saved body is not required', async () => {
    const server = fakeServer([Permission.dictionary.field], { '/dict/type/pageList': { rows: [], total: 0 }, '/field/add': (body) => ({ id: 9, ...body }) });
    renderPage(<FieldForm open row={null} onClose={() => undefined} />);
    fireEvent.change(await screen.findByTestId('field-code'), { target: { value: 'serial' } });
    fireEvent.change(screen.getByTestId('field-name'), { target: { value: 'Serial' } });
    const required = screen.getByTestId('field-required');
    fireEvent.click(required);
    expect(required).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByTestId('field-hidden'));
    await waitFor(() => expect(required).toHaveAttribute('aria-checked', 'false'));
    expect(required).toBeDisabled();
    expect(screen.getAllByText('Hidden fields cannot be required').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('field-save'));
    await waitFor(() => expect(server.bodiesOf('/field/add')).toHaveLength(1));
    expect(server.bodiesOf('/field/add')[0]).toMatchObject({ code: 'serial', name: 'Serial', data_type: 'text', hidden: 'true', required: 'false' });
  });
});

describe('FieldListPage', { timeout: 30_000 }, () => {
  it('carries the name of its menu entry, 参数配置 (it was titled 字段库)', async () => {
    fakeServer([Permission.dictionary.list], { '/field/pageList': { rows: [], total: 0 } });
    renderPage(<FieldListPage />);
    const page = await screen.findByTestId('field-page');
    expect(page.querySelector('.ant-card-head-title')).toHaveTextContent(/^Configuration$/);
    await act(() => i18n.changeLanguage('zh_CN'));
    expect(page.querySelector('.ant-card-head-title')).toHaveTextContent(/^参数配置$/);
    expect(screen.getByTestId('field-page-hint')).toHaveTextContent('字段库');
  });
});
