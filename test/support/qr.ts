import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text a QR code PNG encodes; fails when the picture holds no readable code. */
export function decodeQrPng(data: Buffer): string {
  const png = PNG.sync.read(data);
  const code = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.byteLength), png.width, png.height);
  if (!code) throw new Error(`no QR code found in a ${png.width}x${png.height} PNG`);
  return code.data;
}
