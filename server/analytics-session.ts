import crypto from "node:crypto";
import type express from "express";
import { readCookies } from "../app/services/cookies.server.ts";
import { ANALYTICS_COOKIE } from "../app/lib/cookie-names.ts";
import { isUuid } from "../app/lib/uuid.ts";

/**
 * An anonymous id tying one visit's analytics events together: a random UUID in a
 * first-party session cookie (gone when the browser closes), never linked to a person.
 * Returns the visitor's id, set on the answer when they came without one.
 */
export function analyticsSessionId(req: express.Request, res: express.Response, https: boolean): string {
  const id = readCookies(req.headers.cookie)[ANALYTICS_COOKIE];
  if (id && isUuid(id)) return id;
  const fresh = crypto.randomUUID();
  res.append("Set-Cookie", `${ANALYTICS_COOKIE}=${fresh}; Path=/; HttpOnly; SameSite=Lax${https ? "; Secure" : ""}`);
  return fresh;
}

export function analyticsSession(https: boolean): express.RequestHandler {
  return (req, res, next) => {
    res.locals.sessionId = analyticsSessionId(req, res, https);
    next();
  };
}
