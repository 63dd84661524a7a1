import type express from "express";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { newPageNotes } from "../app/services/page-notes.server.ts";
import { FORM_COOKIE } from "../app/lib/cookie-names.ts";
import { pageCachePolicy } from "./page-cache-policy.ts";
import { routeTable } from "./route-table.ts";

const SECRET = "page-cache-policy-test-secret-0123456789";

/** Just the parts of an Express request the policy reads. */
function request(method: string, url: string, cookie?: string): express.Request {
  return { method, originalUrl: url, url, path: url.split("?")[0], headers: cookie ? { cookie } : {} } as unknown as express.Request;
}

/** A build with a root, a cached page with forms, a cached page without, a private page and two resource routes. */
function build(): ServerBuild {
  const route = (id: string, path: string, handle: object | undefined, action = false, parentId: string | null = "root") => ({
    id,
    path,
    parentId: parentId ?? undefined,
    module: { handle, ...(action ? { action: () => null } : {}), default: () => null },
  });
  return {
    basename: "/",
    routes: {
      root: route("root", "", undefined, false, null),
      provider: route("routes/profile/provider", "provider/:slugOrId", { pageCache: true, visitorForms: true }, true),
      about: route("routes/site/about", "about", { pageCache: true }),
      dashboard: route("routes/portal/dashboard", "dashboard", undefined, true),
      map: route("routes/search/map", "map.svg", undefined),
      upload: route("routes/portal/dashboard.project.upload", "dashboard/projects/:projectId/upload", { photoUploads: true }, true),
    },
  } as unknown as ServerBuild;
}

describe("the page cache policy and the route table", () => {
  const policy = pageCachePolicy({ secret: SECRET, https: false });
  const routes = routeTable(build());

  it("reads each route's methods and declarations, for a page and for its data request", () => {
    expect(routes("/provider/hartley")).toEqual({ methods: "GET, HEAD, POST", pageCache: true, visitorForms: true, photoUploads: false, pattern: "/provider/:slugOrId" });
    expect(routes("/provider/hartley.data")).toEqual(routes("/provider/hartley"));
    expect(routes("/about")).toEqual({ methods: "GET, HEAD", pageCache: true, visitorForms: false, photoUploads: false, pattern: "/about" });
    expect(routes("/dashboard/projects/1/upload").pattern).toBe("/dashboard/projects/:projectId/upload");
    expect(routes("/dashboard/projects/1/upload").photoUploads).toBe(true);
    expect(routes("/dashboard").pageCache).toBe(false);
    expect(routes("/no/such/page")).toEqual({ methods: "GET, HEAD", pageCache: false, visitorForms: false, photoUploads: false, pattern: "unmatched" });
  });

  it("answers from the cache only anonymous GETs, keyed by the address as sent", () => {
    expect(policy.mayAnswer(request("GET", "/about"))).toBe(true);
    expect(policy.mayAnswer(request("GET", "/about", "rr_sid=abc; rr_form=x; sidebar_state=true"))).toBe(true);
    expect(policy.mayAnswer(request("GET", "/about", "rr.session_token=abc"))).toBe(false);
    expect(policy.mayAnswer(request("GET", "/about", "rr_toast=hello"))).toBe(false);
    // A shortlist makes every page personal: it says which listings were saved (issue #27).
    expect(policy.mayAnswer(request("GET", "/provider/hartley", "rr_sid=abc; rr_shortlist=x"))).toBe(false);
    expect(policy.mayAnswer(request("POST", "/provider/hartley"))).toBe(false);
    expect(policy.mayAnswer(request("GET", "//evil.example/about"))).toBe(false);
    expect(policy.key(request("GET", "/results?service=paint-and-bodywork&page=2"))).toBe("/results?service=paint-and-bodywork&page=2");
  });

  it("keeps a cacheable route's whole document only; starts the form time for every answer of a page with visitor forms", () => {
    const document = policy.notesFor(request("GET", "/provider/hartley"), routes("/provider/hartley"));
    expect(document).toEqual({ cacheable: true, formPage: true });
    // A client-side navigation's data request still starts the form time, and is never kept.
    expect(policy.notesFor(request("GET", "/provider/hartley.data"), routes("/provider/hartley.data"))).toEqual({ cacheable: false, formPage: true });
    expect(policy.notesFor(request("POST", "/provider/hartley"), routes("/provider/hartley"))).toEqual({ cacheable: false, formPage: true });
    expect(policy.notesFor(request("GET", "/about"), routes("/about"))).toEqual({ cacheable: true, formPage: false });

    const ok = new Response("<html></html>", { status: 200 });
    expect(policy.mayKeep({ ...newPageNotes(), ...document }, ok)).toBe(true);
    expect(policy.mayKeep({ ...newPageNotes(), ...document, degraded: true }, ok)).toBe(false);
    expect(policy.mayKeep({ ...newPageNotes(), ...document }, new Response("", { status: 404 }))).toBe(false);
    expect(policy.mayKeep({ ...newPageNotes(), ...document }, new Response("", { headers: { "Set-Cookie": "rr_toast=x" } }))).toBe(false);
    expect(policy.mayKeep({ ...newPageNotes(), cacheable: false }, ok)).toBe(false);

    expect(policy.formCookie(request("GET", "/about"), false)).toBeNull();
    expect(policy.formCookie(request("GET", "/provider/hartley"), true)).toMatch(new RegExp(`^${FORM_COOKIE}=`));
  });
});
