import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/dashboard.profile";
import { requireOwnProfile } from "~/services/guards.server";
import { requestContext } from "~/context";
import { saveProfile, type ProfileSaveResult } from "./dashboard.profile.server";
import { SERVICE_TYPES, VEHICLE_MAKE_NAMES } from "~/content/taxonomy";
import { bandForYears, DESCRIPTION_MIN, profileSchema } from "~/lib/account-schemas";
import { constraints, listOf, textOf } from "~/lib/form";
import { useFormAnswer } from "~/lib/use-form-answer";
import { DashboardSectionError } from "~/components/portal/dashboard-error";
import { StatusBadge } from "~/components/ui/status-badge";
import { ChipSelect } from "~/components/ui/chip-select";
import { ProfileAvatar } from "~/components/profile/profile-avatar";
import { describedBy, TextAreaField, TextField } from "~/components/ui/field";
import { CountySelect, ExperienceSelect } from "~/components/portal/profile-fields";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useFocusFirstError } from "~/lib/use-focus-first-error";
import { profileChangeOf, type OwnProfileChange } from "~/models/profile-changes.server";
import { changesWaitSentence, fieldList, type ReviewedColumn } from "~/lib/profile-changes";
import { formatDate } from "~/lib/format";

// docs/spec.md §5 logo rules, checked in the browser for quick feedback (the server checks the real bytes).
const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const LOGO_TYPES = ["image/jpeg", "image/jpg", "image/png", "image/webp"];
const DESCRIPTION_COUNTER_MAX = 500;
/** The sign-up rules and field names (one profile schema), plus the business email. */
const FIELDS = constraints(profileSchema);

export async function loader({ context }: Route.LoaderArgs) {
  const { profile } = requireOwnProfile(context);
  const { userId: _userId, latitude: _lat, longitude: _lng, ...visible } = profile;
  // A live listing's edits that wait for review, or the decision on the last ones (decision 0022).
  return { profile: visible, change: await profileChangeOf(context.get(requestContext).db, profile.id) };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  saveProfile(request, context.get(requestContext), requireOwnProfile(context));

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile: live, change } = loaderData;
  // The form shows what waits for review, so the specialist goes on editing what they sent.
  const waiting = change?.status === "pending" ? change.fields : [];
  const profile = change?.status === "pending" ? { ...live, ...change.proposed } : live;
  const waitingIn = (...columns: ReviewedColumn[]) => waiting.filter((column) => columns.includes(column));
  const { fetcher, answer: result, fetched, errors, values, busy } = useFormAnswer<ProfileSaveResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  // Without JavaScript the post loads the page again: the fields start from what was typed. With it, the fields still hold it.
  const typed = fetched ? {} : values;
  const text = (name: string, stored: string | number | null | undefined) => textOf(typed, name) ?? (stored == null ? "" : String(stored));
  const [description, setDescription] = useState(text("description", profile.businessDescription));
  const [specialties, setSpecialties] = useState<string[]>(listOf(typed, "specialties") ?? profile.specialties);
  const [makes, setMakes] = useState<string[]>(listOf(typed, "vehicleMakes") ?? profile.vehicleMakes);
  const [preview, setPreview] = useState<string | null>(null);
  useFocusFirstError(formRef, result?.status === "error" ? result.fieldErrors : undefined);

  useEffect(() => {
    if (busy || !fetched) return;
    for (const t of fetched.toasts ?? []) {
      const show = t.type === "success" ? toast.success : toast.error;
      show(t.title, { description: t.description });
    }
    if (fetched.status === "success" && fileRef.current) fileRef.current.value = "";
  }, [busy, fetched]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  return (
    <div className="mx-auto max-w-4xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h1 className="text-3xl font-semibold">Profile</h1>
          <StatusBadge status={live.profileStatus} />
        </div>
        <Link to={`/provider/${live.slug}`} target="_blank" rel="noopener" className={buttonClasses("outline", "sm")}>
          <Icon name="external-link" className="size-4" />
          Preview<span className="sr-only"> your public profile (opens in a new tab)</span>
        </Link>
      </div>
      {live.profileStatus === "pending" && (
        <p role="status" className="mt-4 rounded-lg border border-brass-300 bg-brass-100 p-4 text-sm text-brass-700">
          Your profile is currently under review. You can continue editing, but changes will be visible to customers only after approval.
        </p>
      )}
      {live.profileStatus === "rejected" && (
        <p role="status" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-oxblood-700">
          Your profile has been rejected. Please review and update your information, then resubmit for approval.
        </p>
      )}

      {change && <ChangeNotice change={change} live={live.profileStatus === "approved"} />}

      <fetcher.Form ref={formRef} method="post" encType="multipart/form-data" noValidate className="mt-6 grid gap-6">
        <Section title="Business Information" waiting={waitingIn("businessName", "yearsInBusiness", "businessDescription")}>
          <div className="flex items-center gap-4 sm:col-span-2">
            {preview ? (
              <img src={preview} alt="New logo preview" className="size-20 rounded-xl border border-line object-cover" />
            ) : (
              <ProfileAvatar name={live.businessName} logoUrl={live.logoUrl} size="lg" />
            )}
            <div>
              <label htmlFor="logo" className={buttonClasses("outline", "sm", "cursor-pointer has-[:focus-visible]:outline-2")}>
                <Icon name="image-plus" className="size-4" />
                {profile.logoUrl ? "Change logo" : "Upload logo"}
                <input
                  ref={fileRef}
                  id="logo"
                  name="logo"
                  type="file"
                  accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp"
                  className="sr-only"
                  aria-describedby={describedBy("logo", errors.logo, "logo-hint")}
                  aria-invalid={errors.logo ? true : undefined}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    if (!file) return setPreview(null);
                    if (!LOGO_TYPES.includes(file.type)) {
                      toast.error("Invalid file type", { description: "Please upload a JPG, PNG, or WEBP image." });
                      event.target.value = "";
                      return setPreview(null);
                    }
                    if (file.size > LOGO_MAX_BYTES) {
                      toast.error("File too large", { description: "Please upload an image smaller than 2MB." });
                      event.target.value = "";
                      return setPreview(null);
                    }
                    setPreview(URL.createObjectURL(file));
                  }}
                />
              </label>
              <p id="logo-hint" className="mt-1 text-xs text-ink-muted">
                JPG, PNG or WEBP, up to 2MB. Recommended 200x200px.
              </p>
              {errors.logo && (
                <p id="logo-error" className="mt-1 text-sm text-oxblood-700">
                  {errors.logo}
                </p>
              )}
            </div>
          </div>
          <TextField id="businessName" name="businessName" label="Business name" defaultValue={text("businessName", profile.businessName)} error={errors.businessName} {...FIELDS.businessName} />
          <TextField id="contactName" name="contactName" label="Contact name" defaultValue={text("contactName", profile.contactPerson)} error={errors.contactName} {...FIELDS.contactName} />
          <TextField id="email" name="email" type="email" label="Business email" defaultValue={text("email", profile.email)} error={errors.email} {...FIELDS.email} />
          <TextField id="phone" name="phone" type="tel" label="Phone" defaultValue={text("phone", profile.phone)} error={errors.phone} {...FIELDS.phone} />
          <TextField id="website" name="website" label="Website" defaultValue={text("website", profile.website)} error={errors.website} {...FIELDS.website} />
          <ExperienceSelect defaultValue={textOf(typed, "yearsExperience") ?? bandForYears(profile.yearsInBusiness) ?? ""} error={errors.yearsExperience} {...FIELDS.yearsExperience} />
          <TextField id="instagram" name="instagram" label="Instagram" defaultValue={text("instagram", profile.instagramUrl)} error={errors.instagram} {...FIELDS.instagram} />
          <TextField id="facebook" name="facebook" label="Facebook" defaultValue={text("facebook", profile.facebookUrl)} error={errors.facebook} {...FIELDS.facebook} />
          <div className="sm:col-span-2">
            <TextAreaField
              id="description"
              name="description"
              label="Business description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              error={errors.description}
              {...FIELDS.description}
              aria-describedby="description-counter"
            />
            <p id="description-counter" className="mt-1 text-sm text-ink-muted">
              {description.length}/{DESCRIPTION_COUNTER_MAX} characters (minimum {DESCRIPTION_MIN})
            </p>
          </div>
        </Section>

        <Section title="Location" waiting={waitingIn("city", "county", "postcode")}>
          <TextField id="address" name="address" label="Address" defaultValue={text("address", profile.address)} error={errors.address} {...FIELDS.address} className="sm:col-span-2" />
          <TextField id="city" name="city" label="City" defaultValue={text("city", profile.city)} error={errors.city} {...FIELDS.city} />
          <CountySelect defaultValue={text("county", profile.county)} error={errors.county} {...FIELDS.county} />
          <TextField id="postcode" name="postcode" label="Postcode" defaultValue={text("postcode", profile.postcode)} error={errors.postcode} {...FIELDS.postcode} />
        </Section>

        <Section title="Specialties" waiting={waitingIn("specialties")}>
          <div className="sm:col-span-2">
            <ChipSelect name="specialties" legend="Services you offer" required={FIELDS.specialties?.required} options={SERVICE_TYPES} selected={specialties} onChange={setSpecialties} error={errors.specialties} />
          </div>
        </Section>
        <Section title="Vehicle Makes" waiting={waitingIn("vehicleMakes")}>
          <div className="sm:col-span-2">
            <ChipSelect name="vehicleMakes" legend="Makes you work on" required={FIELDS.vehicleMakes?.required} options={VEHICLE_MAKE_NAMES} selected={makes} onChange={setMakes} error={errors.vehicleMakes} />
          </div>
        </Section>

        <Section title="Additional Information" waiting={waitingIn("certifications")}>
          <TextAreaField id="certifications" name="certifications" label="Certifications" defaultValue={text("certifications", profile.certifications)} error={errors.certifications} {...FIELDS.certifications} className="[&_textarea]:min-h-24" />
          <TextAreaField id="insuranceInfo" name="insuranceInfo" label="Insurance details" defaultValue={text("insuranceInfo", profile.insuranceDetails)} error={errors.insuranceInfo} {...FIELDS.insuranceInfo} className="[&_textarea]:min-h-24" />
        </Section>

        <Card className="p-6">
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <Icon name="camera" className="size-5 text-brass-700" />
            Project Photos
          </h2>
          <p className="mt-2 text-ink-muted">Show owners the cars you have restored, with before and after photos.</p>
          <Link to="/dashboard/projects" className={buttonClasses("outline", "sm", "mt-3")}>
            Manage your projects
          </Link>
        </Card>

        <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-line bg-paper/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? "Saving..." : "Save Changes"}
          </Button>
        </div>
      </fetcher.Form>
    </div>
  );
}

/**
 * What a live listing's waiting change, or the decision on it, means for the specialist: said in
 * words (never by colour alone), at the top of the form.
 */
function ChangeNotice({ change, live }: { change: OwnProfileChange; live: boolean }) {
  const fields = fieldList(change.fields);
  if (change.status === "pending") {
    return (
      <div role="status" className="mt-4 rounded-lg border border-brass-300 bg-brass-100 p-4 text-sm text-brass-700" data-testid="changes-waiting">
        {live ? (
          <>
            <p className="flex items-start gap-2 font-semibold">
              <Icon name="clock" className="mt-0.5 size-4 shrink-0" />
              Changes waiting for review: {fields}
            </p>
            <p className="mt-1">
              {changesWaitSentence(change.fields)} Until then your listing shows its approved version. The form shows what you sent
              (on {formatDate(change.submittedAt)}): you can keep editing it, and a field saved back to its live value is withdrawn.
            </p>
          </>
        ) : (
          <p>Your changes to {fields}, made while your listing was live, were not reviewed before it left the directory. They are in the form below and apply when you save.</p>
        )}
      </div>
    );
  }
  if (change.status === "rejected") {
    return (
      <div role="status" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-oxblood-700" data-testid="changes-rejected">
        <p className="flex items-start gap-2 font-semibold">
          <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
          Your changes to {fields} were not approved.
        </p>
        {change.rejectionReason && <p className="mt-1 [overflow-wrap:anywhere] whitespace-pre-line">Reason: {change.rejectionReason}</p>}
        <p className="mt-1">Your listing still shows its approved version. You can change these fields and save again to send them for review.</p>
      </div>
    );
  }
  return (
    <p role="status" className="mt-4 flex items-center gap-2 rounded-lg border border-racing-200 bg-racing-50 p-4 text-sm text-racing-900">
      <Icon name="circle-check" className="size-4 shrink-0" />
      Your changes to {fields} were approved{change.decidedAt ? ` on ${formatDate(change.decidedAt)}` : ""} and are live.
    </p>
  );
}

function Section({ title, waiting = [], children }: { title: string; waiting?: ReviewedColumn[]; children: ReactNode }) {
  return (
    <Card className="p-6">
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 font-display text-xl font-semibold">{title}</legend>
        {waiting.length > 0 && (
          <p className="-mt-2 flex items-start gap-2 text-sm font-semibold text-brass-700 sm:col-span-2">
            <Icon name="clock" className="mt-0.5 size-4 shrink-0" />
            Waiting for review: {fieldList(waiting)}
          </p>
        )}
        {children}
      </fieldset>
    </Card>
  );
}

export const ErrorBoundary = DashboardSectionError;
