import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { createTestDatabase, TEST_ENGINES } from "../../tests/test-database";
import { insertProfile, testContext } from "../../tests/fixtures";
import type { DatabaseHandle } from "../../database/client";
import { profileLogos, profiles } from "../../database/schema";
import { LOGO_MAX_BYTES, processLogo, type LogoError } from "./logo.server";
import { deleteLogo, readLogo, saveLogo } from "../models/logos.server";
import * as logoRoute from "../routes/profile/logo";
import { runRoute } from "../../tests/route-runner";
import { ihdr, PNG_SIGNATURE, pngBomb } from "../../tests/png-builder";

// Every test image is generated here at run time; no binary fixtures.

const solid = (width: number, height: number, background: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background } });

const INVALID_TYPE: LogoError = { title: "Invalid file type", description: "Please upload a JPG, PNG, or WEBP image." };
const TOO_LARGE: LogoError = { title: "File too large", description: "Please upload an image smaller than 2MB." };

async function expectWebpLogo(webp: Buffer) {
  const meta = await sharp(webp).metadata();
  expect(meta.format).toBe("webp");
  expect(meta.width).toBe(200);
  expect(meta.height).toBe(200);
  expect(meta.exif).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  return meta;
}

describe("processLogo", () => {
  it.each([
    ["PNG", () => solid(640, 480, { r: 200, g: 30, b: 30 }).png().toBuffer()],
    ["JPEG", () => solid(300, 900, { r: 30, g: 200, b: 30 }).jpeg().toBuffer()],
    ["WEBP", () => solid(120, 80, { r: 30, g: 30, b: 200 }).webp().toBuffer()],
  ])("re-encodes a valid %s as a 200×200 WebP", async (_name, make) => {
    const result = await processLogo(await make());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    await expectWebpLogo(result.webp);
    expect(result.webp.byteLength).toBeLessThan(20_000);
  });

  it("accepts a Uint8Array that is not a Buffer", async () => {
    const png = await solid(50, 50, { r: 1, g: 2, b: 3 }).png().toBuffer();
    const result = await processLogo(new Uint8Array(png));
    expect(result.ok).toBe(true);
  });

  it("strips EXIF, XMP and ICC metadata", async () => {
    const jpeg = await solid(400, 400, { r: 120, g: 120, b: 120 })
      .jpeg()
      .withExif({ IFD0: { Artist: "Secret Person", Copyright: "GPS and serial numbers" } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
      .withIccProfile("p3")
      .toBuffer();
    const inMeta = await sharp(jpeg).metadata();
    expect(inMeta.exif).toBeDefined();
    expect(inMeta.icc).toBeDefined();

    const result = await processLogo(jpeg);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    await expectWebpLogo(result.webp);
    expect(result.webp.includes(Buffer.from("Secret Person"))).toBe(false);
  });

  it("respects EXIF orientation", async () => {
    // Stored pixels: left half red, right half blue. Orientation 6 means "rotate 90° clockwise
    // to display", so the displayed image has red on top and blue below.
    const stored = await sharp({
      create: { width: 400, height: 200, channels: 3, background: { r: 0, g: 0, b: 255 } },
    })
      .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: { r: 255, g: 0, b: 0 } } }, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const result = await processLogo(stored);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const meta = await expectWebpLogo(result.webp);
    expect(meta.orientation).toBeUndefined();
    const { data, info } = await sharp(result.webp).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    };
    const [topR, , topB] = pixel(100, 20);
    const [bottomR, , bottomB] = pixel(100, 180);
    expect(topR).toBeGreaterThan(200);
    expect(topB).toBeLessThan(60);
    expect(bottomB).toBeGreaterThan(200);
    expect(bottomR).toBeLessThan(60);
  });

  it("refuses a text file renamed to .png", async () => {
    const result = await processLogo(Buffer.from("Just some notes, definitely not a picture.\n".repeat(20)));
    expect(result).toEqual({ ok: false, error: INVALID_TYPE });
  });

  it("refuses an empty file", async () => {
    expect(await processLogo(new Uint8Array(0))).toEqual({ ok: false, error: INVALID_TYPE });
  });

  it("refuses an SVG, scripts and all", async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">' +
        '<script>alert(document.cookie)</script><rect width="200" height="200" fill="red"/></svg>',
    );
    expect(await processLogo(svg)).toEqual({ ok: false, error: INVALID_TYPE });
  });

  it("refuses a GIF", async () => {
    const gif = await solid(60, 60, { r: 10, g: 10, b: 10 }).gif().toBuffer();
    expect(gif.subarray(0, 3).toString("latin1")).toBe("GIF");
    expect(await processLogo(gif)).toEqual({ ok: false, error: INVALID_TYPE });
  });

  it("refuses other image formats sharp could read (TIFF)", async () => {
    const tiff = await solid(60, 60, { r: 10, g: 10, b: 10 }).tiff().toBuffer();
    expect(await processLogo(tiff)).toEqual({ ok: false, error: INVALID_TYPE });
  });

  it("refuses anything over 2MB before looking at it", async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 0x41);
    PNG_SIGNATURE.copy(big, 0);
    expect(await processLogo(big)).toEqual({ ok: false, error: TOO_LARGE });
    expect(await processLogo(Buffer.alloc(LOGO_MAX_BYTES + 1))).toEqual({ ok: false, error: TOO_LARGE });
  });

  it("refuses a PNG header followed by HTML/JS, without throwing", async () => {
    const polyglot = Buffer.concat([
      PNG_SIGNATURE,
      ihdr(100, 100, 8, 2),
      Buffer.from("<html><body><script>fetch('/steal?c='+document.cookie)</script></body></html>"),
    ]);
    const result = await processLogo(polyglot);
    expect(result.ok).toBe(false);
  });

  it("refuses a truncated PNG, without throwing", async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
      .png()
      .toBuffer();
    const result = await processLogo(png.subarray(0, Math.floor(png.length / 2)));
    expect(result.ok).toBe(false);
  });

  it("drops anything appended after a valid image", async () => {
    const png = await solid(80, 80, { r: 5, g: 5, b: 5 }).png().toBuffer();
    const payload = "<script>alert(1)</script>";
    const result = await processLogo(Buffer.concat([png, Buffer.from(payload)]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    await expectWebpLogo(result.webp);
    expect(result.webp.includes(Buffer.from(payload))).toBe(false);
  });

  it("refuses a decompression bomb quickly, without throwing or decoding it", async () => {
    const bomb = pngBomb(20_000);
    expect(bomb.byteLength).toBeLessThan(LOGO_MAX_BYTES);
    const header = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([header.format, header.width, header.height]).toEqual(["png", 20_000, 20_000]);

    const rssBefore = process.memoryUsage().rss;
    const started = Date.now();
    const result = await processLogo(bomb);
    expect(result).toEqual({ ok: false, error: { title: "Upload failed", description: "Failed to upload logo. Please try again." } });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  });
});

describe.each(TEST_ENGINES)("logo storage on %s", (engine) => {
  let handle: DatabaseHandle;
  let redWebp: Buffer;
  let blueWebp: Buffer;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    const process = async (input: Buffer) => {
      const result = await processLogo(input);
      if (!result.ok) throw new Error(result.error.title);
      return result.webp;
    };
    redWebp = await process(await solid(300, 300, { r: 255, g: 0, b: 0 }).png().toBuffer());
    blueWebp = await process(await solid(300, 300, { r: 0, g: 0, b: 255 }).png().toBuffer());
  });
  afterAll(() => handle.close());

  const fetchLogo = async (path: string) => {
    const [, , profileId, file] = path.split("/");
    return runRoute(logoRoute, "loader", {
      request: new Request(`http://localhost:3000${path}`),
      params: { profileId: profileId!, file: file! },
      context: testContext(handle.db),
    });
  };

  it("saves, replaces, reads and deletes a logo", async () => {
    const db = handle.db;
    const profile = await insertProfile(db);

    const firstUrl = await saveLogo(db, profile.id, redWebp);
    const first = /^\/logos\/([0-9a-f-]{36})\/([a-f0-9]{16})\.webp$/.exec(firstUrl);
    expect(first).not.toBeNull();
    expect(first![1]).toBe(profile.id);
    const firstVersion = first![2]!;

    const stored = await readLogo(db, profile.id, firstVersion);
    expect(stored?.contentType).toBe("image/webp");
    expect(Buffer.compare(stored!.content, redWebp)).toBe(0);

    // Saving the same bytes again keeps the same URL.
    expect(await saveLogo(db, profile.id, redWebp)).toBe(firstUrl);

    const secondUrl = await saveLogo(db, profile.id, blueWebp);
    expect(secondUrl).not.toBe(firstUrl);
    const secondVersion = /\/([a-f0-9]{16})\.webp$/.exec(secondUrl)![1]!;
    expect(await readLogo(db, profile.id, firstVersion)).toBeNull();
    expect(Buffer.compare((await readLogo(db, profile.id, secondVersion))!.content, blueWebp)).toBe(0);
    expect(await db.select().from(profileLogos).where(eq(profileLogos.profileId, profile.id))).toHaveLength(1);

    // The caller owns profiles.logo_url.
    const [row] = await db.select({ logoUrl: profiles.logoUrl }).from(profiles).where(eq(profiles.id, profile.id));
    expect(row!.logoUrl).toBeNull();

    await deleteLogo(db, profile.id);
    expect(await readLogo(db, profile.id, secondVersion)).toBeNull();
    await deleteLogo(db, profile.id); // idempotent
  });

  it("keeps each profile's logo separate and removes it with the profile", async () => {
    const db = handle.db;
    const a = await insertProfile(db);
    const b = await insertProfile(db);
    const urlA = await saveLogo(db, a.id, redWebp);
    const version = /\/([a-f0-9]{16})\.webp$/.exec(urlA)![1]!;
    expect(await readLogo(db, b.id, version)).toBeNull();

    await db.delete(profiles).where(eq(profiles.id, a.id));
    expect(await readLogo(db, a.id, version)).toBeNull();
  });

  it("serves the current logo from an immutable URL and 404s everything else", async () => {
    const db = handle.db;
    const profile = await insertProfile(db);
    const oldUrl = await saveLogo(db, profile.id, redWebp);
    const url = await saveLogo(db, profile.id, blueWebp);

    const response = await fetchLogo(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // nosniff comes from helmet for every response (asserted over HTTP in tests/production/hostile-input-portal.test.ts).
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), blueWebp)).toBe(0);

    const version = /\/([a-f0-9]{16})\.webp$/.exec(url)![1]!;
    for (const path of [
      oldUrl,
      `/logos/${profile.id}/${version}.png`,
      `/logos/${profile.id}/${version}`,
      `/logos/${profile.id}/..%2F${version}.webp`,
      `/logos/not-a-uuid/${version}.webp`,
      `/logos/00000000-0000-4000-8000-000000000000/${version}.webp`,
    ]) {
      const missing = await fetchLogo(path);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get("content-type")).toMatch(/^text\/plain/);
    }
  });
});
