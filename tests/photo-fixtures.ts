import sharp from "sharp";

// Real photos for the gallery tests (#15), made with sharp: no binary fixtures in the repository.

/** A landscape JPEG stored sideways (EXIF orientation 6) with a GPS position and a camera name. */
export async function sidewaysJpegWithGps(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#2f5d50" } })
    .composite([{ input: { create: { width: Math.round(width / 4), height: Math.round(height / 4), channels: 3, background: "#d4a017" } }, left: 0, top: 0 }])
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "TestCam", Model: "Workshop 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A small photo of one colour (PNG), quick to process. */
export function plainPhoto(colour = "#8a2be2", width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

/** A multipart request carrying `files` in the field `photos`, plus any text fields. */
export function uploadRequest(url: string, cookie: string, files: { name: string; bytes: Uint8Array; type?: string }[], fields: Record<string, string> = {}): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  for (const file of files) body.append("photos", new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "image/jpeg" }));
  return new Request(url, { method: "POST", body, headers: { cookie } });
}
