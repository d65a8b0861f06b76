/** The server's limit (MAX_IMAGE_BYTES in server/files/store.ts): checked here first to spare a useless upload. */
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/**
 * The long side and quality of a photo as the app sends it: a house, a customer's face or a
 * receipt reads well so, and a phone's 12-megapixel photo of 3–5 MB becomes about a tenth of a MB, which
 * a mobile network's upload (750 kbps) carries in a second or two. At 1600 px and 0.8 it was about
 * twice that, and a day's fifty visits waiting for the signal took a minute and a half to send
 * (bench/README.md, offline-outbox.ts).
 */
export const PHOTO_LONG_SIDE = 1280;
export const PHOTO_QUALITY = 0.7;

/**
 * WebP where the browser can write it (Chrome, Firefox and Android's browsers): at the same long
 * side and quality setting it is a fifth to a half smaller than a JPEG (two photos measured in
 * Chromium at 1280 px and 0.7: 77 → 62 kB and 67 → 34 kB). A browser that cannot (it answers a PNG
 * when asked for WebP) sends JPEG. The server takes either (server/files/store.ts).
 */
export const PHOTO_TYPES = { preferred: 'image/webp', otherwise: 'image/jpeg' } as const;

let photoType: string | undefined;
function sentType(): string {
  if (photoType === undefined) {
    const probe = document.createElement('canvas');
    probe.width = probe.height = 1;
    photoType = probe.toDataURL(PHOTO_TYPES.preferred).startsWith(`data:${PHOTO_TYPES.preferred}`) ? PHOTO_TYPES.preferred : PHOTO_TYPES.otherwise;
  }
  return photoType;
}

/**
 * The photo as it is sent: no larger than PHOTO_LONG_SIDE, turned as the camera held it, without
 * its Exif data (which holds where it was taken), by compressorjs (loaded only when a photo is
 * picked). Where the browser cannot decode it here, or it is already smaller, it goes as picked:
 * the server checks its bytes either way.
 */
async function shrunk(file: File): Promise<File> {
  // A browser without image decoding here (jsdom in the client tests has none) would never answer.
  if (typeof createImageBitmap !== 'function') return file;
  const compressor = await import('compressorjs').catch(() => undefined);
  // Its code not on the device yet (no signal before the service worker held it): the photo goes as
  // picked, as it would from a browser that cannot decode it, rather than not at all.
  if (!compressor) return file;
  const Compressor = compressor.default;
  return new Promise((resolve) => {
    new Compressor(file, {
      maxWidth: PHOTO_LONG_SIDE,
      maxHeight: PHOTO_LONG_SIDE,
      quality: PHOTO_QUALITY,
      mimeType: sentType(),
      success: (result) => {
        // compressorjs keeps a smaller original itself only when the type stays the same.
        if (result.size >= file.size) resolve(file);
        else resolve(result instanceof File ? result : new File([result], file.name, { type: result.type }));
      },
      error: () => resolve(file),
    });
  });
}

/**
 * A picked file made ready to send as a photo, or why it cannot be one (a catalogue key).
 */
export async function preparePhoto(file: File): Promise<{ file: File } | { problem: string }> {
  if (!file.type.startsWith('image/')) return { problem: 'app.records.photo.not_image' };
  const sent = await shrunk(file);
  if (sent.size > MAX_PHOTO_BYTES) return { problem: 'app.records.photo.too_large' };
  return { file: sent };
}
