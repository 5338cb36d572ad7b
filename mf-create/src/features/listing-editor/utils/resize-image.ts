/** The longest side a listing photo keeps: plenty for a 400 px carousel on a 4K screen, far below a phone's 4000+. */
export const MAX_IMAGE_SIDE = 2048;
const QUALITY = 0.85;

export interface PreparedImage {
  blob: Blob;
  /** The original name with the extension of the encoded type. */
  name: string;
}

const EXTENSIONS: Record<string, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg' };

function withExtension(name: string, type: string): string {
  const ext = EXTENSIONS[type];
  if (!ext) return name;
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.${ext}`;
}

/** The size that fits `max` on the longest side, never enlarging. */
export function fitWithin(
  width: number,
  height: number,
  max = MAX_IMAGE_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

function canvasToBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/**
 * Downscales a photo and re-encodes it in the browser before upload: a phone photo shrinks from
 * several MB to a few hundred KB, and re-encoding drops EXIF data, including the GPS position of
 * the lister's home. WebP where the browser can encode it, else JPEG (on a white background, since
 * JPEG has no transparency). `createImageBitmap` applies the EXIF orientation, so photos stay upright.
 *
 * Where the browser cannot decode or encode (very old browsers, test DOMs without canvas) the file
 * goes up as it is: the server still checks it is an image and caps its size.
 */
export async function prepareImage(file: File): Promise<PreparedImage> {
  const original = { blob: file, name: file.name };
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return original;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return original;
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return original;
    ctx.imageSmoothingQuality = 'high';
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(bitmap, 0, 0, width, height);
    // Some browsers (Safari) silently return PNG for an unsupported type: check what came back.
    let blob = await canvasToBlob(canvas, 'image/webp');
    if (!blob || blob.type !== 'image/webp') blob = await canvasToBlob(canvas, 'image/jpeg');
    if (!blob || !EXTENSIONS[blob.type]) return original;
    return { blob, name: withExtension(file.name, blob.type) };
  } catch {
    return original;
  } finally {
    bitmap.close();
  }
}
