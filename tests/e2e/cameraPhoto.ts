import type { Page } from 'playwright-core';

/**
 * A photo as a phone's camera gives it, made in `page`: `width` × three quarters of it, a gradient
 * under fine noise (so it compresses about as a real scene does, a few MB at 12 megapixels), a
 * JPEG at the camera's `quality` unless told otherwise.
 */
export async function cameraPhoto(page: Page, width: number, quality = 0.9, type = 'image/jpeg'): Promise<Buffer> {
  const bytes = await page.evaluate(async ([longSide, encodedQuality, encodedType]) => {
    const canvas = document.createElement('canvas');
    canvas.width = longSide;
    canvas.height = Math.round((longSide * 3) / 4);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    const pixels = context.createImageData(canvas.width, canvas.height);
    for (let i = 0; i < pixels.data.length; i += 4) {
      const x = (i / 4) % canvas.width;
      const shade = (x * 255) / canvas.width;
      pixels.data[i] = shade + Math.random() * 24;
      pixels.data[i + 1] = 255 - shade + Math.random() * 24;
      pixels.data[i + 2] = 128 + Math.random() * 24;
      pixels.data[i + 3] = 255;
    }
    context.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((made) => (made ? resolve(made) : reject(new Error(`no ${encodedType}`))), encodedType, encodedQuality));
    if (blob.type !== encodedType) throw new Error(`this browser writes ${blob.type}, not ${encodedType}`);
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  }, [width, quality, type] as const);
  return Buffer.from(bytes);
}
