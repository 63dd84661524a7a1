import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import sharp from "sharp";
import { HONEYPOT_FIELD } from "../../app/lib/spam-fields";
import { formCookie, nextClientAddress } from "./site-client";
import { pngBomb as buildPngBomb } from "../png-builder";

/** Helpers for the hostile-input sweep (hostile-input-*.test.ts, setup in hostile-sweep.ts): raw HTTP, a cookie jar, payloads, hand-made images. */

// ---------------------------------------------------------------------------
// Payloads

/** Every refused case carries this in its text fields; no row may ever contain it. */
export const MARK = "hx-";
export const SCRIPT = "<script>alert(1)</script>";
export const IMG = `"><img src=x onerror=alert(1)>`;
export const SQLI = ["' OR 1=1 --", "'; DROP TABLE profiles; --"] as const;
export const MB = 1024 * 1024;
/** A 1 MB string that starts with the case's marker. */
export const huge = (tag: string) => `${MARK}${tag} `.padEnd(MB, "x");

/** `SCRIPT` and `IMG` as React escapes them in text and attribute values. */
export const ESCAPED_SCRIPT = "&lt;script&gt;alert(1)&lt;/script&gt;";
export const ESCAPED_IMG = "&lt;img src=x onerror=alert(1)&gt;";

// A start tag and its attributes; quoted values may hold anything but their own quote.
const TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s=/>"']+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /\s+([^\s=/>"']+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

/**
 * What came through unescaped: a raw payload, an element with an inline event handler,
 * or a javascript: link. React never renders on* attributes, so any is an injection.
 */
export function unescapedPayloads(html: string): string[] {
  const found: string[] = [];
  if (html.includes(SCRIPT)) found.push(SCRIPT);
  if (html.includes("<img src=x")) found.push("<img src=x");
  for (const [tag, name, attributes] of html.matchAll(TAG)) {
    for (const [, attribute, value] of attributes!.matchAll(ATTRIBUTE)) {
      if (/^on/i.test(attribute!)) found.push(`<${name} ${attribute}=…>`);
      if (/^(href|src|action|formaction)$/i.test(attribute!) && /^["']?\s*javascript:/i.test(value ?? "")) found.push(tag.slice(0, 80));
    }
  }
  return found;
}

// ---------------------------------------------------------------------------
// HTTP

export interface Answer {
  status: number;
  text: string;
  headers: Headers;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: BodyInit;
  cookie?: string;
  /** Defaults to a fresh address per request (TRUST_PROXY=1): each request its own rate-limit bucket. */
  clientAddress?: string;
  /** Defaults to the server's own origin, as the site's forms send it. */
  origin?: string | null;
}

export function client(baseUrl: string) {
  return async function send(pathname: string, options: SendOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = {
      "X-Forwarded-For": options.clientAddress ?? nextClientAddress(),
      ...(options.origin === null ? {} : { Origin: options.origin ?? baseUrl }),
      ...(options.cookie ? { Cookie: options.cookie } : {}),
      ...options.headers,
    };
    // fetch quietly replaces a Host header of its own; node:http sends what it is given.
    if (Object.keys(headers).some((name) => name.toLowerCase() === "host")) {
      return viaNodeHttp(baseUrl + pathname, options.method ?? (options.body === undefined ? "GET" : "POST"), headers, options.body);
    }
    const response = await fetch(baseUrl + pathname, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: options.body,
      redirect: "manual",
    });
    return { status: response.status, text: await response.text(), headers: response.headers };
  };
}
export type Send = ReturnType<typeof client>;

async function viaNodeHttp(url: string, method: string, headers: Record<string, string>, body?: BodyInit): Promise<Answer> {
  const payload = body === undefined ? undefined : Buffer.from(await new Response(body).arrayBuffer());
  const contentType = body instanceof URLSearchParams ? { "Content-Type": "application/x-www-form-urlencoded" } : {};
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, headers: { ...contentType, ...headers, ...(payload ? { "Content-Length": String(payload.byteLength) } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) answerHeaders.append(name, item);
          }
          resolve({ status: response.statusCode!, text: Buffer.concat(chunks).toString("utf8"), headers: answerHeaders });
        });
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

/** Where a single-fetch (`.data`) answer redirects to, if it does. */
export function dataRedirect(text: string): string | null {
  const match = /"redirect","((?:[^"\\]|\\.)*)"/.exec(text);
  return match ? (JSON.parse(`"${match[1]!}"`) as string) : null;
}

/** name=value pairs of the Set-Cookie headers, merged into a Cookie header. */
export function withCookies(cookie: string, headers: Headers): string {
  const jar = new Map(
    cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)] as const),
  );
  for (const line of headers.getSetCookie()) {
    const pair = line.split(";", 1)[0]!;
    const name = pair.slice(0, pair.indexOf("="));
    const value = pair.slice(pair.indexOf("=") + 1);
    if (value === "" || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/**
 * One request written by hand on a socket, for what fetch refuses to send: bodies that
 * lie about their length, raw paths, oversized or malformed headers. Resolves with the
 * status line's code as soon as the head of the answer is in, or "closed".
 */
export function rawRequest(
  port: number,
  head: string,
  body: Buffer | string = "",
  { timeoutMs = 5_000 }: { timeoutMs?: number } = {},
): Promise<{ status: number | "closed"; head: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to:\n${head.slice(0, 200)}`));
    }, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1];
      resolve({ status: status ? Number(status) : "closed", head: received.split("\r\n\r\n")[0]!, ms: Date.now() - started });
    };
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n\r\n")) finish();
    });
    socket.on("error", () => finish());
    socket.on("close", () => finish());
    socket.write(head);
    if (body.length > 0) socket.write(body);
  });
}

// ---------------------------------------------------------------------------
// Forms

/** URL-encoded fields; an array repeats its field. */
export function params(fields: Record<string, string | string[]>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return form;
}

/**
 * A spam-checked form's fields as the page sends them (the honeypot empty). Its fill time is the
 * form-start cookie, not a field: send it with `formCookie(ageMs)` in the Cookie header.
 */
export function signed(fields: Record<string, string | string[]>): URLSearchParams {
  const form = params(fields);
  form.set(HONEYPOT_FIELD, "");
  return form;
}

/** The FORM_COOKIE pair of a visitor who opened the form `ageMs` ago (ten seconds unless told), signed by the server's secret. */
export { formCookie };

export const formHeaders = { "Content-Type": "application/x-www-form-urlencoded" };

/** The same fields as multipart/form-data, with optional files. */
export function multipart(fields: Record<string, string | string[]>, files: Record<string, Blob> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const [name, blob] of Object.entries(files)) form.append(name, blob, blob instanceof File ? blob.name : "upload.png");
  return form;
}

/** Bodies that are not a form at all, or a broken one, with the Content-Type that goes with them. */
export const MALFORMED_BODIES: { name: string; contentType: string; body: string }[] = [
  { name: "JSON instead of a form", contentType: "application/json", body: '{"name":"hx-json","email":"a@b.co"}' },
  { name: "invalid JSON", contentType: "application/json", body: '{"name": "hx-json-broken",' },
  { name: "text/plain", contentType: "text/plain", body: "name=hx-text&email=a@b.co" },
  { name: "multipart without a boundary", contentType: "multipart/form-data", body: "name=hx-multipart" },
  {
    name: "multipart cut off mid-part",
    contentType: "multipart/form-data; boundary=hxb",
    body: '--hxb\r\nContent-Disposition: form-data; name="name"\r\n\r\nhx-cut',
  },
  { name: "XML", contentType: "application/xml", body: "<name>hx-xml</name>" },
  { name: "no Content-Type", contentType: "", body: "name=hx-none" },
];

// ---------------------------------------------------------------------------
// Mail (no SMTP_URL: the server writes each message to DATA_DIR/mail)

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The newest message to `to` whose subject matches, decoded; waits for it up to a few seconds. */
export async function waitForMail(dataDir: string, to: string, subject: RegExp): Promise<{ subject: string; body: string; links: string[] }> {
  const dir = path.join(dataDir, "mail");
  const deadline = Date.now() + 5_000;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
    for (const file of files) {
      const raw = fs.readFileSync(path.join(dir, file), "utf8");
      const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
      const toLine = /^To: (.*)$/m.exec(head)?.[1] ?? "";
      const subjectLine = /^Subject: (.*)$/m.exec(head)?.[1] ?? "";
      if (!toLine.includes(to) || !subject.test(subjectLine)) continue;
      const body = /quoted-printable/i.test(head) ? decodeQuotedPrintable(rest.join("\n\n")) : rest.join("\n\n");
      return { subject: subjectLine, body, links: body.match(/https?:\/\/\S+/g) ?? [] };
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// ---------------------------------------------------------------------------
// Images, made here at run time

export const solidPng = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: { r: 120, g: 30, b: 30 } } }).png().toBuffer();

/** A real decompression bomb: 30000×30000 1-bit greyscale, about 110 KB on the wire. */
export const pngBomb = () => buildPngBomb(30_000);

/** A file that is a GIF to an image parser and a script to a JavaScript engine. */
export const GIF_JS_POLYGLOT = Buffer.concat([
  Buffer.from("GIF89a/*", "latin1"),
  Buffer.from([0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00]),
  Buffer.from(`*/=1;alert(1);//${MARK}gif`, "latin1"),
]);

export const SVG_WITH_SCRIPT = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" onload="alert(1)"><script>alert(1)</script></svg>`,
);

/** The child's resident memory, from /proc (Linux). */
export function residentMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return Math.round(kb / 1024);
}
