import os from "node:os";
import sharp from "sharp";
import { processPhoto, type PhotoResult } from "./photo-processing.server";
import { WorkQueue } from "./work-queue.server";
import { logger } from "./logger.server";

/**
 * How much of the machine photo processing may take: half its cores at most, so page renders
 * (Node's main thread) and the libuv threads they need (compression, file reads)
 * always have the rest. Issue #23: four 12 MP uploads at once took every core and libuv's four
 * threads, and a fresh page render went from 10–22 ms to 2.2 s.
 * - `width`: photos processed at once by this process, 1 or 2. Each takes up to about 235 MiB while
 *   it is decoded (decision 0019), so two is also the memory ceiling.
 * - `threadsPerPhoto`: libvips threads for one photo (sharp.concurrency). sharp's default is every
 *   core, or 1 where glibc's allocator is detected; set here so it depends on neither.
 */
export function photoWorkShare(cores: number): { width: number; threadsPerPhoto: number } {
  const share = Math.max(1, Math.floor(cores / 2));
  const width = Math.min(2, share);
  return { width, threadsPerPhoto: Math.max(1, Math.floor(share / width)) };
}

export const PHOTO_WORK = photoWorkShare(os.availableParallelism());
sharp.concurrency(PHOTO_WORK.threadsPerPhoto);

const queue = new WorkQueue(PHOTO_WORK.width);

/**
 * processPhoto in this process's queue: an upload waits here, its bytes received and nothing else
 * held (no transaction, no database connection), until a place is free. Null when the client went
 * away while it waited: nobody would see the answer, so the photo is not processed.
 */
export async function processPhotoInTurn(input: Uint8Array, signal?: AbortSignal): Promise<PhotoResult | null> {
  return queue.run(async () => {
    if (signal?.aborted) return null;
    // The counts the production test reads (LOG_LEVEL=debug) to see the queue's width held.
    logger.debug({ running: queue.running, waiting: queue.waiting, width: queue.width }, "photo processing started");
    return processPhoto(input);
  });
}
