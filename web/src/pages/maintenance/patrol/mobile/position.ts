/** Where the phone is, or null when it cannot tell within the time (no permission, no fix, no GPS). */
export function currentPosition(timeoutMs = 8_000): Promise<{ latitude: number; longitude: number } | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 30_000 },
    );
  });
}

interface NdefReading {
  serialNumber: string;
}
interface NdefReader {
  scan(): Promise<void>;
  addEventListener(type: 'reading', listener: (event: NdefReading) => void, options?: { once?: boolean }): void;
}

/** Web NFC where the browser has it (Chrome on Android). */
export const hasNfc = (): boolean => typeof window !== 'undefined' && 'NDEFReader' in window;

/** The serial number of the next NFC tag held to the phone. */
export async function readNfcTag(): Promise<string> {
  const Reader = (window as unknown as { NDEFReader: new () => NdefReader }).NDEFReader;
  const reader = new Reader();
  await reader.scan();
  return new Promise((resolve) => reader.addEventListener('reading', (event) => resolve(event.serialNumber), { once: true }));
}
