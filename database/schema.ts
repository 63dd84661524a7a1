import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------------------
// better-auth tables. Property names are the ones better-auth expects; the SQL
// names follow our snake_case convention.
// ---------------------------------------------------------------------------

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  // docs/spec.md §7: the registration details sent with sign-up, kept as submitted.
  metadata: jsonb("metadata").$type<Record<string, unknown>>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    // No ip_address: no client address is kept with a session (migration 0015 dropped the column).
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("two_factors_user_id_idx").on(t.userId)],
);

// ---------------------------------------------------------------------------
// The directory (docs/spec.md §3)
// ---------------------------------------------------------------------------

export const PROFILE_STATUSES = ["pending", "approved", "rejected"] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Null for demo profiles that have no account behind them.
    userId: text("user_id")
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    slug: text("slug").notNull().unique(),
    businessName: text("business_name").notNull(),
    contactPerson: text("contact_person").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    county: text("county"),
    postcode: text("postcode").notNull(),
    website: text("website"),
    instagramUrl: text("instagram_url"),
    facebookUrl: text("facebook_url"),
    yearsInBusiness: integer("years_in_business"),
    businessDescription: text("business_description"),
    certifications: text("certifications"),
    insuranceDetails: text("insurance_details"),
    logoUrl: text("logo_url"),
    specialties: text("specialties").array().notNull().default(sql`'{}'::text[]`),
    vehicleMakes: text("vehicle_makes").array().notNull().default(sql`'{}'::text[]`),
    profileStatus: text("profile_status", { enum: PROFILE_STATUSES }).notNull().default("pending"),
    // Resolved from the postcode when the profile is saved, so distance search needs no lookup per row.
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    // Kept in step with approved reviews by the reviews model, so "Highest Rated" sorts on an index.
    approvedReviewCount: integer("approved_review_count").notNull().default(0),
    ratingAverage: real("rating_average"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("profiles_status_check", sql`${t.profileStatus} in ('pending', 'approved', 'rejected')`),
    check("profiles_years_check", sql`${t.yearsInBusiness} is null or ${t.yearsInBusiness} between 0 and 100`),
    index("profiles_status_created_idx").on(t.profileStatus, t.createdAt),
    index("profiles_specialties_gin").using("gin", t.specialties),
    index("profiles_vehicle_makes_gin").using("gin", t.vehicleMakes),
    index("profiles_approved_rating_idx")
      .on(sql`${t.ratingAverage} desc nulls last`, sql`${t.yearsInBusiness} desc nulls last`)
      .where(sql`${t.profileStatus} = 'approved'`),
    index("profiles_approved_experience_idx")
      .on(sql`${t.yearsInBusiness} desc nulls last`)
      .where(sql`${t.profileStatus} = 'approved'`),
    // "Nearest" search reads only the profiles inside a box around the visitor (a
    // widening radius), not every profile that matches the filters.
    index("profiles_approved_location_gist")
      .using("gist", sql`point(${t.longitude}, ${t.latitude})`)
      .where(sql`${t.profileStatus} = 'approved'`),
  ],
);

/**
 * How many approved profiles offer each (specialty, make) pair, "" meaning any: the
 * search's found count is one key lookup here instead of counting every matching row
 * (tens of thousands at 100,000 profiles). Kept exact by statement triggers on profiles
 * (migration 0003_search_counts), so every write path, including raw SQL, keeps it right.
 */
export const profileSearchCounts = pgTable(
  "profile_search_counts",
  {
    specialty: text("specialty").notNull(),
    vehicleMake: text("vehicle_make").notNull(),
    approvedCount: integer("approved_count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.specialty, t.vehicleMake] })],
);

/**
 * Where each approved profile is, once for every (specialty, make) it offers, "" meaning any (as in
 * profile_search_counts, without the ("", "") cell: a place alone is the location index's). A search
 * for a service or make around a place reads only that pair's rows within the radius's latitudes,
 * from the index alone, where the profiles' own indexes read every listing near the place or every
 * listing of the service (decision 0030). Kept exact by statement triggers on profiles (migration
 * 0016_search_points), like the counts.
 */
export const profileSearchPoints = pgTable(
  "profile_search_points",
  {
    specialty: text("specialty").notNull(),
    vehicleMake: text("vehicle_make").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    profileId: uuid("profile_id").notNull(),
  },
  // Every column is in the key, so a search is an index-only scan: a latitude range within the pair.
  (t) => [index("profile_search_points_pair_latitude_idx").on(t.specialty, t.vehicleMake, t.latitude, t.longitude, t.profileId)],
);

/**
 * Every word (lexeme) of every listing's search document, so a typed prefix ("sill") is searched as the
 * words it stands for ("sill" | "silli"), which the text index combines as it reads instead of
 * collecting all of a prefix's listings first (decision 0031). Added by statement triggers on profiles
 * (migration 0017_search_lexemes) whenever a document or status changes; a word no approved listing
 * holds any more is dropped when a listing is deleted. Byte order ("C"), so a prefix is an index range.
 */
export const searchLexemes = pgTable("search_lexemes", {
  lexeme: text("lexeme").primaryKey(),
});

export const profileLogos = pgTable("profile_logos", {
  profileId: uuid("profile_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull(),
  content: bytea("content").notNull(),
  // Part of the public URL, so a new logo gets a new cacheable address.
  version: text("version").notNull(),
  updatedAt: updatedAt(),
});

export const PROJECT_STATUSES = ["pending", "approved", "rejected"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * A finished job shown in a profile's gallery (#15): moderated like profiles. A new project, or
 * any change to an approved one (its text or its photos), waits in the admins' queue and is
 * hidden until approved (decision 0019): nothing reaches the public site unseen.
 */
export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: uuid("provider_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    // A vehicle make slug from the catalogue (app/content/vehicle-makes.ts).
    vehicleMake: text("vehicle_make").notNull(),
    model: text("model"),
    year: smallint("year"),
    // Service slugs from the catalogue (app/content/services.ts).
    services: text("services").array().notNull().default(sql`'{}'::text[]`),
    story: text("story").notNull().default(""),
    status: text("status", { enum: PROJECT_STATUSES }).notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    // The owner's order of their projects (0 first).
    position: integer("position").notNull().default(0),
    // When it was last approved: "latest projects" sort on it.
    publishedAt: timestamp("published_at", { withTimezone: true }),
    // A project made from a quote-request job the specialist won (#27 item 6), and when the car's
    // owner confirmed it ("Confirmed by the car's owner").
    quoteLeadId: uuid("quote_lead_id")
      .unique()
      .references((): AnyPgColumn => quoteLeads.id, { onDelete: "set null" }),
    ownerConfirmedAt: timestamp("owner_confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("projects_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check("projects_year_check", sql`${t.year} is null or ${t.year} between 1885 and 2100`),
    index("projects_provider_position_idx").on(t.profileId, t.position),
    index("projects_status_updated_idx").on(t.status, t.updatedAt),
    index("projects_approved_make_published_idx")
      .on(t.vehicleMake, sql`${t.publishedAt} desc`)
      .where(sql`${t.status} = 'approved'`),
    index("projects_approved_services_gin").using("gin", t.services).where(sql`${t.status} = 'approved'`),
  ],
);

export const PHOTO_PHASES = ["before", "after"] as const;
export type PhotoPhase = (typeof PHOTO_PHASES)[number];

/** One photo of a project: its variants hold the bytes. */
export const projectPhotos = pgTable(
  "project_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    // Kept on the photo too, so every owner check is one indexed condition.
    profileId: uuid("provider_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    alt: text("alt").notNull(),
    phase: text("phase", { enum: PHOTO_PHASES }),
    // Of the upright, re-encoded image at its largest width.
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    // A hash of the stored bytes: part of every variant's address, so addresses can be cached for ever.
    version: text("version").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("project_photos_phase_check", sql`${t.phase} is null or ${t.phase} in ('before', 'after')`),
    index("project_photos_project_position_idx").on(t.projectId, t.position),
    index("project_photos_provider_idx").on(t.profileId),
  ],
);

/** The encoded files of a photo: one row per format and width (for example AVIF and WebP at 400, 800, 1600). */
export const photoVariants = pgTable(
  "photo_variants",
  {
    photoId: uuid("photo_id")
      .notNull()
      .references(() => projectPhotos.id, { onDelete: "cascade" }),
    format: text("format", { enum: ["avif", "webp"] }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    content: bytea("content").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.photoId, t.format, t.width] }),
    check("photo_variants_format_check", sql`${t.format} in ('avif', 'webp')`),
  ],
);

export const CONTACT_REQUEST_STATUSES = ["pending", "contacted", "archived"] as const;

export const contactRequests = pgTable(
  "contact_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: uuid("provider_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    requesterName: text("requester_name").notNull(),
    requesterEmail: text("requester_email").notNull(),
    message: text("message").notNull(),
    // Request Phone Call (#24 item 7): the number to ring and a good time; both null for a message.
    phone: text("phone"),
    callTime: text("call_time"),
    status: text("status", { enum: CONTACT_REQUEST_STATUSES }).notNull().default("pending"),
    // The form instance's key (FORM_KEY_FIELD): a resubmitted form finds its row instead of adding one.
    formKey: uuid("form_key").unique(),
    // When the "how did it go?" email went, 30 days after the enquiry (#14): sent once.
    reviewInviteSentAt: timestamp("review_invite_sent_at", { withTimezone: true }),
    // When the specialist pressed Mark Contacted (kept when the enquiry is archived later): the
    // enquirer's review link opens then, or 7 days after the enquiry, whichever is first (#24).
    contactedAt: timestamp("contacted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("contact_requests_status_check", sql`${t.status} in ('pending', 'contacted', 'archived')`),
    index("contact_requests_provider_created_idx").on(t.profileId, t.createdAt),
    index("contact_requests_created_idx").on(t.createdAt),
  ],
);

/**
 * unconfirmed: posted on the open form, waiting for its email link (deleted after 7 days);
 * pending: confirmed (or from an enquiry's personal link), waiting for a moderator;
 * approved: published; rejected: refused in moderation; removed: published, then taken down
 * after a report (kept for the record, out of the average).
 */
export const REVIEW_STATUSES = ["unconfirmed", "pending", "approved", "rejected", "removed"] as const;
/**
 * email: the reviewer confirmed their address; enquiry: came through the personal link of an
 * enquiry sent through the site; job: the owner of a quote request, after marking the job the
 * specialist won completed (#27 item 6). Null for reviews posted before either check existed: they carry no mark.
 */
export const REVIEW_VERIFICATIONS = ["email", "enquiry", "job"] as const;

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: uuid("provider_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    reviewerName: text("reviewer_name").notNull(),
    reviewerEmail: text("reviewer_email").notNull(),
    rating: smallint("rating").notNull().default(5),
    comment: text("comment").notNull(),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    verification: text("verification", { enum: REVIEW_VERIFICATIONS }),
    // The enquiry a "Verified enquiry" review came from: one review per enquiry.
    contactRequestId: uuid("contact_request_id")
      .unique()
      .references(() => contactRequests.id, { onDelete: "set null" }),
    // When that enquiry was sent, kept here so the mark survives the enquiry's deletion.
    enquiredAt: timestamp("enquired_at", { withTimezone: true }),
    // The quote-request job a "Verified job" review came from: one review per job.
    quoteLeadId: uuid("quote_lead_id")
      .unique()
      .references((): AnyPgColumn => quoteLeads.id, { onDelete: "set null" }),
    // The job's words ("Paint & Bodywork on a 1965 Jaguar E-type, completed November 2026"), kept
    // here so the mark outlives the request, which is deleted after 12 months.
    verifiedJob: text("verified_job"),
    // "I received something in return for this review": shown as a label on the review.
    incentivised: boolean("incentivised").notNull().default(false),
    // The poster's address, hashed with the site secret (rate-limit.server.ts clientKey): for the moderators' flags.
    clientHash: text("client_hash"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    // Why a moderator removed a published review after a report.
    removedReason: text("removed_reason"),
    formKey: uuid("form_key").unique(),
    createdAt: createdAt(),
  },
  (t) => [
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_status_check", sql`${t.status} in ('unconfirmed', 'pending', 'approved', 'rejected', 'removed')`),
    check("reviews_verification_check", sql`${t.verification} is null or ${t.verification} in ('email', 'enquiry', 'job')`),
    index("reviews_provider_status_created_idx").on(t.profileId, t.status, t.createdAt),
    index("reviews_status_created_idx").on(t.status, t.createdAt),
    index("reviews_client_created_idx").on(t.clientHash, t.createdAt),
    index("reviews_email_created_idx").on(sql`lower(${t.reviewerEmail})`, t.createdAt),
  ],
);

export const REPLY_STATUSES = ["pending", "approved", "rejected"] as const;

/** A business's one public answer to a review of its listing, moderated like reviews (#14). */
export const reviewReplies = pgTable(
  "review_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .unique()
      .references(() => reviews.id, { onDelete: "cascade" }),
    profileId: uuid("provider_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    status: text("status", { enum: REPLY_STATUSES }).notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    // When it was last approved: the date shown under the review.
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("review_replies_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index("review_replies_status_created_idx").on(t.status, t.createdAt),
    index("review_replies_provider_idx").on(t.profileId),
  ],
);

export const REPORT_REASONS = ["fake", "not_customer", "offensive", "personal_data", "other"] as const;
export const REPORT_STATUSES = ["open", "kept", "removed"] as const;

/** "Report this review", from a visitor or the listing's specialist; an admin keeps or removes the review. */
export const reviewReports = pgTable(
  "review_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    source: text("source", { enum: ["visitor", "specialist"] }).notNull(),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    details: text("details").notNull().default(""),
    reporterEmail: text("reporter_email"),
    clientHash: text("client_hash"),
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("open"),
    decisionReason: text("decision_reason"),
    decidedByEmail: text("decided_by_email"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    formKey: uuid("form_key").unique(),
    createdAt: createdAt(),
  },
  (t) => [
    check("review_reports_reason_check", sql`${t.reason} in ('fake', 'not_customer', 'offensive', 'personal_data', 'other')`),
    check("review_reports_status_check", sql`${t.status} in ('open', 'kept', 'removed')`),
    check("review_reports_source_check", sql`${t.source} in ('visitor', 'specialist')`),
    index("review_reports_status_created_idx").on(t.status, t.createdAt),
    index("review_reports_review_idx").on(t.reviewId),
  ],
);

/** An admin's check of one certification a profile states: only checked ones earn "Certifications checked" (#14). */
export const certificationChecks = pgTable(
  "certification_checks",
  {
    profileId: uuid("provider_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    // The certification as the profile states it; a changed wording is a new, unchecked one.
    certification: text("certification").notNull(),
    evidence: text("evidence").notNull(),
    adminUserId: text("admin_user_id").references(() => users.id, { onDelete: "set null" }),
    adminEmail: text("admin_email").notNull(),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.certification] })],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    route: text("route"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    sessionId: text("session_id"),
    userAgent: text("user_agent"),
    referrer: text("referrer"),
    // Set for events about one profile (profile views, contact reveals) so its statistics are one index scan.
    profileId: uuid("provider_id").references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("analytics_events_name_created_idx").on(t.name, t.createdAt),
    index("analytics_events_provider_name_created_idx").on(t.profileId, t.name, t.createdAt),
  ],
);

/**
 * What analytics events older than their retention (EVENT_DETAIL_DAYS, the privacy page's) add up
 * to, a row per day, event name, listing and detail ("" for the total, "service:paint",
 * "vehicle:jaguar", "kind:rate_limited"): the Insights charts and a listing's view counts read
 * these and the recent events together. Nothing about any one visit is kept.
 */
export const analyticsDailyCounts = pgTable(
  "analytics_daily_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    name: text("name").notNull(),
    profileId: uuid("provider_id").references(() => profiles.id, { onDelete: "cascade" }),
    detail: text("detail").notNull().default(""),
    count: integer("count").notNull(),
  },
  (t) => [
    unique("analytics_daily_counts_key").on(t.day, t.name, t.detail, t.profileId).nullsNotDistinct(),
    index("analytics_daily_counts_name_day_idx").on(t.name, t.day),
    index("analytics_daily_counts_provider_name_day_idx").on(t.profileId, t.name, t.day),
  ],
);

/** Fixed-window counters shared by every app process (sign-up, reviews, reveals, enquiries). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_window_ends_idx").on(t.windowEndsAt)],
);

// better-auth's own limiter table is gone (migration 0015): its limiter counts in rate_limits.


/**
 * What a change to an approved listing proposes (issue #24 item 4, decision 0022): only the fields
 * that wait for review (app/lib/profile-changes.ts REVIEWED_FIELDS), as profile column values. A
 * field missing here is not being changed.
 */
export interface ProposedProfileValues {
  businessName?: string;
  businessDescription?: string | null;
  specialties?: string[];
  vehicleMakes?: string[];
  certifications?: string | null;
  yearsInBusiness?: number | null;
  city?: string;
  county?: string | null;
  postcode?: string;
}

export const PROFILE_CHANGE_STATUSES = ["pending", "approved", "rejected"] as const;
export type ProfileChangeStatus = (typeof PROFILE_CHANGE_STATUSES)[number];

/**
 * An approved listing's edits of its public claims, waiting for an admin (decision 0022): the live
 * profile row, and the search document its triggers keep, stay as approved until the change is.
 * One per listing: a new save replaces the proposal. After a decision the row stays, with its
 * outcome, until the specialist's next save, so they see it (and a rejection's reason).
 */
export const profileChanges = pgTable(
  "profile_changes",
  {
    profileId: uuid("profile_id")
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    proposed: jsonb("proposed").$type<ProposedProfileValues>().notNull(),
    status: text("status", { enum: PROFILE_CHANGE_STATUSES }).notNull().default("pending"),
    // Raised by every save: a decision names the revision the admin saw, so an edit made meanwhile is never approved unseen.
    revision: integer("revision").notNull().default(1),
    // When the change began to wait; a later save keeps it, so the queue's order is fair.
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    rejectionReason: text("rejection_reason"),
    decidedByEmail: text("decided_by_email"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("profile_changes_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index("profile_changes_status_submitted_idx").on(t.status, t.submittedAt),
  ],
);

/** Every admin decision on a profile: who, what, when and why (docs/design.md §3). */
export const adminDecisions = pgTable(
  "admin_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    adminUserId: text("admin_user_id").references(() => users.id, { onDelete: "set null" }),
    adminEmail: text("admin_email").notNull(),
    decision: text("decision", { enum: ["approved", "rejected", "suspended"] }).notNull(),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [index("admin_decisions_profile_created_idx").on(t.profileId, t.createdAt)],
);

/** Messages from the /contact page, for the site team. */
export const siteMessages = pgTable(
  "site_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    formKey: uuid("form_key").unique(),
    createdAt: createdAt(),
  },
  (t) => [index("site_messages_created_idx").on(t.createdAt)],
);

export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;

/** What the outbox stores of a message: exactly what the mailer is handed. */
export interface OutboxMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  /** An address object, never "Name <address>" text (app/services/mail.server.ts MailMessage). */
  replyTo?: { name: string; address: string };
}

/**
 * A message as the outbox row holds it: who and what about in the clear, the rest sealed
 * (app/services/outbox-seal.server.ts). Rows queued before sealing (and sent rows, whose body is
 * gone) hold an OutboxMessage.
 */
export type StoredOutboxMessage = Pick<OutboxMessage, "to" | "subject"> & { sealed: string };

/**
 * Every email, written in the transaction of the action that causes it and delivered by
 * the outbox worker of any app process (app/services/outbox.server.ts). A claimed row is
 * leased (locked_until), so a process killed mid-delivery leaves it to the next one.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    message: jsonb("message").$type<StoredOutboxMessage | OutboxMessage>().notNull(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    claimedBy: text("claimed_by"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("outbox_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
    // The worker's query: due pending rows only, so sent history does not slow it down.
    index("outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("outbox_status_created_idx").on(t.status, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------
// Quote requests (#27 items 2–4, decision 0028): one owner's request sent to up to 5 specialists,
// a lead per specialist, and a thread per lead. Nothing reaches a specialist before the owner
// confirms their email address.
// ---------------------------------------------------------------------------

/**
 * unconfirmed: posted, waiting for the owner's email link (deleted after 7 days);
 * open: sent to its specialists; accepted: the owner accepted one quote; completed: the owner marked
 * the accepted job done; withdrawn: the owner took it back.
 */
export const QUOTE_REQUEST_STATUSES = ["unconfirmed", "open", "accepted", "completed", "withdrawn"] as const;

export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerName: text("owner_name").notNull(),
    ownerEmail: text("owner_email").notNull(),
    ownerPhone: text("owner_phone"),
    makeSlug: text("make_slug").notNull(),
    model: text("model").notNull(),
    year: smallint("year").notNull(),
    services: text("services").array().notNull(),
    description: text("description").notNull(),
    carLocation: text("car_location").notNull(),
    timing: text("timing").notNull(),
    budget: text("budget"),
    status: text("status", { enum: QUOTE_REQUEST_STATUSES }).notNull().default("unconfirmed"),
    formKey: uuid("form_key").unique(),
    // The poster's hashed address (rate-limit.server.ts clientKey), for the unconfirmed-request cap.
    clientHash: text("client_hash"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    // Every message, quote, decision or status change moves it: the 12-month retention counts from here.
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "quote_requests_status_check",
      sql`${t.status} in ('unconfirmed', 'open', 'accepted', 'completed', 'withdrawn')`,
    ),
    index("quote_requests_email_idx").on(sql`lower(${t.ownerEmail})`, t.createdAt),
    index("quote_requests_activity_idx").on(t.lastActivityAt),
    index("quote_requests_client_created_idx").on(t.clientHash, t.createdAt),
  ],
);

/** A lead's place in the specialist's inbox; won and lost are set by the owner's acceptance. */
export const LEAD_STATUSES = ["new", "replied", "quoted", "won", "lost", "declined"] as const;

export const quoteLeads = pgTable(
  "quote_leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    profileId: uuid("provider_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    declineReason: text("decline_reason"),
    // When it reached the specialist (the owner's confirmation); null before.
    sentAt: timestamp("sent_at", { withTimezone: true }),
    // The specialist's first answer of any kind (message, quote, decline): the reply-time figures.
    firstReplyAt: timestamp("first_reply_at", { withTimezone: true }),
    // What each side has seen of the thread: the unread counts.
    specialistSeenAt: timestamp("specialist_seen_at", { withTimezone: true }),
    ownerSeenAt: timestamp("owner_seen_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("quote_leads_status_check", sql`${t.status} in ('new', 'replied', 'quoted', 'won', 'lost', 'declined')`),
    uniqueIndex("quote_leads_request_provider_idx").on(t.requestId, t.profileId),
    index("quote_leads_provider_sent_idx").on(t.profileId, t.sentAt),
  ],
);

export const QUOTE_MESSAGE_KINDS = ["message", "quote", "decline"] as const;

export const quoteMessages = pgTable(
  "quote_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => quoteLeads.id, { onDelete: "cascade" }),
    author: text("author", { enum: ["owner", "specialist"] }).notNull(),
    kind: text("kind", { enum: QUOTE_MESSAGE_KINDS }).notNull().default("message"),
    body: text("body").notNull(),
    // A quote: a fixed price (from = to) or a range, in whole pounds; its lead time and how long it stands.
    priceFrom: integer("price_from"),
    priceTo: integer("price_to"),
    leadTime: text("lead_time"),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("quote_messages_author_check", sql`${t.author} in ('owner', 'specialist')`),
    check("quote_messages_kind_check", sql`${t.kind} in ('message', 'quote', 'decline')`),
    index("quote_messages_lead_created_idx").on(t.leadId, t.createdAt),
  ],
);

/**
 * Up to 6 photos of the owner's car with a quote request (#27 item 2), through the gallery's pipeline
 * (checked by their bytes, upright, no metadata, re-encoded). Private: shown by signed addresses to
 * the owner and to the specialists the request went to, and deleted with the request.
 */
export const quotePhotos = pgTable(
  "quote_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    version: text("version").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("quote_photos_request_idx").on(t.requestId, t.position)],
);

/** A request photo's encoded files, as photo_variants are a gallery photo's. */
export const quotePhotoFiles = pgTable(
  "quote_photo_files",
  {
    photoId: uuid("photo_id")
      .notNull()
      .references(() => quotePhotos.id, { onDelete: "cascade" }),
    format: text("format", { enum: ["avif", "webp"] }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    content: bytea("content").notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.format, t.width] })],
);
