
import { searchCases, resultsPath } from "/work/main/bench/search-cases.ts";
const base = process.argv[2] ?? "http://127.0.0.1:3500";
const kind = process.argv[3] ?? "results";
let paths: string[] = kind === "results" ? searchCases(200).map((s) => resultsPath({ ...s, sort: "nearest" })) : [kind];

const H = { accept: "text/html", "accept-encoding": "gzip, br", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" };
const results: { ms: number; cache: string; path: string; t: number }[] = [];
let next = 0; const start = performance.now(); const dur = Number(process.argv[4] ?? 10) * 1000;
async function loop() { while (performance.now() - start < dur) { const path = paths[next++ % paths.length]!; const t0 = performance.now(); const r = await fetch(base + path, { headers: H }); await r.arrayBuffer(); results.push({ ms: performance.now() - t0, cache: String(r.headers.get("x-cache") ?? "-"), path, t: t0 - start }); } }
await Promise.all(Array.from({ length: 10 }, loop));
results.sort((a, b) => a.ms - b.ms);
const p = (q: number) => results[Math.floor(results.length * q)]!.ms.toFixed(1);
console.log(results.length, "req; p50", p(0.5), "p95", p(0.95), "p99", p(0.99));
const byCache: Record<string, number> = {}; for (const r of results) byCache[r.cache] = (byCache[r.cache] ?? 0) + 1; console.log(byCache);
const slow = results.slice(-Math.ceil(results.length / 100));
const slowBy: Record<string, number> = {}; for (const r of slow) slowBy[r.cache] = (slowBy[r.cache] ?? 0) + 1; console.log("slowest 1%:", slowBy, slow.slice(-8).map((r) => `${r.ms.toFixed(0)}ms ${r.cache} @${(r.t/1000).toFixed(2)}s`).join(", "));
