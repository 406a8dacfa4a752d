import type { PatrolTaskPoint } from '../patrol.api';
import { nextPoint, percentDone } from './route-order';

const point = (id: number, position: number, status: PatrolTaskPoint['status']): PatrolTaskPoint =>
  ({ id, point_id: id, name: `P${id}`, position, status, results: [] }) as unknown as PatrolTaskPoint;

describe('route order', () => {
  it('the next point is the first in order still to visit or to submit', () => {
    expect(nextPoint([point(3, 2, 'pending'), point(1, 0, 'done'), point(2, 1, 'pending')])?.id).toBe(2);
    expect(nextPoint([point(1, 0, 'done'), point(2, 1, 'checkedIn'), point(3, 2, 'pending')])?.id).toBe(2);
    expect(nextPoint([point(1, 0, 'done'), point(2, 1, 'missed')])).toBeNull();
  });

  it('progress is a whole percentage, 0 without points', () => {
    expect([percentDone(1, 3), percentDone(3, 3), percentDone(0, 0)]).toEqual([33, 100, 0]);
  });
});
