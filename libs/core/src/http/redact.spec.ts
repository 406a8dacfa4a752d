import { REDACTED, redactQuery, redactUrl } from './redact';

describe('redactUrl', () => {
  it('replaces the value of credential parameters wherever they stand, in any case or escaping', () => {
    expect(redactUrl('/getImg?id=1&business_no=x&token=abc.def-ghi')).toBe(`/getImg?id=1&business_no=x&token=${REDACTED}`);
    expect(redactUrl('/exportFile?token=abc&id=2')).toBe(`/exportFile?token=${REDACTED}&id=2`);
    expect(redactUrl('/a?TOKEN=abc;%74oken=def&access_token=ghi&password=p#frag')).toBe(`/a?TOKEN=${REDACTED};%74oken=${REDACTED}&access_token=${REDACTED}&password=${REDACTED}#frag`);
    expect(redactUrl('/a?token=abc&token=def')).toBe(`/a?token=${REDACTED}&token=${REDACTED}`);
  });

  it('leaves other URLs as they are', () => {
    for (const url of ['/health', '/getImg?id=1&tokens=2&mytoken=3', '/a?%E0%A4%A=1&token', '/a?']) expect(redactUrl(url)).toBe(url);
  });
});

describe('redactQuery', () => {
  it('copies the query with credential values replaced', () => {
    const query = { id: '1', token: 'abc' };
    expect(redactQuery(query)).toEqual({ id: '1', token: REDACTED });
    expect(query.token).toBe('abc');
    expect(redactQuery(undefined)).toBeUndefined();
  });
});
