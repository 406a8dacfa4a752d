import { containsPattern, startsWithPattern } from './like-pattern';

describe('LIKE patterns from user text', () => {
  it('escapes the wildcards and the escape character itself with !', () => {
    expect(containsPattern('50%')).toBe('%50!%%');
    expect(containsPattern('a_b!')).toBe('%a!_b!!%');
    expect(startsWithPattern('ST_1%')).toBe('ST!_1!%%');
  });

  it('leaves backslash and other text as it is', () => {
    expect(containsPattern('C:\\x 泵')).toBe('%C:\\x 泵%');
  });
});
