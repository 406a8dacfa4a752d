import { withMoves } from './moved';

const at = (due: string, planned = due) => ({ due, planned });

describe('moved occurrences', () => {
  it('a moved day leaves its place and stands on its new day, remembering the cycle day', () => {
    expect(withMoves([at('2026-03-02'), at('2026-03-09')], [{ from_date: '2026-03-02', to_date: '2026-03-04' }], '2026-03-01', '2026-03-31')).toEqual([
      at('2026-03-04', '2026-03-02'),
      at('2026-03-09'),
    ]);
  });

  it('moves across the window: out of it, and into it from outside', () => {
    expect(withMoves([at('2026-03-30')], [{ from_date: '2026-03-30', to_date: '2026-04-02' }], '2026-03-01', '2026-03-31')).toEqual([]);
    expect(withMoves([], [{ from_date: '2026-02-27', to_date: '2026-03-02' }], '2026-03-01', '2026-03-31')).toEqual([at('2026-03-02', '2026-02-27')]);
  });
});
