import { describe, expect, it } from "vitest";
import { WorkQueue } from "./work-queue.server";

/** A task that runs until the test lets it finish. */
function heldTask(log: { running: number; peak: number; started: number[] }, id: number) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const task = async () => {
    log.running++;
    log.peak = Math.max(log.peak, log.running);
    log.started.push(id);
    await done;
    log.running--;
    return id;
  };
  return { task, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("WorkQueue", () => {
  it.each([1, 2])("runs at most %i tasks at once, the others in the order they came", async (width) => {
    const queue = new WorkQueue(width);
    const log = { running: 0, peak: 0, started: [] as number[] };
    const tasks = Array.from({ length: 6 }, (_, id) => heldTask(log, id));
    const results = tasks.map(({ task }) => queue.run(task));
    await settle();
    expect(log.started).toEqual(tasks.slice(0, width).map((_, id) => id));
    expect([queue.running, queue.waiting]).toEqual([width, 6 - width]);
    for (const [index, { finish }] of tasks.entries()) {
      finish();
      await settle();
      expect(log.running).toBe(Math.min(width, 6 - index - 1));
    }
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(log.started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(log.peak).toBe(width);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it("gives the place on when a task fails", async () => {
    const queue = new WorkQueue(1);
    const failed = queue.run(() => Promise.reject(new Error("corrupt photo")));
    const next = queue.run(() => Promise.resolve("next"));
    await expect(failed).rejects.toThrow("corrupt photo");
    expect(await next).toBe("next");
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it("refuses a width that is no whole number of at least one", () => {
    for (const width of [0, -1, 1.5, Number.NaN]) expect(() => new WorkQueue(width)).toThrow(RangeError);
  });
});
