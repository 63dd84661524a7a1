import { and, asc, desc, eq, getTableColumns, getTableName, ne, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../database/client";
import {
  accounts,
  adminDecisions,
  analyticsDailyCounts,
  analyticsEvents,
  certificationChecks,
  contactRequests,
  outbox,
  photoVariants,
  profileChanges,
  profileLogos,
  profiles,
  profileSearchCounts,
  profileSearchPoints,
  searchLexemes,
  projectPhotos,
  projects,
  quoteLeads,
  quoteMessages,
  quotePhotoFiles,
  quotePhotos,
  quoteRequests,
  rateLimits,
  reviewReplies,
  reviewReports,
  reviews,
  sessions,
  siteMessages,
  twoFactors,
  userRoles,
  users,
  verifications,
} from "../../database/schema";

/**
 * "Download my data" (UK GDPR access, issue #24 item 5, decision 0004): every row we hold that belongs
 * to an account, table by table, in one JSON file. Photo and logo bytes are not in the file: each photo
 * and the logo carry a signed link that downloads the file for a day (`services/data-export-links.server.ts`).
 *
 * ONE PLACE: a new table that holds an account's data gets one entry in EXPORT_SECTIONS (or, if it holds
 * none, in NOT_EXPORTED with the reason). `tests/account-export.test.ts` fails while a table of
 * database/schema.ts is in neither, and compares every section with the database row by row.
 * A new column of an exported table is exported unless it is listed in its section's `withheld`.
 */

/** Whose data: the account, and its listing when it has one. */
export interface ExportOwner {
  userId: string;
  email: string;
  profileId: string | null;
  profileEmail: string | null;
}

/** A file the export links to (bytes kept in the database): a photo's largest file, or the logo. */
export type ExportFile = { kind: "photo"; photoId: string } | { kind: "logo" };

export interface ExportSection {
  /** Where its rows go in the file: a top-level key, or `account.{key}` inside the account. */
  path: string;
  table: PgTable;
  /** The account's rows of this table; null when it has none of this kind (no listing yet). */
  rows: (owner: ExportOwner) => SQL | undefined | null;
  /** One row (an object, or null) rather than a list. */
  one?: boolean;
  /** Columns left out of the file (by property name), each with the reason the file gives. */
  withheld?: Record<string, string>;
  /** Columns given another name in the file (names people's earlier exports have: decision 0016). */
  renamed?: Record<string, string>;
  /** Fields worked out from other rows, added to each row. */
  computed?: Record<string, SQL>;
  /** Which of the table's rows about the account are not in the file, and why. */
  rowsLeftOut?: string;
  /** Each row carries a `download` link to this file. */
  file?: (row: Record<string, unknown>) => ExportFile;
  orderBy: (PgColumn | SQL)[];
}

/** Why an address hash is not in the file, even of the account's own posts. */
const OWN_HASH = "Your internet address when you posted, hashed with the site's secret for spotting repeated posts: it says nothing without that secret.";

/** Why a staff member's identity is not in the file: the decision and its reason are. */
const STAFF = "The moderator's identity: our staff's data, not yours. The decision, its date and its reason are in the file.";

const profileOf = (owner: ExportOwner) => owner.profileId;
const ofListing = (column: PgColumn) => (owner: ExportOwner) => (profileOf(owner) ? eq(column, profileOf(owner)!) : null);
const reviewsOfListing = (owner: ExportOwner) =>
  sql`(select ${reviews.id} from ${reviews} where ${reviews.profileId} = ${profileOf(owner)})`;
/** A column of the listing's sent leads (its id, or its request's), as a subquery. */
const sentLeadsOf = (owner: ExportOwner, column: PgColumn) =>
  sql`(select ${sql.raw(`"${column.name}"`)} from ${quoteLeads} where ${quoteLeads.profileId} = ${profileOf(owner)} and ${quoteLeads.sentAt} is not null)`;
const photosOfListing = (owner: ExportOwner) =>
  sql`(select ${projectPhotos.id} from ${projectPhotos} where ${projectPhotos.profileId} = ${profileOf(owner)})`;

/**
 * A column named with its table, for a subquery that refers to the outer row: in a one-table select
 * Drizzle writes columns without their table, which inside a subquery would mean the subquery's own.
 */
const outer = (table: PgTable, column: PgColumn) => sql.raw(`"${getTableName(table)}"."${column.name}"`);

/** Mail to either of the account's addresses (its sign-in email, its listing's contact email), whatever the case. */
function mailTo(owner: ExportOwner): SQL {
  const addresses = [owner.email, owner.profileEmail].filter((a): a is string => Boolean(a)).map((a) => a.toLowerCase());
  const recipients = sql`case when jsonb_typeof(${outbox.message}->'to') = 'array' then ${outbox.message}->'to' else jsonb_build_array(${outbox.message}->'to') end`;
  return sql`exists (select 1 from jsonb_array_elements_text(${recipients}) as recipient(address) where lower(recipient.address) in (${sql.join(
    addresses.map((a) => sql`${a}`),
    sql`, `,
  )}))`;
}

export const EXPORT_SECTIONS: ExportSection[] = [
  {
    path: "account",
    table: users,
    one: true,
    rows: (owner) => eq(users.id, owner.userId),
    renamed: { metadata: "registrationDetails" },
    // On when either better-auth's flag or a two-factor record says so.
    computed: {
      twoFactorEnabled: sql<boolean>`(coalesce(${users.twoFactorEnabled}, false) or exists (select 1 from ${twoFactors} where ${twoFactors.userId} = ${outer(users, users.id)}))`.mapWith(Boolean),
    },
    orderBy: [users.id],
  },
  {
    path: "account.roles",
    table: userRoles,
    rows: (owner) => eq(userRoles.userId, owner.userId),
    renamed: { createdAt: "since" },
    orderBy: [userRoles.role],
  },
  {
    path: "account.sessions",
    table: sessions,
    rows: (owner) => eq(sessions.userId, owner.userId),
    withheld: { token: "The session's key: whoever holds it is signed in as you. A file must never carry it." },
    orderBy: [asc(sessions.createdAt), sessions.id],
  },
  {
    path: "account.signInMethods",
    table: accounts,
    rows: (owner) => eq(accounts.userId, owner.userId),
    withheld: {
      password: "Your password, hashed: it would let anyone who has the file try to guess your password offline.",
      accessToken: "A key to another service (unused: we offer no sign-in through other services).",
      refreshToken: "A key to another service (unused: we offer no sign-in through other services).",
      idToken: "A key to another service (unused: we offer no sign-in through other services).",
    },
    orderBy: [accounts.id],
  },
  {
    path: "account.twoFactor",
    table: twoFactors,
    rows: (owner) => eq(twoFactors.userId, owner.userId),
    withheld: {
      secret: "The key your authenticator app makes codes from: with it anyone could make your codes.",
      backupCodes: "Your backup codes: each signs in once in place of a code.",
    },
    orderBy: [twoFactors.id],
  },
  {
    path: "account.pendingLinks",
    table: verifications,
    rows: (owner) => eq(verifications.value, owner.userId),
    withheld: {
      identifier: "The link itself (a password-reset link until it is used or expires): it would let whoever has the file use it.",
      value: "Your account's id, which is already in the file.",
    },
    orderBy: [asc(verifications.createdAt), verifications.id],
  },
  {
    path: "profile",
    table: profiles,
    one: true,
    rows: (owner) => eq(profiles.userId, owner.userId),
    orderBy: [profiles.id],
  },
  {
    path: "logo",
    table: profileLogos,
    one: true,
    rows: ofListing(profileLogos.profileId),
    withheld: { content: "The image itself: the `download` link gets it." },
    computed: { bytes: sql<number>`octet_length(${profileLogos.content})`.mapWith(Number) },
    file: () => ({ kind: "logo" }),
    orderBy: [profileLogos.profileId],
  },
  {
    // A change to the live listing waiting for review, or the decision on it (#24 item 4, decision 0022).
    path: "listingChange",
    table: profileChanges,
    one: true,
    rows: ofListing(profileChanges.profileId),
    withheld: { decidedByEmail: STAFF },
    orderBy: [profileChanges.profileId],
  },
  {
    path: "enquiriesReceived",
    table: contactRequests,
    rows: ofListing(contactRequests.profileId),
    renamed: { requesterName: "name", requesterEmail: "email", createdAt: "receivedAt" },
    orderBy: [asc(contactRequests.createdAt), contactRequests.id],
  },
  // Quote requests the listing was sent (#27 item 7): only those the owner confirmed, each with the thread.
  {
    path: "quoteRequestsReceived",
    table: quoteRequests,
    rows: (owner) => (profileOf(owner) ? sql`${quoteRequests.id} in ${sentLeadsOf(owner, quoteLeads.requestId)}` : null),
    withheld: {
      clientHash: "The owner's internet address, hashed with the site's secret to limit unconfirmed requests: the owner's data, not yours.",
      formKey: "A key that tells a form posted twice from a new one: it says nothing.",
    },
    rowsLeftOut: "Requests whose owner never confirmed them were never sent to you, and are not in the file.",
    orderBy: [asc(quoteRequests.createdAt), quoteRequests.id],
  },
  {
    path: "quoteLeads",
    table: quoteLeads,
    rows: (owner) => (profileOf(owner) ? sql`${quoteLeads.id} in ${sentLeadsOf(owner, quoteLeads.id)}` : null),
    orderBy: [asc(quoteLeads.createdAt), quoteLeads.id],
  },
  {
    path: "quoteMessages",
    table: quoteMessages,
    rows: (owner) => (profileOf(owner) ? sql`${quoteMessages.leadId} in ${sentLeadsOf(owner, quoteLeads.id)}` : null),
    orderBy: [asc(quoteMessages.createdAt), quoteMessages.id],
  },
  {
    path: "reviewsOfListing",
    table: reviews,
    rows: (owner) => (profileOf(owner) ? and(eq(reviews.profileId, profileOf(owner)!), ne(reviews.status, "unconfirmed")) : null),
    renamed: { createdAt: "writtenAt" },
    withheld: {
      clientHash: "The reviewer's internet address, hashed: their data, not yours, and meaningless outside this site.",
      userId: "The reviewer's account, if they have one: their data, not yours.",
    },
    computed: {
      // The business's own words about it (#14): its reply, and whether it reported the review.
      yourReply: sql<string | null>`(select ${reviewReplies.body} from ${reviewReplies} where ${reviewReplies.reviewId} = ${outer(reviews, reviews.id)})`,
      yourReplyStatus: sql<string | null>`(select ${reviewReplies.status} from ${reviewReplies} where ${reviewReplies.reviewId} = ${outer(reviews, reviews.id)})`,
      reportedByYou: sql<boolean>`exists (select 1 from ${reviewReports} where ${reviewReports.reviewId} = ${outer(reviews, reviews.id)} and ${reviewReports.source} = 'specialist')`.mapWith(Boolean),
    },
    rowsLeftOut:
      "Reviews their writers have not yet confirmed by email: they are the writer's until confirmed (deleted after 7 days if never confirmed), and never shown to you.",
    orderBy: [asc(reviews.createdAt), reviews.id],
  },
  {
    path: "repliesToReviews",
    table: reviewReplies,
    rows: ofListing(reviewReplies.profileId),
    orderBy: [asc(reviewReplies.createdAt), reviewReplies.id],
  },
  {
    path: "reportsMade",
    table: reviewReports,
    rows: (owner) =>
      profileOf(owner) ? and(eq(reviewReports.source, "specialist"), sql`${reviewReports.reviewId} in ${reviewsOfListing(owner)}`) : null,
    withheld: { decidedByEmail: STAFF, clientHash: OWN_HASH },
    rowsLeftOut: "Reports of your listing's reviews made by visitors: the visitors' data (their email and address), not yours.",
    orderBy: [asc(reviewReports.createdAt), reviewReports.id],
  },
  {
    path: "reviewsWritten",
    table: reviews,
    rows: (owner) => eq(reviews.userId, owner.userId),
    renamed: { createdAt: "writtenAt" },
    withheld: { clientHash: OWN_HASH },
    orderBy: [asc(reviews.createdAt), reviews.id],
  },
  {
    path: "certificationChecks",
    table: certificationChecks,
    rows: ofListing(certificationChecks.profileId),
    withheld: { adminUserId: STAFF, adminEmail: STAFF },
    orderBy: [asc(certificationChecks.checkedAt), certificationChecks.certification],
  },
  {
    path: "decisionsAboutListing",
    table: adminDecisions,
    rows: ofListing(adminDecisions.profileId),
    withheld: { adminUserId: STAFF, adminEmail: STAFF },
    orderBy: [asc(adminDecisions.createdAt), adminDecisions.id],
  },
  {
    path: "projects",
    table: projects,
    rows: ofListing(projects.profileId),
    orderBy: [asc(projects.position), projects.id],
  },
  {
    path: "projectPhotos",
    table: projectPhotos,
    rows: ofListing(projectPhotos.profileId),
    file: (row) => ({ kind: "photo", photoId: String(row.id) }),
    orderBy: [projectPhotos.projectId, asc(projectPhotos.position), projectPhotos.id],
  },
  {
    path: "photoVariants",
    table: photoVariants,
    rows: (owner) => (profileOf(owner) ? sql`${photoVariants.photoId} in ${photosOfListing(owner)}` : null),
    withheld: {
      content:
        "The image itself: each photo in projectPhotos has a `download` link to its largest file. These rows are the same picture re-encoded at smaller sizes and in another format for the web.",
    },
    computed: { bytes: sql<number>`octet_length(${photoVariants.content})`.mapWith(Number) },
    orderBy: [photoVariants.photoId, photoVariants.format, desc(photoVariants.width)],
  },
  {
    path: "emailsToYou",
    table: outbox,
    rows: mailTo,
    withheld: {
      message:
        "The email's text: it may hold a link that still works (a password reset, an email confirmation), which a file must never carry. Its subject and recipients are here.",
    },
    computed: {
      subject: sql<string>`${outbox.message}->>'subject'`,
      to: sql<unknown>`${outbox.message}->'to'`,
    },
    rowsLeftOut: "Sent emails are kept 30 days, then deleted; only those still kept are here.",
    orderBy: [asc(outbox.createdAt), outbox.id],
  },
];

/** The tables that hold no row of any one account's, each with the reason the file gives. */
export const NOT_EXPORTED: { table: PgTable; why: string }[] = [
  {
    table: quotePhotos,
    why: "Photos of an owner's car sent with a quote request: the owner's, shown to you on the request's page while it lasts, not copied into your file.",
  },
  { table: quotePhotoFiles, why: "The encoded files of those photos." },
  {
    table: analyticsEvents,
    why: "Visits to your listing (views, contact reveals) are the visitors' records, under their anonymous visit id, browser and referring page: not yours. Your dashboard shows their counts. The other events (a deletion's audit, refused requests) name no account.",
  },
  { table: profileSearchCounts, why: "How many listings offer each service and make: counts over the whole directory, no one's data." },
  {
    table: profileSearchPoints,
    why: "Your listing's position, once for each service and make it offers, copied for the search: the same facts your file gives under your listing.",
  },
  {
    table: searchLexemes,
    why: "The search's list of words found in listings, each word once and tied to no listing or account: your listing's words are in your file as you wrote them.",
  },
  {
    table: rateLimits,
    why: "Counters of attempts (sign-ins, forms, uploads) under a keyed hash of an address or account, kept from minutes to a day: they name no one without the site's secret.",
  },
  {
    table: analyticsDailyCounts,
    why: "Daily totals of those visits once the visits themselves are deleted (after 30 days): counts, not anyone's record. Your dashboard shows them.",
  },
  {
    table: siteMessages,
    why: "Messages from the Contact page are not tied to an account: anyone may type any address, so matching by address could hand one person's message to another. The team answers a request for them by email.",
  },
];

type Row = Record<string, unknown>;

/** The columns a section selects: every column of its table but the withheld ones, and its computed fields. */
function selection(section: ExportSection): Record<string, PgColumn | SQL> {
  const columns: Record<string, PgColumn | SQL> = { ...getTableColumns(section.table) };
  for (const withheld of Object.keys(section.withheld ?? {})) delete columns[withheld];
  return { ...columns, ...section.computed };
}

function renamed(section: ExportSection, row: Row): Row {
  const names = section.renamed ?? {};
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [names[key] ?? key, value]));
}

/** What the file says of itself: the links' expiry, and what it leaves out and why. */
function about(linksExpireAt: Date) {
  return {
    what: "Everything The Restoration Register holds about your account, table by table. Photos and your logo are not inside this file: each has a `download` link.",
    downloadLinksExpireAt: linksExpireAt.toISOString(),
    // "section.column": why. The full name as the key, so the file never holds a bare "password" or "token" field.
    withheld: Object.fromEntries(
      EXPORT_SECTIONS.flatMap((section) => Object.entries(section.withheld ?? {}).map(([column, why]) => [`${section.path}.${column}`, why])),
    ),
    rowsLeftOut: EXPORT_SECTIONS.filter((section) => section.rowsLeftOut).map((section) => ({ section: section.path, why: section.rowsLeftOut! })),
    notIncluded: NOT_EXPORTED.map(({ table, why }) => ({ table: getTableName(table), why })),
  };
}

export interface AccountExport {
  exportedAt: string;
  about: ReturnType<typeof about>;
  account: Row & { id: string; email: string; sessions: Row[]; roles: Row[] };
  profile: (Row & { id: string }) | null;
  enquiriesReceived: (Row & { email: string })[];
  reviewsOfListing: Row[];
  [section: string]: unknown;
}

/**
 * Everything the account holder may ask for a copy of, or null when there is no such account.
 * `fileLink` turns a photo or the logo into its download address (signed by the caller, valid until
 * `linksExpireAt`).
 */
export async function exportAccountData(
  db: Database,
  userId: string,
  files: { link: (file: ExportFile) => string; expiresAt: Date },
): Promise<AccountExport | null> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [profile] = await db.select({ id: profiles.id, email: profiles.email }).from(profiles).where(eq(profiles.userId, userId));
  const owner: ExportOwner = { userId, email: user.email, profileId: profile?.id ?? null, profileEmail: profile?.email ?? null };

  const exported: Row = { exportedAt: new Date().toISOString(), about: about(files.expiresAt) };
  for (const section of EXPORT_SECTIONS) {
    const condition = section.rows(owner);
    const rows: Row[] =
      condition === null
        ? []
        : ((await db
            .select(selection(section))
            .from(section.table)
            .where(condition)
            .orderBy(...section.orderBy)) as Row[]);
    const shaped = rows.map((row) => ({ ...renamed(section, row), ...(section.file ? { download: files.link(section.file(row)) } : {}) }));
    const [parent, child] = section.path.split(".") as [string, string | undefined];
    const value = section.one ? (shaped[0] ?? null) : shaped;
    if (child) (exported[parent] as Row)[child] = value;
    else exported[parent] = value;
  }
  return exported as unknown as AccountExport;
}

/** A linked file's bytes, only when it is still the account's: the logo, or a photo's largest file (WebP before AVIF). */
export async function exportedFile(db: Database, userId: string, file: ExportFile) {
  if (file.kind === "logo") {
    const [logo] = await db
      .select({ content: profileLogos.content, contentType: profileLogos.contentType })
      .from(profileLogos)
      .innerJoin(profiles, eq(profiles.id, profileLogos.profileId))
      .where(eq(profiles.userId, userId));
    return logo ?? null;
  }
  const [variant] = await db
    .select({ content: photoVariants.content, format: photoVariants.format })
    .from(photoVariants)
    .innerJoin(projectPhotos, eq(projectPhotos.id, photoVariants.photoId))
    .innerJoin(profiles, eq(profiles.id, projectPhotos.profileId))
    .where(and(eq(photoVariants.photoId, file.photoId), eq(profiles.userId, userId)))
    .orderBy(desc(photoVariants.width), sql`${photoVariants.format} = 'webp' desc`)
    .limit(1);
  return variant ? { content: variant.content, contentType: `image/${variant.format}` } : null;
}
