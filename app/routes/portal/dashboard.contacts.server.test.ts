import { describe, expect, it } from "vitest";
import { readContactFilters } from "~/lib/contact-filters";
import { contactsPageView } from "./dashboard.contacts.server";

const NOW = Date.parse("2026-12-07T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

const row = (over: Partial<Parameters<typeof contactsPageView>[0][number]>) => ({
  id: "00000000-0000-4000-8000-000000000001",
  requesterName: "Ada Owner",
  requesterEmail: "ada@owners.example",
  message: "Could you quote for new sills on my Morris Minor?",
  phone: null,
  callTime: null,
  status: "pending" as const,
  createdAt: new Date(NOW - DAY),
  ...over,
});

const ROWS = [
  row({ id: "a", requesterName: "Ada Owner", createdAt: new Date(NOW - DAY) }),
  row({ id: "b", requesterName: "Ben Driver", requesterEmail: "ben@drivers.example", message: "A respray for my Jaguar E-type, please.", status: "contacted", createdAt: new Date(NOW - 6 * DAY) }),
  row({ id: "c", requesterName: "Cara Caller", requesterEmail: "cara@callers.example", message: "Please ring me.", phone: "0113 496 0001", callTime: "Evenings", status: "archived", createdAt: new Date(NOW - 8 * DAY) }),
];

const filters = (query: string) => readContactFilters(new URLSearchParams(query));
const ids = (query: string) => contactsPageView(ROWS, filters(query), NOW).contacts.map((c) => c.id);

describe("the Contact Requests page's filters (from the address)", () => {
  it("keeps every request without filters, and counts them all whatever is shown", () => {
    const view = contactsPageView(ROWS, filters(""), NOW);
    expect(view.contacts.map((c) => c.id)).toEqual(["a", "b", "c"]);
    const counts = Object.fromEntries(view.counts.map((c) => [c.label, c.value]));
    expect(counts).toEqual({ Total: 3, Pending: 1, Contacted: 1, "This Week": 2 });
    expect(contactsPageView(ROWS, filters("status=archived&q=zzz"), NOW).counts).toEqual(view.counts);
    expect(contactsPageView(ROWS, filters("status=archived&q=zzz"), NOW).total).toBe(3);
  });

  it("searches name, email, message and phone, in any case, and filters by status", () => {
    expect(ids("q=ben")).toEqual(["b"]);
    expect(ids("q=CALLERS.example")).toEqual(["c"]);
    expect(ids("q=e-type")).toEqual(["b"]);
    expect(ids("q=496 0001")).toEqual(["c"]);
    expect(ids("q=please")).toEqual(["b", "c"]);
    expect(ids("q=please&status=archived")).toEqual(["c"]);
    expect(ids("status=pending")).toEqual(["a"]);
    expect(ids("status=contacted&q=ada")).toEqual([]);
    expect(ids("q=%20%20ben%20")).toEqual(["b"]);
  });

  it("reads anything else in the address as no filter, and cuts a search to the box's length", () => {
    expect(filters("status=deleted")).toEqual({ q: "", status: "all" });
    expect(filters("status=' OR 1=1 --&q=")).toEqual({ q: "", status: "all" });
    expect(filters(`q=${"x".repeat(500)}`).q).toHaveLength(100);
    expect(filters("q=a&q=b").q).toBe("a");
  });

  it("sends the page what it shows: no database row, the date written out", () => {
    const [card] = contactsPageView(ROWS, filters("q=cara"), NOW).contacts;
    expect(card).toEqual({
      id: "c",
      requesterName: "Cara Caller",
      requesterEmail: "cara@callers.example",
      message: "Please ring me.",
      phone: "0113 496 0001",
      callTime: "Evenings",
      status: "archived",
      receivedAt: new Date(NOW - 8 * DAY).toISOString(),
      receivedOn: "29/11/2026",
    });
  });
});
