import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import type { DatabaseHandle } from "../database/client";
import { sessions, users, verifications } from "../database/schema";
import { purgeExpiredAuth } from "../app/services/auth-purge.server";
import { deleteAccount } from "../app/models/accounts.server";

const HOUR_MS = 60 * 60 * 1000;

describe.each(TEST_ENGINES)("expired sign-in rows (#28 item 3) on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await handle.close();
  });

  const account = async (tag: string) => {
    const id = randomUUID();
    await handle.db.insert(users).values({ id, name: tag, email: `${tag}-${id}@example.com` });
    return id;
  };
  const session = (userId: string, expiresIn: number) =>
    ({ id: randomUUID(), userId, token: randomUUID(), expiresAt: new Date(Date.now() + expiresIn) });
  const link = (userId: string, expiresIn: number) =>
    ({ id: randomUUID(), identifier: `reset-password:${randomUUID()}`, value: userId, expiresAt: new Date(Date.now() + expiresIn) });

  it("deletes expired sessions and reset links in batches, and keeps the live ones", async () => {
    const userId = await account("purge");
    const expired = Array.from({ length: 1_200 }, () => session(userId, -HOUR_MS));
    const live = [session(userId, HOUR_MS), session(userId, 30 * 24 * HOUR_MS)];
    for (let i = 0; i < expired.length; i += 400) await handle.db.insert(sessions).values(expired.slice(i, i + 400));
    await handle.db.insert(sessions).values(live);
    const links = [link(userId, -60_000), link(userId, -24 * HOUR_MS), link(userId, HOUR_MS)];
    await handle.db.insert(verifications).values(links);

    // More expired sessions than one batch: the sweep goes on until none is left.
    expect(await purgeExpiredAuth(handle.db)).toEqual({ sessions: 1_200, verifications: 2 });
    const left = await handle.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
    expect(left.map((row) => row.id).sort()).toEqual(live.map((row) => row.id).sort());
    const linksLeft = await handle.db.select({ id: verifications.id }).from(verifications).where(eq(verifications.value, userId));
    expect(linksLeft.map((row) => row.id)).toEqual([links[2]!.id]);
    expect(await purgeExpiredAuth(handle.db)).toEqual({ sessions: 0, verifications: 0 });
  });

  it("deletes an account's reset links with it, and no one else's", async () => {
    const [gone, stays] = [await account("gone"), await account("stays")];
    const links = [link(gone, HOUR_MS), link(gone, HOUR_MS), link(stays, HOUR_MS)];
    await handle.db.insert(verifications).values(links);
    expect(await deleteAccount(handle.db, gone, { kind: "owner" })).toBe(true);
    const left = await handle.db.select({ value: verifications.value }).from(verifications).where(inArray(verifications.id, links.map((l) => l.id)));
    expect(left).toEqual([{ value: stays }]);
  });
});
