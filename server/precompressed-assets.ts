import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type express from "express";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".json", ".txt", ".map"]);
const ONE_YEAR_S = 365 * 24 * 60 * 60;

interface Encoded {
  br: Buffer;
  gzip: Buffer;
}

/**
 * Vite's fingerprinted assets never change, so each is compressed once, at the strongest
 * settings, and kept in memory: the compression middleware would otherwise redo the work
 * for every request (a 200 KB chunk costs milliseconds of CPU each time). Requests that
 * accept neither encoding, and files that don't compress, fall through to express.static.
 */
export function precompressedAssets(assetsDir: string): express.RequestHandler {
  const root = path.resolve(assetsDir);
  const cache = new Map<string, Promise<Encoded | null>>();

  const load = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      entry = fs.readFile(file).then(
        async (raw) => ({
          br: await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
          gzip: await gzip(raw, { level: 9 }),
        }),
        () => {
          // Not cached: otherwise every made-up asset name would grow the map for ever.
          cache.delete(file);
          return null;
        },
      );
      cache.set(file, entry);
    }
    return entry;
  };

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const extension = path.extname(req.path);
    if (!COMPRESSIBLE.has(extension)) return next();
    const file = path.join(root, path.normalize(req.path));
    if (!file.startsWith(root + path.sep)) return next();
    const encoding = req.acceptsEncodings("br", "gzip");
    if (encoding !== "br" && encoding !== "gzip") return next();

    load(file).then(
      (encoded) => {
        if (!encoded) return next();
        const body = encoded[encoding];
        res.set({
          "Content-Encoding": encoding,
          "Content-Length": String(body.length),
          "Cache-Control": `public, max-age=${ONE_YEAR_S}, immutable`,
          Vary: "Accept-Encoding",
        });
        res.type(extension);
        if (req.method === "HEAD") res.end();
        else res.end(body);
      },
      (error: unknown) => next(error),
    );
  };
}
