import sharp from 'sharp';

/** The stored photo's side in pixels: the pages show it at most 160 CSS px wide, sharp on a 2x screen. */
const COACH_PHOTO_SIDE = 320;
/** A decoded image's pixel budget (about 40 megapixels): a small file that claims a huge canvas is refused, not decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes an uploaded photo and encodes it again as a square WebP of COACH_PHOTO_SIDE, turned the
 * way its EXIF orientation says and with no metadata (no camera, no GPS position). What is served is
 * always bytes this encoder wrote, never the upload: a file that only starts like an image (a PNG
 * signature followed by HTML) does not decode and is refused. Null when the bytes are not an image.
 */
export async function encodeCoachPhoto(upload: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true })
      .resize(COACH_PHOTO_SIDE, COACH_PHOTO_SIDE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}
