import { describe, expect, it } from "vitest";
import { DatabaseAvailability, isDatabaseUnreachable, isStatementTimeout } from "./database-availability.server";

const withCode = (code: string, message = "boom") => Object.assign(new Error(message), { code });

describe("isDatabaseUnreachable", () => {
  it("recognises a lost or refused connection, directly or as the cause of a query error", () => {
    expect(isDatabaseUnreachable(withCode("ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnreachable(withCode("57P01", "terminating connection due to administrator command"))).toBe(true);
    expect(isDatabaseUnreachable(withCode("08006"))).toBe(true);
    expect(isDatabaseUnreachable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnreachable(new Error("Failed query: select 1", { cause: withCode("ECONNRESET") }))).toBe(true);
    expect(isDatabaseUnreachable(new AggregateError([withCode("ECONNREFUSED")]))).toBe(true);
  });

  it("tells a statement PostgreSQL cancelled at its time limit (one slow request) from a read that never came back (an outage)", () => {
    const slow = new Error("Failed query", { cause: withCode("57014", "canceling statement due to statement timeout") });
    expect(isDatabaseUnreachable(slow)).toBe(false);
    expect(isStatementTimeout(slow)).toBe(true);
    expect(isDatabaseUnreachable(new Error("Query read timeout"))).toBe(true);
    expect(isStatementTimeout(new Error("Query read timeout"))).toBe(false);
    // A cancellation by an operator is not a timeout of ours, and no outage either.
    expect(isDatabaseUnreachable(withCode("57014", "canceling statement due to user request"))).toBe(false);
    expect(isStatementTimeout(withCode("57014", "canceling statement due to user request"))).toBe(false);
  });

  it("keeps the site up for a slow statement (#28 item 5): no outage mode, no probe", () => {
    const availability = new DatabaseAvailability(async () => {}, 10);
    expect(availability.report(new Error("Failed query", { cause: withCode("57014", "canceling statement due to statement timeout") }))).toBe(false);
    expect(availability.down).toBe(false);
    availability.close();
  });

  it("leaves ordinary failures alone: a bad query is a bug, not an outage", () => {
    expect(isDatabaseUnreachable(withCode("23505", "duplicate key value"))).toBe(false);
    expect(isDatabaseUnreachable(withCode("22P02", "invalid input syntax for type uuid"))).toBe(false);
    expect(isDatabaseUnreachable(new Error("Failed query", { cause: withCode("42P01") }))).toBe(false);
    expect(isDatabaseUnreachable("ECONNREFUSED")).toBe(false);
    expect(isDatabaseUnreachable(null)).toBe(false);
  });
});

describe("DatabaseAvailability", () => {
  it("goes down on a connection error and comes back once a probe succeeds", async () => {
    let reachable = false;
    const availability = new DatabaseAvailability(async () => {
      if (!reachable) throw withCode("ECONNREFUSED");
    }, 10);
    expect(availability.report(withCode("23505"))).toBe(false);
    expect(availability.down).toBe(false);
    expect(availability.report(withCode("ECONNREFUSED"))).toBe(true);
    expect(availability.down).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(availability.down).toBe(true);
    reachable = true;
    await expect.poll(() => availability.down, { timeout: 1_000, interval: 10 }).toBe(false);
    availability.close();
  });
});
