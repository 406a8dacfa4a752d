import { movingAverage } from './moving-average';

describe('movingAverage', () => {
  it('weights what is held and what arrives by their quantities', () => {
    expect(movingAverage(10, 2, 10, 4)).toBe(3);
    expect(movingAverage(3, 1, 1, 2)).toBe(1.25);
  });

  it('takes the arriving price when nothing is held or no cost is known yet', () => {
    expect(movingAverage(0, 7, 5, 3.5)).toBe(3.5);
    expect(movingAverage(4, null, 5, 3.5)).toBe(3.5);
  });

  it('keeps four places', () => {
    expect(movingAverage(3, 1, 3, 1.0001)).toBe(1.0001);
    expect(movingAverage(2, 1, 1, 0)).toBe(0.6667);
  });
});
