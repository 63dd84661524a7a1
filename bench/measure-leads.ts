import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../database/client.ts";
import { profiles, quoteLeads, quoteMessages, quoteRequests } from "../database/schema.ts";
import { leadsInboxView } from "../app/routes/portal/dashboard.quotes.server.ts";
import { leadPageView } from "../app/routes/portal/dashboard.quote.server.ts";
import { summarise, type LatencySummary } from "./stats.ts";

/**
 * Issue #27: the specialist's quote requests with 10,000 requests in the directory, each sent to
 * three specialists, a fifth of them to one busy listing (2,000 leads), half the leads with a
 * thread. "Server time" as measure-search.ts takes it: the page's loader work in process (its
 * queries and its view), one at a time. Budgeted on PostgreSQL: p95 ≤ 50 ms.
 */
export interface LeadTimings {
  requests: number;
  busyLeads: number;
  /** /dashboard/quotes: the counts by status, the newest leads and the contact-form enquiries. */
  inbox: LatencySummary;
  /** /dashboard/quotes/{lead}: one lead with its request and thread (marked seen). */
  lead: LatencySummary;
}

const REQUESTS = 10_000;
const BATCH = 1_000;

export async function measureLeadsPage(db: Database, queries = 200): Promise<LeadTimings> {
  const ids = (await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.profileStatus, "approved")).orderBy(asc(profiles.id)).limit(2_000)).map((row) => row.id);
  const busy = ids[0]!;
  for (let start = 0; start < REQUESTS; start += BATCH) {
    const requests = await db
      .insert(quoteRequests)
      .values(
        Array.from({ length: Math.min(BATCH, REQUESTS - start) }, (_, i) => {
          const n = start + i;
          const at = new Date(Date.now() - n * 60_000);
          return {
            ownerName: `Bench Owner ${n}`,
            ownerEmail: `owner${n}@bench.example`,
            makeSlug: ["jaguar", "mg", "triumph", "porsche"][n % 4]!,
            model: "Bench model",
            year: 1950 + (n % 40),
            services: ["Paint & Bodywork", "Engine Rebuilds"].slice(0, 1 + (n % 2)),
            description: "A bench request describing the car and the work at a realistic length. ".repeat(4),
            carLocation: "York",
            timing: "flexible",
            status: "open" as const,
            confirmedAt: at,
            lastActivityAt: at,
            createdAt: at,
          };
        }),
      )
      .returning({ id: quoteRequests.id, createdAt: quoteRequests.createdAt });
    const leads = await db
      .insert(quoteLeads)
      .values(
        requests.flatMap((request, i) => {
          const n = start + i;
          const chosen = new Set([n % 5 === 0 ? busy : ids[1 + ((n * 7) % (ids.length - 1))]!, ids[1 + ((n * 13 + 1) % (ids.length - 1))]!, ids[1 + ((n * 17 + 2) % (ids.length - 1))]!]);
          return [...chosen].map((profileId, k) => ({
            requestId: request.id,
            profileId,
            status: (["new", "replied", "quoted", "declined"] as const)[(n + k) % 4]!,
            sentAt: request.createdAt,
            firstReplyAt: (n + k) % 4 === 0 ? null : new Date(request.createdAt.getTime() + 3_600_000),
          }));
        }),
      )
      .returning({ id: quoteLeads.id });
    const threads = leads.filter((_, i) => i % 2 === 0);
    if (threads.length > 0) {
      await db.insert(quoteMessages).values(
        threads.flatMap((lead) => [
          { leadId: lead.id, author: "specialist" as const, body: "Thank you: could you send photos of the sills?" },
          { leadId: lead.id, author: "owner" as const, body: "Of course, they are attached to my email." },
        ]),
      );
    }
  }
  const busyLeads = (await db.select({ id: quoteLeads.id }).from(quoteLeads).where(and(eq(quoteLeads.profileId, busy)))).map((row) => row.id);
  const url = new URL("http://bench.example/dashboard/quotes");
  const time = async (run: (i: number) => Promise<unknown>) => {
    for (let i = 0; i < 20; i++) await run(i);
    const times: number[] = [];
    for (let i = 0; i < queries; i++) {
      const started = performance.now();
      await run(i);
      times.push(performance.now() - started);
    }
    return summarise(times);
  };
  return {
    requests: REQUESTS,
    busyLeads: busyLeads.length,
    inbox: await time((i) => leadsInboxView(db, busy, i % 3 === 0 ? new URL(`${url}?status=quoted`) : url)),
    lead: await time((i) => leadPageView(db, "bench-secret", busy, busyLeads[(i * 37) % busyLeads.length]!)),
  };
}
