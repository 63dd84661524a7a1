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
