/**
 * Runs at most `width` tasks at once; the others wait their turn in the order they came. A finished
 * task hands its place straight to the next one waiting, so none can jump the line.
 */
export class WorkQueue {
  #running = 0;
  #waiting: (() => void)[] = [];

  constructor(readonly width: number) {
    if (!Number.isInteger(width) || width < 1) throw new RangeError(`queue width ${width}`);
  }

  /** Tasks being run now (never more than `width`). */
  get running(): number {
    return this.#running;
  }

  /** Tasks waiting for a place. */
  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running < this.width) this.#running++;
    // The place is handed over by the task finishing before us: #running already counts it.
    else await new Promise<void>((start) => this.#waiting.push(start));
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}
