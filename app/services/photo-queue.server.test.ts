import { afterEach, describe, expect, it, vi } from "vitest";
import sharp from "sharp";
import type { PhotoResult } from "./photo-processing.server";

// processPhoto replaced by a photo the test finishes itself: what is observed is how many the
// queue lets run at once, counted, never timed.
const processing = vi.hoisted(() => ({ running: 0, peak: 0, finishers: [] as (() => void)[] }));
vi.mock("./photo-processing.server", async () => {
  const { PHOTO_REFUSALS } = await import("~/lib/project-limits");
  return {
    processPhoto: async (): Promise<PhotoResult> => {
      processing.running++;
      processing.peak = Math.max(processing.peak, processing.running);
      await new Promise<void>((resolve) => processing.finishers.push(resolve));
      processing.running--;
      return { ok: false, reason: PHOTO_REFUSALS.unreadable };
    },
  };
});

const { PHOTO_WORK, photoWorkShare, processPhotoInTurn } = await import("./photo-queue.server");
const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  processing.peak = 0;
});

describe("the photo queue", () => {
  it("takes at most half the cores: one or two photos at once, libvips threads for the rest of that half", () => {
    expect([1, 2, 3, 4, 6, 8, 16].map((cores) => [cores, photoWorkShare(cores)])).toEqual([
      [1, { width: 1, threadsPerPhoto: 1 }],
      [2, { width: 1, threadsPerPhoto: 1 }],
      [3, { width: 1, threadsPerPhoto: 1 }],
      [4, { width: 2, threadsPerPhoto: 1 }],
      [6, { width: 2, threadsPerPhoto: 1 }],
      [8, { width: 2, threadsPerPhoto: 2 }],
      [16, { width: 2, threadsPerPhoto: 4 }],
    ]);
    expect(sharp.concurrency()).toBe(PHOTO_WORK.threadsPerPhoto);
  });

  it("processes at most its width of photos at once; the others wait, and all are answered", async () => {
    const uploads = Array.from({ length: 8 }, () => processPhotoInTurn(new Uint8Array(8)));
    await settle();
    expect(processing.running).toBe(PHOTO_WORK.width);
    while (processing.finishers.length > 0) {
      processing.finishers.shift()!();
      await settle();
      expect(processing.running).toBeLessThanOrEqual(PHOTO_WORK.width);
    }
    expect((await Promise.all(uploads)).every((result) => result?.ok === false)).toBe(true);
    expect(processing.peak).toBe(PHOTO_WORK.width);
  });

  it("does not process a waiting photo whose upload was abandoned", async () => {
    const first = Array.from({ length: PHOTO_WORK.width }, () => processPhotoInTurn(new Uint8Array(8)));
    const gone = new AbortController();
    const abandoned = processPhotoInTurn(new Uint8Array(8), gone.signal);
    await settle();
    gone.abort();
    while (processing.finishers.length > 0) {
      processing.finishers.shift()!();
      await settle();
    }
    await Promise.all(first);
    expect(await abandoned).toBeNull();
    expect(processing.finishers).toEqual([]);
  });
});
