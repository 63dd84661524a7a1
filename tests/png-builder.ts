import zlib from "node:zlib";

// Hand-built PNGs for upload tests: sharp would take half a minute to encode a real bomb.

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

export function ihdr(width: number, height: number, bitDepth: number, colourType: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = bitDepth;
  data[9] = colourType;
  return pngChunk("IHDR", data);
}

/**
 * A well-formed decompression bomb: a side×side 1-bit greyscale PNG of one colour, a few
 * tens of KB on the wire (20000² is 400 megapixels; 30000² over 100 MB once decoded).
 */
export function pngBomb(side: number): Buffer {
  const rowBytes = 1 + Math.ceil(side / 8); // filter byte + packed pixels, all zero
  const idat = zlib.deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([PNG_SIGNATURE, ihdr(side, side, 1, 0), pngChunk("IDAT", idat), pngChunk("IEND", Buffer.alloc(0))]);
}
