import { ensureInScope, holdsAny, inScope } from './scope-check';

const viewer = (scopes: Partial<Record<'location' | 'equipment_type', number[]>>, isAdmin = false) => ({ isAdmin, scopes, permissions: new Set(['a:b:c']) });

describe('inScope — the rule scoped() applies in SQL, in memory', () => {
  it('lets through what an unrestricted dimension holds, and only the listed ids of a restricted one', () => {
    expect(inScope(viewer({}), { location: 7, equipment_type: null })).toBe(true);
    expect(inScope(viewer({ location: [1, 2] }), { location: 2 })).toBe(true);
    expect(inScope(viewer({ location: [1, 2] }), { location: 3 })).toBe(false);
    expect(inScope(viewer({ location: [1], equipment_type: [9] }), { location: 1, equipment_type: 8 })).toBe(false);
  });

  it('hides an object with nothing in a dimension the viewer is restricted in (as IN leaves NULL out)', () => {
    expect(inScope(viewer({ location: [1] }), { location: null })).toBe(false);
    expect(inScope(viewer({ location: [] }), { location: 1 })).toBe(false);
    expect(inScope(viewer({ equipment_type: [4] }), { location: null })).toBe(true);
  });

  it('lets an administrator see everything', () => {
    expect(inScope(viewer({ location: [1] }, true), { location: null })).toBe(true);
  });

  it('refuses to write what the writer could not then see', () => {
    expect(() => ensureInScope(viewer({ location: [1] }), { location: null })).toThrow('common.errors.outsideScope');
    expect(() => ensureInScope(viewer({ location: [1] }), { location: 1 })).not.toThrow();
  });

  it('holdsAny: one of the codes, or an administrator', () => {
    expect(holdsAny(viewer({}), ['x:y:z', 'a:b:c'] as never)).toBe(true);
    expect(holdsAny(viewer({}), 'x:y:z' as never)).toBe(false);
    expect(holdsAny(viewer({}, true), 'x:y:z' as never)).toBe(true);
  });
});
