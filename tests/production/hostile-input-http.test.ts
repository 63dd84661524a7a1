import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MB, params, rawRequest, residentMegabytes, SCRIPT, SQLI, unescapedPayloads } from "./hostile-http";
import { createHostileSweep, ENGINE, storedNothingRefused, toAnswer } from "./hostile-sweep";

/**
 * Hostile input at the HTTP level: body limits (declared, streamed, chunked, smuggled), paths,
 * query strings, headers, cookies and Host tricks.
 *
 * One of the four files of the hostile-input sweep (issue #6 part 6), split from one file against one
 * server so that one failure cannot cascade (issue #13 item 12): this file starts its own server on
 * its own storage, signs up only the accounts it needs, and ends with its own "stored nothing it
 * refused" over the writes its tests counted. The sweep, its setup and checks: hostile-sweep.ts.
 */
describe(`hostile input: HTTP, against the production server on ${ENGINE}`, () => {
  const sweep = createHostileSweep("HTTP");
  const { send, refused, specialist, saveProfileXss } = sweep;

  beforeAll(async () => {
    await sweep.start();
  });

  afterAll(() => sweep.close());

  it("refuses bodies over 3 MB by their Content-Length, and bodies without one, before reading them", async () => {
    const targets = [
      { path: `/provider/${specialist.slug}.data`, cookie: "" },
      { path: "/contact", cookie: "" },
      { path: "/signup.data", cookie: "" },
      { path: "/auth", cookie: "" },
      { path: "/api/reveal", cookie: "" },
      { path: "/api/events", cookie: "" },
      { path: "/api/auth/sign-in/email", cookie: "" },
      { path: "/dashboard/profile.data", cookie: specialist.cookie },
      { path: "/admin/pending.data", cookie: sweep.adminCookie },
    ];
    const rssBefore = residentMegabytes(sweep.server.child.pid!);
    for (const { path: target, cookie } of targets) {
      const head = (extra: string) =>
        `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1:${sweep.server.port}\r\nOrigin: ${sweep.server.url}\r\n` +
        `Content-Type: multipart/form-data; boundary=hxb\r\n${cookie ? `Cookie: ${cookie}\r\n` : ""}${extra}Connection: close\r\n\r\n`;
      // 50 MB declared and none of it sent: the answer comes at once, so nothing waited for the body.
      const declared = await refused(`${target}: 50 MB declared`, () => rawRequest(sweep.server.port, head(`Content-Length: ${50 * MB}\r\n`)).then(toAnswer), {
        status: 413,
      });
      expect(declared.text).toMatch(/413/);
      // A body that never declares its length could stream on for ever.
      await refused(
        `${target}: chunked`,
        () => rawRequest(sweep.server.port, head("Transfer-Encoding: chunked\r\n"), "5\r\nhx-ch\r\n").then(toAnswer),
        { status: 411 },
      );
    }
    // 50 MB really sent: refused from the headers; the server never buffers it.
    const streamed = await rawRequest(
      sweep.server.port,
      `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${sweep.server.port}\r\nOrigin: ${sweep.server.url}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${50 * MB}\r\n\r\n`,
      Buffer.alloc(50 * MB, "a"),
    );
    expect(streamed.status).toBe(413);
    expect(streamed.ms).toBeLessThan(2_000);
    // One byte over the limit is refused; a body with both lengths, or a bad one, is refused by Node's parser.
    const smuggling = [
      ["3 MB + 1 declared", `Content-Length: ${3 * MB + 1}\r\n`, [413]],
      ["Content-Length and chunked", "Content-Length: 10\r\nTransfer-Encoding: chunked\r\n", [400]],
      ["non-numeric Content-Length", "Content-Length: abc\r\n", [400]],
      ["negative Content-Length", "Content-Length: -1\r\n", [400]],
      ["two different Content-Lengths", "Content-Length: 5\r\nContent-Length: 6\r\n", [400]],
    ] as const;
    for (const [name, extra, statuses] of smuggling) {
      const answer = await rawRequest(
        sweep.server.port,
        `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${sweep.server.port}\r\nOrigin: ${sweep.server.url}\r\n${extra}Connection: close\r\n\r\n`,
        "",
      );
      expect(statuses as readonly number[], name).toContain(answer.status);
    }
    // The photo-upload addresses (their routes' handle.photoUploads) take more than a form's 3 MB, up to their own limit.
    const uploadPath = "/dashboard/projects/00000000-0000-4000-8000-000000000000/upload";
    const upload = (length: number, body: Buffer | string) =>
      rawRequest(
        sweep.server.port,
        `POST ${uploadPath} HTTP/1.1\r\nHost: 127.0.0.1:${sweep.server.port}\r\nOrigin: ${sweep.server.url}\r\nContent-Type: application/octet-stream\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`,
        body,
      );
    const fourMegabytes = await upload(4 * MB, Buffer.alloc(4 * MB, "a"));
    expect(fourMegabytes.status, "4 MB to an upload address").not.toBe(413);
    expect((await upload(200 * MB, "")).status, "200 MB declared to an upload address").toBe(413);
    expect(residentMegabytes(sweep.server.child.pid!) - rssBefore).toBeLessThan(100);
  });

  it("paths, query strings and headers: 4xx or a harmless page, never a leak or a 5xx", async () => {
    // This file's own legitimate profile save gives the specialist a logo for the /logos/ paths.
    await saveProfileXss();
    const logo = /\/logos\/([0-9a-f-]{36})\/([0-9a-f]+)\.webp/.exec((await send("/dashboard/profile", { cookie: specialist.cookie })).text)!;
    const GETS: [string, number | number[]][] = [
      ["/provider/..%2f..%2fetc%2fpasswd", 404],
      ["/provider/%2e%2e%2f%2e%2e%2fetc%2fpasswd", 404],
      ["/provider/%00", 404],
      ["/provider/a%00b", 404],
      [`/provider/${"a".repeat(8_000)}`, 404],
      [`/provider/${encodeURIComponent(SQLI[0])}`, 404],
      [`/provider/${encodeURIComponent(SQLI[1])}`, 404],
      [`/provider/${encodeURIComponent(SCRIPT)}`, 404],
      ["/provider/%", 400],
      ["/provider/%ff%fe", [400, 404]],
      [`/logos/${logo[1]}/${logo[2]}.webp`, 200],
      [`/logos/${logo[1]!.toUpperCase()}/${logo[2]}.webp`, 200],
      [`/logos/${logo[1]}/${logo[2]}.webp%00.html`, 404],
      [`/logos/${logo[1]}/..%2f..%2f..%2fpackage.json`, 404],
      ["/logos/..%2f..%2fetc%2fpasswd/x.webp", 404],
      ["/logos/%00/x.webp", 404],
      [`/logos/${encodeURIComponent(SQLI[0])}/00000000.webp`, 404],
      ["/logos/00000000-0000-0000-0000-000000000000/0000000000000000.webp", 404],
      [`/services/${encodeURIComponent(SCRIPT)}`, 404],
      ["/vehicles/%00", 404],
      ["/vehicles/..%2f..%2fetc%2fpasswd", 404],
      // The place pages (issue #25): an unknown area or service is the area 404; a hostile page number goes to page 1.
      [`/areas/${encodeURIComponent(SCRIPT)}`, 404],
      [`/areas/${encodeURIComponent(SQLI[0])}/paint-and-bodywork`, 404],
      ["/areas/west-yorkshire/%00", 404],
      [`/areas/west-yorkshire?page=${encodeURIComponent(SCRIPT)}`, 302],
      ["/areas/west-yorkshire?page=99999999999999999999999", 302],
      [`/results?${params({ location: SCRIPT })}`, 200],
      [`/results?${params({ location: SQLI[1] })}`, 200],
      [`/results?${params({ location: "a\0b" })}`, 200],
      [`/results?location=${"x".repeat(8_000)}`, [200, 302]],
      [`/results?service=${encodeURIComponent(SQLI[0])}&vehicle=${encodeURIComponent(SCRIPT)}`, 302],
      ["/results?page=99999999999999999999999&sort=%27", 302],
      ["/results?page[]=1&page[]=2", 302],
      [`/sitemap.xml?x=${encodeURIComponent(SCRIPT)}`, 200],
      [`/about?${encodeURIComponent(SCRIPT)}`, 200],
      [`/signup-success?${params({ email: SCRIPT })}`, 200],
      ["/dashboard/%2e%2e%2fadmin", [302, 404]],
      [`/dashboard/${encodeURIComponent(SCRIPT)}`, 302],
      ["/robots.txt?%00", 200],
      [`/auth?redirectTo=${encodeURIComponent(`/${SCRIPT}`)}`, 200],
      ["/auth?redirectTo=https%3A%2F%2Fevil.example", 200],
      ["/auth/two-factor?redirectTo=%2F%09%2Fevil.example&method=%3Cscript%3E", 200],
      [`/reset-password?token=${encodeURIComponent(`"${SCRIPT}`)}`, 200],
      ["/api/auth/..%2f..%2fetc%2fpasswd", 404],
      [`/${"%2e%2e/".repeat(6)}etc/passwd`, 404],
      ["/assets/..%2f..%2fserver%2findex.js", [400, 403, 404]],
      [`/${"a".repeat(12_000)}`, 404],
      [`/results?location=${"x".repeat(20_000)}`, 431],
    ];
    for (const [target, expected] of GETS) {
      const answer = await refused(`GET ${target.slice(0, 80)}`, () => send(target), { status: expected });
      expect(unescapedPayloads(answer.text), target.slice(0, 80)).toEqual([]);
      expect(answer.text, target.slice(0, 80)).not.toMatch(/root:x:0:0|"devDependencies"|createRequestHandler/);
      const location = answer.headers.get("location");
      if (location) expect(new URL(location, sweep.server.url).origin, target.slice(0, 80)).toBe(sweep.server.url);
    }
    // The signed-in page keeps only same-site targets in its links and hidden fields.
    for (const target of ["/auth?redirectTo=https%3A%2F%2Fevil.example", "/auth?redirectTo=%2F%09%2Fevil.example", "/auth/two-factor?redirectTo=%2F%2Fevil.example"]) {
      const text = (await send(target, { cookie: specialist.cookie })).text;
      expect(text, target).not.toMatch(/(?:href|value)="[^"]*evil\.example/);
    }

    // Raw paths, exactly as sent (fetch would normalise the dots).
    const RAW: [string, number[]][] = [
      ["/logos/../../etc/passwd", [400, 403, 404]],
      ["/provider/../../../etc/passwd", [400, 403, 404]],
      ["/assets/../../package.json", [400, 403, 404]],
      ["/../build/server/index.js", [400, 403, 404]],
      ["/assets/%2e%2e/%2e%2e/package.json", [400, 403, 404]],
      ["//evil.example", [301, 302, 404]],
      ["//evil.example/%2e%2e", [301, 302, 404]],
      ["///evil.example/assets", [301, 302, 404]],
      ["//assets", [301, 302, 404]],
      ["/assets//evil.example", [301, 302, 404]],
    ];
    for (const [target, statuses] of RAW) {
      const answer = await rawRequest(sweep.server.port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${sweep.server.port}\r\nConnection: close\r\n\r\n`);
      expect(statuses, `${target} answered ${answer.status}`).toContain(answer.status);
      const location = /^location: (.*)$/im.exec(answer.head)?.[1]?.trim();
      if (location) expect(location, `${target} redirects off-site`).not.toMatch(/^\/\/|^\/\\|^[a-z]+:/i);
    }

    // Host games: pages are built from APP_URL, never from what the request claims.
    for (const headers of [{ Host: "evil.example" }, { "X-Forwarded-Host": "evil.example" }, { "X-Forwarded-Proto": "javascript" }] as Record<string, string>[]) {
      const answer = await send(`/provider/${specialist.slug}`, { headers });
      expect(answer.status).toBe(200);
      expect(answer.text).not.toContain("evil.example");
      expect(answer.text).toContain(`<link rel="canonical" href="${sweep.server.url}/provider/${specialist.slug}"`);
    }
    // Oversized and malformed headers are refused by Node's parser.
    const big = await rawRequest(sweep.server.port, `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${"a".repeat(20_000)}\r\nConnection: close\r\n\r\n`);
    expect(big.status).toBe(431);
    const crlf = await rawRequest(sweep.server.port, `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Bad: a\rInjected: b\r\nConnection: close\r\n\r\n`);
    expect(crlf.status).toBe(400);
    const cookies = await send("/", { cookie: `rr_toast=%E0%A4%A; rr.session_token=${encodeURIComponent(SQLI[0])}; rr_sid=../../x; ${"c".repeat(50)}=${"v".repeat(12_000)}` });
    expect(cookies.status).toBe(200);
    expect(cookies.headers.getSetCookie().join("\n")).toMatch(/rr_sid=[0-9a-f-]{36};/);
  });

  // Found by this sweep: React Router's adapter throws on such a Host; server/app.ts answers 400.
  it("a malformed Host or X-Forwarded-Host header is a 400, not a 500", async () => {
    for (const header of ["Host: [", "Host: a b", "Host: evil.example:99999", "Host: ex<ample", "Host: 127.0.0.1\r\nX-Forwarded-Host: ["]) {
      const answer = await rawRequest(sweep.server.port, `GET / HTTP/1.1\r\n${header}\r\nConnection: close\r\n\r\n`);
      expect(answer.status, header).toBe(400);
    }
  });

  it("stored nothing it refused, and nothing partial", async ({ task }) => {
    await storedNothingRefused(sweep, task, 55);
  });
});
