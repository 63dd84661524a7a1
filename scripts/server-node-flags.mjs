// How the server process's memory is bounded (#28 item 6), used by `npm start` (package.json) and by
// the production tests and the bench, which start build/server/index.js themselves.
// - V8 sizes its heap from the machine's memory (gigabytes on a large host) and lets garbage pile up
//   towards it before a full collection; the server's live heap is under 100 MB, so a 256 MB old
//   space keeps a process within its means at the cost of a little more collection work.
// - glibc gives each thread that allocates its own arena (up to 8 per core): the threads that
//   compress answers and run libvips each keep theirs, mostly empty. Two arenas are plenty.
export const SERVER_NODE_FLAGS = ["--max-old-space-size=256", "--max-semi-space-size=8"];
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" };
