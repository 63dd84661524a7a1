import { lazy, Suspense, useState, type ReactNode } from "react";
import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { Icon } from "~/components/ui/icon";
import { FacebookIcon, InstagramIcon } from "~/components/ui/brand-icons";
import { requestContext } from "~/context";
import type { Route } from "./+types/provider";
import { findPublicProfile } from "~/models/public-profile.server";
import { findProfilePreview } from "~/services/profile-preview.server";
import { getSession } from "~/services/session.server";
import { ProfilePreviewBanner } from "~/components/profile/profile-preview-banner";
import { approvedReviews, publicReviewView } from "~/models/reviews.server";
import { publicProjectsOf } from "~/models/projects.server";
import { checkDatesOf } from "~/models/certification-checks.server";
import { certificationView } from "~/lib/certifications";
import { CertifiedBadge } from "~/components/profile/certified-badge";
import type { PageCacheHandle } from "~/services/page-notes.server";
import { notFound } from "~/services/not-found.server";
import { PROFILE_FORM_FIELDS, profilePageAction, profilePageView } from "./provider.server";
import { PROFILE_PAGE_INTENTS } from "~/lib/form-results";
import { SERVICE_OPTIONS, VEHICLE_MAKE_OPTIONS } from "~/content/taxonomy";
import { ProfileAvatar } from "~/components/profile/profile-avatar";
import { RevealContacts } from "~/components/profile/reveal-contact";
import { EnquiryButtons } from "~/components/profile/enquiry-dialog";
import type { EnquiryMode } from "~/components/profile/enquiry-form";
import { ContactActions } from "~/components/profile/contact-actions";
import { RatingSummary } from "~/components/ui/star-rating";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { experienceLabel, ratingLabel, safeExternalUrl } from "~/lib/format";
import { breadcrumbJsonLd, originFromMatches, pageMeta } from "~/lib/seo";
import { readFormData } from "~/services/form-data.server";
import { optionalPart } from "~/services/page-parts.server";
import { replyLines } from "~/services/reply-times.server";
import { workshopMapFigure } from "~/services/map.server";
import { MapImage } from "~/components/ui/map-image";

const DEFAULT_DESCRIPTION = "Professional classic car restoration services.";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(requestContext);
  // docs/spec.md §8: a load error is logged and the profile becomes not found (an outage is the outage page).
  const profile = await optionalPart(app, "profile", findPublicProfile(app.db, params.slugOrId), null);
  if (!profile) {
    // Not public: its owner (or an admin) previews it; never cached, indexed or counted as a view.
    const session = await getSession(request, context, app);
    const preview = session && (await findProfilePreview(app, session, params.slugOrId));
    if (preview) {
      const certification = certificationView(preview.profile.certifications, await checkDatesOf(app.db, preview.profile.id));
      const map = workshopMapFigure(app.secret, preview.profile);
      return data(
        { profile: profilePageView(preview.profile), preview: preview.preview, certification, map, replies: null, reviews: [], projects: [], forms: false },
        { headers: { "Cache-Control": "private, no-store" } },
      );
    }
    // docs/spec.md §2: "Provider Not Found" with Back to Results, from the root error boundary.
    notFound("profile");
  }
  const [reviews, checks, projects, replies] = await Promise.all([
    optionalPart(app, "reviews", approvedReviews(app.db, profile.id), []),
    // Without its checks the badge says only "Lists certifications": never more than we know.
    optionalPart(app, "certification checks", checkDatesOf(app.db, profile.id), []),
    optionalPart(app, "projects", publicProjectsOf(app.db, profile.id), []),
    optionalPart(app, "reply times", replyLines(app.db, [profile.id]), new Map<string, string | null>()),
  ]);
  return {
    profile: profilePageView(profile),
    preview: null,
    certification: certificationView(profile.certifications, checks),
    map: workshopMapFigure(app.secret, profile),
    // "Usually replies within…" from real quote requests (#27 item 5); null below 3.
    replies: replies.get(profile.id) ?? null,
    reviews: reviews.map(publicReviewView),
    projects,
    forms: true,
    // The forms' limits travel as data (read by the lazy forms): the page downloads no validator for them.
    formFields: PROFILE_FORM_FIELDS,
  };
}

// Anonymous visitors share one rendering for up to PAGE_CACHE_SECONDS (server/page-cache.ts).
// Below the fold: rendered whole on the server, it hydrates from a file of its own once the rest of
// the page has (as the home page's lower half does), keeping /provider's first load within its budget.
const ReviewsSection = lazy(() => import("~/components/reviews/reviews-section").then((module) => ({ default: module.ReviewsSection })));
// The project gallery (#15) likewise; its lightbox is a file of its own again, fetched on the way to a photo.
const ProjectsSection = lazy(() => import("~/components/projects/projects-section"));
// Save to the shortlist (#27) likewise, though near the top: its file is no part of the first load, and until it
// has come the button is the server's plain form, which works as it is. (Every page imports it lazily: imported
// statically anywhere, it would cost every page a helper in the bundler's runtime.)
const LazyShortlistControls = lazy(() => import("~/components/shortlist/save-to-shortlist").then((module) => ({ default: module.ShortlistControls })));


export const handle: PageCacheHandle = {
  pageCache: true,
  visitorForms: true,
  // An owner's preview is no visit.
  pageView: (data: Route.ComponentProps["loaderData"]) =>
    data.profile && !data.preview ? { metadata: { page: "provider" }, profileId: data.profile.id } : null,
};

export async function action({ params, request, context }: Route.ActionArgs) {
  return profilePageAction(await readFormData(request), { request, context: context.get(requestContext), slugOrId: params.slugOrId });
}

// Nothing these forms do changes what the page shows (reviews wait for moderation): reloading
// its data would cost a query for nothing.
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if ((PROFILE_PAGE_INTENTS as readonly unknown[]).includes(intent)) return false;
  return defaultShouldRevalidate;
}

// A revealed email or phone is one visitor's answer: its no-store must reach the browser.
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { profile } = loaderData;
  if (loaderData.preview) return pageMeta({ title: `Preview: ${profile.businessName}`, noindex: true });
  const origin = originFromMatches(matches) ?? "";
  const path = `/provider/${profile.slug}`;
  const description = (profile.businessDescription ?? DEFAULT_DESCRIPTION).slice(0, 155);
  const rating = ratingLabel(profile.ratingAverage);
  return pageMeta({
    title: `${profile.businessName}, ${profile.city}`,
    description,
    origin,
    path,
    ogType: "profile",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "AutoRepair",
        name: profile.businessName,
        description,
        url: `${origin}${path}`,
        address: {
          "@type": "PostalAddress",
          addressLocality: profile.city,
          ...(profile.county ? { addressRegion: profile.county } : {}),
          addressCountry: "GB",
        },
        ...(profile.logoUrl ? { logo: `${origin}${profile.logoUrl}` } : {}),
        ...(safeExternalUrl(profile.website) ? { sameAs: [safeExternalUrl(profile.website)] } : {}),
        ...(rating && profile.reviewCount > 0
          ? {
              aggregateRating: {
                "@type": "AggregateRating",
                ratingValue: rating,
                reviewCount: profile.reviewCount,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: "Specialists", path: "/results" },
        { name: profile.businessName, path },
      ]),
    ],
  });
}

export default function PublicProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile, preview, certification, map, replies, reviews, projects, forms } = loaderData;
  // The minimum fill time counts from the first view of the page, not from its latest data reload.

  const website = safeExternalUrl(profile.website);
  const facebook = safeExternalUrl(profile.facebookUrl);
  const instagram = safeExternalUrl(profile.instagramUrl);
  const verified = profile.profileStatus === "approved";
  // The enquiry dialog opens from the contact card and, on a phone, from Call / Send Message near the top and in the bar.
  const enquiryDialog = useState<EnquiryMode | null>(null);
  const openMessage = () => enquiryDialog[1]("message");

  return (
    <>
      {preview && <ProfilePreviewBanner status={preview.status} reason={preview.reason} />}
      <section className="border-b border-line bg-ivory">
        <div className="container-page py-8 sm:py-10">
          <Link to="/results" className="inline-flex items-center gap-1 text-sm font-semibold text-racing-700 hover:underline">
            <Icon name="arrow-left" className="size-4" />
            Back to Results
          </Link>
          <div className="mt-6 flex flex-col gap-5 sm:flex-row sm:items-center">
            <ProfileAvatar name={profile.businessName} logoUrl={profile.logoUrl} size="lg" />
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-3">
                <h1 className="text-3xl font-semibold sm:text-4xl">{profile.businessName}</h1>
                {verified && (
                  <Badge tone="green">
                    <Icon name="badge-check" className="size-3.5" />
                    Verified Provider
                  </Badge>
                )}
              </div>
              <p className="mt-2 flex items-center gap-1 text-ink-muted">
                <Icon name="map-pin" className="size-4" />
                {[profile.city, profile.county].filter(Boolean).join(", ")}
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <RatingSummary average={profile.ratingAverage} count={profile.reviewCount} />
                {replies && <span className="text-sm text-ink-muted">{replies}</span>}
              </div>
              {forms && (
                <div className="mt-3">
                  <Suspense>
                    <LazyShortlistControls profileId={profile.id} businessName={profile.businessName} />
                  </Suspense>
                </div>
              )}
              {forms && <ContactActions profile={profile} onMessage={openMessage} className="contact-actions-top mt-4" />}
              {(facebook || instagram) && (
                <div className="mt-3 flex gap-2">
                  {facebook && (
                    <a href={facebook} rel="noopener noreferrer nofollow" target="_blank" className={buttonClasses("ghost", "sm")}>
                      <FacebookIcon className="size-4" />
                      Facebook
                    </a>
                  )}
                  {instagram && (
                    <a href={instagram} rel="noopener noreferrer nofollow" target="_blank" className={buttonClasses("ghost", "sm")}>
                      <InstagramIcon className="size-4" />
                      Instagram
                    </a>
                  )}
                </div>
              )}
            </div>
          </div>
        </div>
      </section>

      <div className="container-page grid gap-8 py-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-8">
          <dl className="grid gap-4 sm:grid-cols-3">
            <Tile icon={<Icon name="clock" className="size-5" />} label="Experience">
              {experienceLabel(profile.yearsInBusiness) ?? "Not stated"}
            </Tile>
            <Tile icon={<Icon name="badge-check" className="size-5" />} label="Status">
              {verified ? "Verified Provider" : "New Provider"}
              {/* What the badge means, in words anyone can read (issue #14): no tooltip that needs a pointer. */}
              {verified && <span className="mt-1 block text-sm font-normal text-ink-muted">Email confirmed and listing reviewed by our team</span>}
            </Tile>
            <Tile icon={<Icon name="globe" className="size-5" />} label="Website">
              {website ? (
                <a href={website} rel="noopener noreferrer nofollow" target="_blank" className="break-all text-racing-700 hover:underline">
                  {profile.website!.replace(/^https?:\/\//i, "").replace(/\/$/, "")}
                </a>
              ) : (
                "Not provided"
              )}
            </Tile>
          </dl>

          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-2xl font-semibold">
              About {profile.businessName}
            </h2>
            <p className="mt-3 text-lg leading-relaxed whitespace-pre-line text-ink-muted">
              {profile.businessDescription?.trim() || DEFAULT_DESCRIPTION}
            </p>
            {profile.certifications?.trim() && (
              <div className="mt-4 rounded-lg bg-racing-50 p-4 text-racing-900">
                <p>
                  <span className="font-semibold">Certifications: </span>
                  {profile.certifications}
                </p>
                <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <CertifiedBadge status={certification.status} checkedOn={certification.checkedOn} />
                  <Link to="/review-policy#certifications" className="font-semibold text-racing-700 underline underline-offset-2">
                    What this means
                  </Link>
                </p>
              </div>
            )}
          </section>

          <section aria-labelledby="specialties-heading">
            <h2 id="specialties-heading" className="text-xl font-semibold">
              Specialties
            </h2>
            <BadgeLinks names={profile.specialties} base="/services" lookup={(name) => SERVICE_OPTIONS.find((o) => o.name === name)?.slug} />
          </section>
          <section aria-labelledby="makes-heading">
            <h2 id="makes-heading" className="text-xl font-semibold">
              Vehicle Makes
            </h2>
            <BadgeLinks names={profile.vehicleMakes} base="/vehicles" lookup={(name) => VEHICLE_MAKE_OPTIONS.find((o) => o.name === name)?.slug} />
          </section>

          {projects.length > 0 && (
            <Suspense>
              <ProjectsSection projects={projects} businessName={profile.businessName} />
            </Suspense>
          )}
          {map && (
            <section aria-labelledby="location-heading">
              <h2 id="location-heading" className="mb-3 text-xl font-semibold">
                Location
              </h2>
              <MapImage figure={map} />
            </section>
          )}

          {forms ? (
            <Suspense>
              <ReviewsSection reviews={reviews} businessName={profile.businessName} />
            </Suspense>
          ) : (
            <PreviewNote heading="Customer Reviews">Owners can write reviews once your listing is live.</PreviewNote>
          )}
        </div>

        <aside id="contact" aria-label="Contact" className="scroll-mt-24 lg:sticky lg:top-24 lg:self-start">
          {forms ? (
          <Card className="p-6">
            <h2 className="text-xl font-semibold">Contact {profile.businessName}</h2>
            <div className="mt-4 grid gap-2">
              <RevealContacts profile={profile} />
            </div>
            <div className="mt-4">
              <EnquiryButtons businessName={profile.businessName} dialog={enquiryDialog} />
            </div>
            <p className="mt-4 text-xs text-ink-muted">
              Mention The Restoration Register when you get in touch.
            </p>
          </Card>
          ) : (
            <PreviewNote heading={`Contact ${profile.businessName}`}>
              Show Email, Show Phone, Send Message and Request Phone Call appear here once your listing is live.
            </PreviewNote>
          )}
        </aside>
      </div>
      {forms && (
        <div className="contact-bar fixed inset-x-0 bottom-0 z-30 border-t border-line bg-paper/95 p-3 backdrop-blur lg:hidden">
          <ContactActions profile={profile} onMessage={openMessage} className="mx-auto max-w-md" />
        </div>
      )}
    </>
  );
}

function Tile({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-line bg-white p-4">
      <dt className="flex items-center gap-2 text-sm text-ink-muted">
        <span className="text-brass-700">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 font-semibold">{children}</dd>
    </div>
  );
}

function BadgeLinks({ names, base, lookup }: { names: string[]; base: string; lookup: (name: string) => string | undefined }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {names.map((name) => {
        const slug = lookup(name);
        return (
          <li key={name}>
            {slug ? (
              <Link to={`${base}/${slug}`} className="inline-flex rounded-full border border-racing-200 bg-racing-50 px-3 py-1 text-sm font-medium text-racing-800 hover:bg-racing-100">
                {name}
              </Link>
            ) : (
              <Badge>{name}</Badge>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** What stands where a live profile's forms will be, on the owner's preview. */
function PreviewNote({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Card className="p-6">
      <h2 className="text-xl font-semibold">{heading}</h2>
      <p className="mt-3 text-ink-muted">{children}</p>
    </Card>
  );
}
