import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import sharp from "sharp";
import { processPhotoInTurn } from "../app/services/photo-queue.server.ts";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../scripts/server-node-flags.mjs";

/**
 * Issue #15: the cost of one uploaded photo. A 12 MP JPEG (4032×3024, a phone's size) of noisy,
 * blurred content (so it compresses like a photo, not like a flat colour) goes through
 * services/photo-processing.server.ts `processPhoto` RUNS times, one after another, through the server's
 * queue (photo-queue.server.ts: its libvips threads), in a child process of its own with the server's
 * node flags and allocator setting, so its peak resident memory is the processing's and not the bench's.
 *
 *   npm run bench:photos        (also part of `npm run bench`; BENCH_PHOTOS=0 leaves it out)
 *
 * Settings: BENCH_PHOTO_RUNS (3).
 */
export interface PhotoProcessingResult {
  megapixels: number;
  inputBytes: number;
  runs: number;
  /** Wall-clock time of each photo, ms. */
  msPerPhoto: number[];
  /** Resident memory before the first photo (input in memory), and the peak over all runs, MiB. */
  baselineRssMiB: number;
  peakRssMiB: number;
  variants: number;
  outputBytes: number;
}

const WIDTH = 4032;
const HEIGHT = 3024;
const MiB = 1024 * 1024;

/** A phone-sized JPEG with grain and soft shapes: compresses to a few megabytes, as a real photo does. */
export async function twelveMegapixelJpeg(): Promise<Buffer> {
  const noise = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .blur(0.6)
    .raw()
    .toBuffer();
  const shapes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
      `<rect width="${WIDTH}" height="${HEIGHT * 0.45}" fill="#8fb3d9" opacity="0.6"/>` +
      `<ellipse cx="${WIDTH / 2}" cy="${HEIGHT * 0.62}" rx="${WIDTH * 0.38}" ry="${HEIGHT * 0.16}" fill="#9b2c2c" opacity="0.7"/>` +
      `<rect y="${HEIGHT * 0.78}" width="${WIDTH}" height="${HEIGHT * 0.22}" fill="#3b3b3b" opacity="0.6"/></svg>`,
  );
  return sharp(noise, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .composite([{ input: shapes }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/**
 * This process's peak resident memory, libvips' native memory included. VmHWM is the peak of this
 * program's own address space; getrusage's maxRSS is not: Linux carries over the high-water mark of
 * the address space a forked child starts with (a copy of its parent's) across exec, so under
 * `npm run bench`, whose process holds the generated data, it reported the parent's 350–390 MiB.
 */
function peakRssBytes(): number {
  try {
    const kib = /^VmHWM:\s+(\d+) kB$/m.exec(fs.readFileSync("/proc/self/status", "utf8"))?.[1];
    if (kib) return Number(kib) * 1024;
  } catch {
    // Not Linux: fall through.
  }
  return process.resourceUsage().maxRSS * 1024;
}

/** The child's work: read the photo, then process it RUNS times; prints the result as JSON. */
async function measureHere(file: string, runs: number): Promise<PhotoProcessingResult> {
  const input = fs.readFileSync(file);
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  const msPerPhoto: number[] = [];
  let variants = 0;
  let outputBytes = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    // Through the server's queue, which also sets libvips' threads as the server does (sharp's own default
    // is every core once MALLOC_ARENA_MAX is set).
    const result = await processPhotoInTurn(input);
    if (!result) throw new Error("the bench photo was not processed");
    msPerPhoto.push(performance.now() - started);
    if (!result.ok) throw new Error(`the bench photo was refused: ${result.reason}`);
    variants = result.photo.variants.length;
    outputBytes = result.photo.variants.reduce((sum, v) => sum + v.content.byteLength, 0);
  }
  const peak = peakRssBytes();
  return { megapixels: (WIDTH * HEIGHT) / 1e6, inputBytes: input.byteLength, runs, msPerPhoto, baselineRssMiB: baseline / MiB, peakRssMiB: peak / MiB, variants, outputBytes };
}

/**
 * Makes the photo here and measures in a child process (tsx) that only reads and processes it, so the
 * memory figures are the processing's alone (not the bench's, nor the drawing of the photo).
 */
export async function measurePhotoProcessing(runs = Number(process.env.BENCH_PHOTO_RUNS ?? 3)): Promise<PhotoProcessingResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rr-photo-bench-"));
  const file = path.join(dir, "12mp.jpg");
  try {
    fs.writeFileSync(file, await twelveMegapixelJpeg());
    const child = [path.join(import.meta.dirname, "photo-processing.ts"), "--child", file, String(runs)];
    // With the server's heap bounds and allocator setting (#28 item 6): the memory a server process would add.
    const { stdout } = await promisify(execFile)(process.execPath, [...SERVER_NODE_FLAGS, "--import", "tsx", "--expose-gc", ...child], {
      cwd: path.resolve(import.meta.dirname, ".."),
      env: { ...process.env, ...SERVER_ENV },
      maxBuffer: 1024 * 1024,
    });
    return JSON.parse(stdout.trim().split("\n").pop()!) as PhotoProcessingResult;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function photoProcessingLine(r: PhotoProcessingResult): string {
  const sorted = [...r.msPerPhoto].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return (
    `Photo processing (services/photo-processing.server.ts, a ${r.megapixels.toFixed(1)} MP JPEG of ${(r.inputBytes / MiB).toFixed(1)} MB → ` +
    `${r.variants} AVIF/WebP files, ${(r.outputBytes / 1024).toFixed(0)} KB): ${(median / 1000).toFixed(2)} s per photo ` +
    `(median of ${r.runs}; ${(sorted[0]! / 1000).toFixed(2)}–${(sorted[sorted.length - 1]! / 1000).toFixed(2)} s), ` +
    `peak resident memory ${r.peakRssMiB.toFixed(0)} MiB (${r.baselineRssMiB.toFixed(0)} MiB before the first photo)`
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv[2] === "--child") {
    console.log(JSON.stringify(await measureHere(process.argv[3]!, Number(process.argv[4] ?? 3))));
  } else {
    console.log(photoProcessingLine(await measurePhotoProcessing()));
  }
}
