import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { finishIntegerText, isIntegerTyping, parseIntegerText } from './integer';
import { NumberRangeInput, type NumberRange } from './NumberRangeInput';

describe('integer rules', () => {
  it('accept integers, empty and a lone minus while typing, nothing else', () => {
    for (const ok of ['', '-', '0', '12', '-34']) expect(isIntegerTyping(ok), ok).toBe(true);
    for (const bad of ['1.5', 'a', '1-', '--1', '+1', ' 1', '1e3']) expect(isIntegerTyping(bad), bad).toBe(false);
  });

  it('drop a lone minus on blur and normalise', () => {
    expect(finishIntegerText('-')).toBe('');
    expect(finishIntegerText('007')).toBe('7');
    expect(finishIntegerText('-0')).toBe('0');
    expect(parseIntegerText('-12')).toBe(-12);
    expect(parseIntegerText('-')).toBeUndefined();
  });
});

function Harness({ onChange }: { onChange: (value: NumberRange) => void }): React.ReactElement {
  const [value, setValue] = useState<NumberRange>([undefined, undefined]);
  return (
    <NumberRangeInput
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('NumberRangeInput', () => {
  it('refuses non-integer keystrokes and keeps the previous text', () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const min = screen.getByLabelText('Min');
    fireEvent.change(min, { target: { value: '12' } });
    fireEvent.change(min, { target: { value: '12.' } });
    fireEvent.change(min, { target: { value: '12a' } });
    expect(min).toHaveValue('12');
    expect(onChange).toHaveBeenLastCalledWith([12, undefined]);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps a lone minus while typing and drops it on blur', () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />, { lang: 'zh_CN' });
    const max = screen.getByLabelText('最大值');
    fireEvent.change(max, { target: { value: '-' } });
    expect(max).toHaveValue('-');
    expect(onChange).toHaveBeenLastCalledWith([undefined, undefined]);
    fireEvent.blur(max);
    expect(max).toHaveValue('');
    fireEvent.change(max, { target: { value: '-5' } });
    expect(onChange).toHaveBeenLastCalledWith([undefined, -5]);
  });
});
