const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number): number => (deg * Math.PI) / 180;

/** Great-circle distance in metres between two WGS-84 positions (haversine; metres matter, not millimetres). */
export function distanceM(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether `HH:mm` lies in a window [start, end] of the same day; an open window (either end null) is any time. */
export const inWindow = (time: string, start: string | null, end: string | null): boolean => !start || !end || (time >= start && time <= end);

/** `HH:mm` of a moment on a zone's clock. */
export const timeOfDayIn = (moment: Date, zone: string): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(moment);
