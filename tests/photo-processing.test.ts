import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { processPhoto } from "../app/services/photo-processing.server";
import { PHOTO_REFUSALS } from "../app/lib/project-limits";
import { sidewaysJpegWithGps } from "./photo-fixtures";

describe("photo processing", () => {
  it("turns the photo upright, keeps no EXIF (no GPS) and encodes AVIF and WebP at each width", async () => {
    const input = await sidewaysJpegWithGps();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer (tag 0x8825)

    const result = await processPhoto(input);
    if (!result.ok) throw new Error(result.reason);
    const { photo } = result;
    // Orientation 6 is a quarter turn: the stored 1200×800 image is 800 wide and 1200 high upright.
    expect(photo).toMatchObject({ width: 800, height: 1200 });
    expect(photo.version).toMatch(/^[a-f0-9]{16}$/);
    expect(photo.variants.map((v) => `${v.format}-${v.width}`)).toEqual(["avif-400", "webp-400", "avif-800", "webp-800"]);
    for (const variant of photo.variants) {
      const meta = await sharp(variant.content).metadata();
      expect(meta.format).toBe(variant.format === "avif" ? "heif" : "webp");
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(variant.height);
      expect(meta.height).toBeGreaterThan(meta.width);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(variant.content.includes(Buffer.from("TestCam"))).toBe(false);
    }
    // The top-left corner (yellow) is now the top-right after the clockwise turn.
    const { data, info } = await sharp(photo.variants[1]!.content).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    expect(pixel(info.width - 5, 5)[0]).toBeGreaterThan(150);
    expect(pixel(5, 5)[0]).toBeLessThan(100);
  });

  it("never makes a photo wider than it is, and caps the widths at 1600", async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#fff" } }).png().toBuffer();
    const result = await processPhoto(small);
    expect(result.ok && result.photo.variants.map((v) => v.width)).toEqual([300, 300]);
    const large = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#123" } }).webp().toBuffer();
    const big = await processPhoto(large);
    expect(big.ok && big.photo.variants.map((v) => v.width)).toEqual([400, 400, 800, 800, 1600, 1600]);
    expect(big.ok && big.photo.height).toBe(1067);
  });

  it("refuses by the bytes, whatever the name: a text file, a HEIC photo, a file over 15 MB, a truncated JPEG", async () => {
    expect(await processPhoto(new TextEncoder().encode("these are my notes, not a photo\n".repeat(20)))).toEqual({ ok: false, reason: PHOTO_REFUSALS.notAnImage });
    // The start of an iPhone HEIC file: an ISO-BMFF `ftyp` box of brand heic.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.from([0, 0, 0, 0]), Buffer.from("mif1heic"), Buffer.alloc(200)]);
    expect(await processPhoto(heic)).toEqual({ ok: false, reason: PHOTO_REFUSALS.heic });
    expect(PHOTO_REFUSALS.heic).toContain("Settings → Camera → Formats → Most Compatible");
    const jpeg = await sidewaysJpegWithGps(400, 300);
    const oversized = Buffer.concat([jpeg, Buffer.alloc(16 * 1024 * 1024 - jpeg.length)]);
    expect(await processPhoto(oversized)).toEqual({ ok: false, reason: PHOTO_REFUSALS.tooLarge });
    expect(await processPhoto(jpeg.subarray(0, 600))).toEqual({ ok: false, reason: PHOTO_REFUSALS.unreadable });
  });
});
