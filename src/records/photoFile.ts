/** The server's limit (MAX_IMAGE_BYTES in server/files/store.ts): checked here first to spare a useless upload. */
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** Why a picked file cannot be a photo (a catalogue key), or undefined when it may be sent; the server checks its bytes again. */
export function photoFileProblem(file: File): string | undefined {
  if (!file.type.startsWith('image/')) return 'app.records.photo.not_image';
  if (file.size > MAX_PHOTO_BYTES) return 'app.records.photo.too_large';
  return undefined;
}
