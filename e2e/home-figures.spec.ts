import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../database/client";
import { refreshProfileRating } from "../app/models/profile-writer.server";
import { startServer, temporaryDataDir, type ServerProcess } from "../tests/production/server-process";

/**
 * Issue #14 item 8: the home page states what the directory holds, not invented numbers. A server of
 * this test's own (the demo directory on an embedded database), stopped while the test reads and changes
 * the database behind it: PGlite's data directory has one user at a time.
 */
test.describe.configure({ timeout: 180_000 });

const whole = (figure: string) => Number(figure.replaceAll(",", ""));

async function shownFigures(page: Page, server: ServerProcess) {
  await page.goto(`${server.url}/`);
  const figures = page.getByRole("region", { name: "The Register in numbers" });
  const read = async (label: RegExp) => (await figures.getByText(label).locator("xpath=following-sibling::dd").textContent())?.trim();
  return {
    listed: await read(/^Listed Specialists?$/),
    reviews: await read(/^Published Reviews?$/),
    average: await read(/^Average Rating of /),
  };
}

/** The same three figures counted straight from the tables, as an owner would check them. */
async function countedFigures(dataDir: string) {
  const handle = await openDatabase({ databaseUrl: "", dataDir, maxConnections: 1 });
  try {
    const [listed] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from profiles where profile_status = 'approved'`);
    const [reviews] = await queryRows<{ n: number; average: number | null }>(
      handle.db,
      sql`select count(*)::int as n, avg(r.rating)::float8 as average from reviews r join profiles p on p.id = r.provider_id
          where r.status = 'approved' and p.profile_status = 'approved'`,
    );
    return {
      listed: listed!.n.toLocaleString("en-GB"),
      reviews: reviews!.n.toLocaleString("en-GB"),
      average: reviews!.average === null ? "–" : `${reviews!.average.toFixed(1)}/5`,
    };
  } finally {
    await handle.close();
  }
}

test("the home page's figures are the database's counts, and change when the data does", async ({ page }) => {
  const dataDir = temporaryDataDir();
  let server = await startServer({ dataDir, env: { SEED_DEMO: "true" } });
  try {
    const before = await shownFigures(page, server);
    await server.stop();
    const counted = await countedFigures(dataDir);
    expect(before).toEqual(counted);
    expect(whole(counted.listed)).toBeGreaterThan(1);

    // One listing leaves the directory, and another gets a one-star review published.
    const handle = await openDatabase({ databaseUrl: "", dataDir, maxConnections: 1 });
    try {
      const listed = await queryRows<{ id: string }>(handle.db, sql`select id from profiles where profile_status = 'approved' order by slug limit 2`);
      await handle.db.execute(sql`update profiles set profile_status = 'rejected' where id = ${listed[0]!.id}`);
      await handle.db.execute(sql`insert into reviews (provider_id, reviewer_name, reviewer_email, rating, comment, status, verification)
        values (${listed[1]!.id}, 'Figures Check', 'figures@example.com', 1, 'Not what I was promised.', 'approved', 'email')`);
      await refreshProfileRating(handle.db, listed[1]!.id);
    } finally {
      await handle.close();
    }

    server = await startServer({ dataDir });
    const after = await shownFigures(page, server);
    await server.stop();
    const recounted = await countedFigures(dataDir);
    expect(after).toEqual(recounted);
    expect(whole(recounted.listed)).toBe(whole(counted.listed) - 1);
    expect(after).not.toEqual(before);
  } finally {
    await server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
