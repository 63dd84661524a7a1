import type { FixtureProject } from "../tests/project-fixtures.ts";
import { GALLERY_PROJECTS } from "./gallery-projects.ts";

/**
 * Specialist accounts made before the server starts (e2e/seed-accounts.ts), each verified with a
 * pending profile, as a finished sign-up leaves them: tests that are not about signing up sign in
 * with one of these instead of going through the sign-up form and its email. One account per test,
 * so tests running side by side never share one.
 */
export interface SeededSpecialist {
  email: string;
  password: string;
  businessName: string;
  /** When true, the listing is approved (live), with no reviews or projects. */
  approved?: boolean;
  /** When set, the listing is approved (live) and these reviews are published on it. */
  publishedReviews?: { reviewerName: string; reviewerEmail: string; rating: number; comment: string }[];
  /** When set, the listing is approved (live) with these approved projects and their photos (#15). */
  projects?: FixtureProject[];
  /** Instead of the usual Engine Rebuilds on Triumphs. */
  specialties?: string[];
  vehicleMakes?: string[];
  description?: string;
  /** When set, the pending listing has this website and has waited this long (the admin's queue, e2e/admin-queue.spec.ts). */
  queue?: { website: string; waitedMs: number };
  /** When set, owners' enquiries already in the specialist's Contact Requests, with their status. */
  enquiries?: { requesterName: string; requesterEmail: string; message: string; status: "pending" | "contacted" | "archived" }[];
}

const PASSWORD = "Seeded#Specialist-2026";
const specialist = (tag: string, businessName: string): SeededSpecialist => ({
  email: `${tag}@seeded.e2e.example`,
  password: PASSWORD,
  businessName,
});

export const SEEDED = {
  header: specialist("header", "Header Bar Classics"),
  notAdmin: specialist("not-admin", "Not An Admin Garage"),
  accessible: specialist("a11y", "Accessible Autos"),
  sidebar: specialist("sidebar", "Sidebar Specialists"),
  farewell: specialist("goodbye", "Farewell Coachworks"),
  onRequest: specialist("asked", "On Request Restorations"),
  replies: {
    ...specialist("replies", "Right Of Reply Restorations"),
    publishedReviews: [
      {
        reviewerName: "Philippa Owner",
        reviewerEmail: "philippa@owners.e2e.example",
        rating: 3,
        comment: "Lovely paintwork on my Spitfire, but it took two months longer than quoted.",
      },
    ],
  },
  // Live, with two published reviews, for a report → removal → rating change (e2e/review-reports.spec.ts).
  reported: {
    ...specialist("reported", "Reported Review Motors"),
    publishedReviews: [
      { reviewerName: "Glad Owner", reviewerEmail: "glad.owner@seeded.e2e.example", rating: 5, comment: "Rebuilt the gearbox of my Triumph Stag and it has never shifted better." },
      { reviewerName: "Suspect Sam", reviewerEmail: "suspect.sam@seeded.e2e.example", rating: 1, comment: "Never go here, the worst garage in the county." },
    ],
  },
  // Live with three approved projects and twelve photos (e2e/public-gallery.spec.ts); the only seeded Jaguar listing.
  gallery: {
    ...specialist("gallery", "Gallery Coachworks"),
    projects: GALLERY_PROJECTS,
    specialties: ["Paint & Bodywork", "Upholstery & Trim", "Fabrication & Welding"],
    vehicleMakes: ["Jaguar", "MG", "Land Rover"],
    description: "Coachwork, paint and trim for post-war British sports cars and Land Rovers, from bare-metal resprays to full retrims.",
  },
  // Live, for a project's way from the dashboard through moderation to the public photo (e2e/project-gallery.spec.ts).
  projectOwner: {
    ...specialist("project-owner", "Gallery Test Coachworks"),
    publishedReviews: [{ reviewerName: "Gina Owner", reviewerEmail: "gina@owners.e2e.example", rating: 5, comment: "Superb work on my E-type's bodywork." }],
  },
  // The gallery's plain-form upload, without JavaScript.
  galleryPlain: specialist("gallery-plain", "Plain Form Panelcraft"),
  // Live, for an enquiry → Mark Contacted → the enquirer's "Verified enquiry" review (#24, e2e/review-verification.spec.ts).
  contacted: {
    ...specialist("contacted", "Mark Contacted Motors"),
    publishedReviews: [{ reviewerName: "Earlier Owner", reviewerEmail: "earlier@owners.e2e.example", rating: 4, comment: "Good, honest work on my Triumph Herald." }],
  },
  // Live, for the specialist's own report of a review and its outcome on their Reviews page (#24, e2e/report-status.spec.ts).
  selfReported: {
    ...specialist("self-reported", "Second Opinion Garage"),
    publishedReviews: [{ reviewerName: "Unknown Ulrich", reviewerEmail: "ulrich@owners.e2e.example", rating: 1, comment: "Terrible, they ruined my TR6." }],
  },
  // Two pending listings of different ages for the admin's queue (#24 item 8): the longest-waiting first.
  queueOldest: {
    ...specialist("queue-oldest", "Long Wait Coachbuilders"),
    queue: { website: "https://www.seeded.e2e.example/coachbuilders", waitedMs: 78 * 24 * 60 * 60 * 1000 + 60 * 60 * 1000 },
  },
  queueRecent: {
    ...specialist("queue-recent", "Recent Sign-up Motors"),
    queue: { website: "https://example.co.uk", waitedMs: 3 * 60 * 60 * 1000 + 5 * 60 * 1000 },
  },
  // Live, for edits that wait for review (#24, e2e/pending-changes.spec.ts): one approved, one rejected.
  liveEdits: { ...specialist("live-edits", "Live Edit Motors"), approved: true },
  liveEditsRejected: { ...specialist("live-edits-rejected", "Second Look Garage"), approved: true },
  // Live, three for each run of the quote-request flow (#27, e2e/quote-requests.spec.ts): with and without JavaScript.
  quoteJsA: { ...specialist("quote-js-a", "Quote Flow Coachworks"), approved: true },
  quoteJsB: { ...specialist("quote-js-b", "Quote Flow Engines"), approved: true },
  quoteJsC: { ...specialist("quote-js-c", "Quote Flow Trim"), approved: true },
  quotePlainA: { ...specialist("quote-plain-a", "Plain Quote Coachworks"), approved: true },
  quotePlainB: { ...specialist("quote-plain-b", "Plain Quote Engines"), approved: true },
  quotePlainC: { ...specialist("quote-plain-c", "Plain Quote Trim"), approved: true },
  // Three enquiries to filter on Contact Requests, with and without JavaScript (e2e/contact-filters.spec.ts); only read.
  contactFilters: {
    ...specialist("contact-filters", "Filtered Enquiries Garage"),
    approved: true,
    enquiries: [
      { requesterName: "Sill Seeker", requesterEmail: "sills@owners.e2e.example", message: "New sills and floor pans for my Morris Minor, please.", status: "pending" },
      { requesterName: "Respray Rita", requesterEmail: "rita@owners.e2e.example", message: "A bare-metal respray of my MGB in Tartan Red.", status: "contacted" },
      { requesterName: "Archie Archived", requesterEmail: "archie@owners.e2e.example", message: "Sills for a Triumph Herald, if you have room next spring.", status: "archived" },
    ],
  },
} satisfies Record<string, SeededSpecialist>;

/** The contact name every seeded profile has: the dashboard greets "Welcome back, Morgan". */
export const SEEDED_CONTACT_NAME = "Morgan Hadley";
