import { placement } from './plan-placement';

describe('plan placement', () => {
  const piece = (id: number, typeId: number | null) => ({ id, locationId: null, typeId });

  it('is the nearest location above every piece, and the type they share', () => {
    // site 1 → area 2 → room 4; site 1 → area 3.
    expect(placement([piece(1, 7), piece(2, 7)], [[4, 2, 1], [2, 1]])).toEqual({ locationId: 2, typeId: 7 });
    expect(placement([piece(1, 7), piece(2, 8)], [[4, 2, 1], [3, 1]])).toEqual({ locationId: 1, typeId: null });
  });

  it('has no location when a piece has none, or the pieces share no root', () => {
    expect(placement([piece(1, 7), piece(2, 7)], [[2, 1], []])).toEqual({ locationId: null, typeId: 7 });
    expect(placement([piece(1, 7), piece(2, 7)], [[2, 1], [9]])).toEqual({ locationId: null, typeId: 7 });
  });
});
