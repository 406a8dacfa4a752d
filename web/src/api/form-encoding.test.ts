import dayjs from 'dayjs';
import { encodeValue, toFormData, toQueryString } from './form-encoding';

describe('toFormData', () => {
  it('drops empty strings, null and undefined unless saveEmpty keeps the empty strings', () => {
    const form = toFormData({ name: 'pump', note: '', gone: null, missing: undefined });
    expect([...form.keys()]).toEqual(['name']);
    const kept = toFormData({ note: '', gone: null }, { saveEmpty: true });
    expect(kept.get('note')).toBe('');
    expect(kept.has('gone')).toBe(false);
  });

  it('sends numbers and booleans as text, and leaves out non-finite numbers', () => {
    const form = toFormData({ count: 0, price: 12.5, enabled: false, bad: Number.NaN });
    expect(form.get('count')).toBe('0');
    expect(form.get('price')).toBe('12.5');
    expect(form.get('enabled')).toBe('false');
    expect(form.has('bad')).toBe(false);
  });

  it('sends plain objects and arrays (of objects or values) as JSON text', () => {
    const form = toFormData({ filter: { status: [1, 2] }, rows: [{ id: 1 }, { id: 2 }], ids: [3, 4], none: [] });
    expect(form.get('filter')).toBe('{"status":[1,2]}');
    expect(form.get('rows')).toBe('[{"id":1},{"id":2}]');
    expect(form.get('ids')).toBe('[3,4]');
    expect(form.get('none')).toBe('[]');
  });

  it('sends files as they are and repeats the field for an array of files', () => {
    const a = new File(['a'], 'a.txt', { type: 'text/plain' });
    const b = new File(['bb'], 'b.pdf', { type: 'application/pdf' });
    const form = toFormData({ file: a, files: [a, b] });
    expect((form.get('file') as File).name).toBe('a.txt');
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['a.txt', 'b.pdf']);
  });

  it('formats dates and dayjs values, and drops invalid ones', () => {
    expect(encodeValue(dayjs('2024-03-05 08:09:10'))).toBe('2024-03-05 08:09:10');
    expect(encodeValue(new Date('2024-03-05T00:00:00.000Z'))).toBe('2024-03-05T00:00:00.000Z');
    expect(encodeValue(dayjs('nonsense'))).toBeUndefined();
  });

  it('adds the token once, and uses a FormData passed in as it is', () => {
    expect(toFormData({ a: 1 }, { token: 't1' }).get('token')).toBe('t1');
    const given = new FormData();
    given.append('token', 'mine');
    given.append('x', '');
    const form = toFormData(given, { token: 't1' });
    expect(form).toBe(given);
    expect(form.getAll('token')).toEqual(['mine']);
    expect(form.get('x')).toBe('');
  });
});

describe('toQueryString', () => {
  it('applies the same rules and adds the token', () => {
    expect(toQueryString({ id: 5, empty: '', q: 'a b' }, { token: 'tk' })).toBe('?id=5&q=a+b&token=tk');
    expect(toQueryString(undefined)).toBe('');
  });
});
