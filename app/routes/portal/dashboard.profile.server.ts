import { data } from "react-router";
import type { Profile, RequestContext } from "~/context";
import type { AuthSession } from "~/services/auth.server";
import { formFailure, formSuccess, parseForm, type FormResult, type FormToast } from "~/lib/form";
import { profileColumns } from "~/models/own-profile.server";
import { saveOwnProfile } from "~/models/profile-changes.server";
import { changesWaitSentence, type ReviewedColumn } from "~/lib/profile-changes";
import { serverProfileSchema } from "~/services/profile-schemas.server";
import { adminEmails } from "~/models/roles.server";
import { LOGO_ERRORS, LOGO_MAX_BYTES, processLogo } from "~/services/logo.server";
import { saveLogo } from "~/models/logos.server";
import { locatePostcode } from "~/services/geo.server";
import { newProfileAdminEmail } from "~/services/emails.server";
import { logger } from "~/services/logger.server";
import { readFormData } from "~/services/form-data.server";
import { enqueueMail } from "~/services/outbox.server";

export type ProfileSaveResult = FormResult;
type Toast = FormToast;

const UPDATE_FAILED: Toast = { type: "error", title: "Error", description: "Failed to update profile. Please try again." };

/** The profile form's save, for the signed-in specialist's own profile (found by the portal's middleware). */
export async function saveProfile(request: Request, context: RequestContext, own: { session: AuthSession; profile: Profile }) {
  const { session, profile } = own;
  const form = await readFormData(request);
  // The sign-up rules (one profile schema): a county from the list, a postcode that can be placed on the map.
  const parsed = parseForm(serverProfileSchema, form);
  if (parsed.status === "error") {
    return data<ProfileSaveResult>(
      formFailure(parsed.values, parsed.fieldErrors, {
        toasts: [{ type: "error", title: "Please fix the errors below", description: "Check the highlighted fields and try again." }],
      }),
      { status: 400 },
    );
  }

  // The logo is checked by its real bytes. A wrong type or size refuses the whole save;
  // a processing failure is reported and the rest of the profile is saved with the logo it had
  // (docs/spec.md §8 saves a null logo: decision 0001), in one message rather than a failure and a success.
  let logoFailed = false;
  let logo: Buffer | null = null;
  const file = form.get("logo");
  if (file instanceof File && file.size > 0) {
    const result =
      file.size > LOGO_MAX_BYTES
        ? ({ ok: false, error: LOGO_ERRORS.tooLarge } as const)
        : await processLogo(new Uint8Array(await file.arrayBuffer()));
    if (result.ok) {
      logo = result.webp;
    } else if (result.error.title === "Upload failed") {
      logoFailed = true;
    } else {
      return data<ProfileSaveResult>(formFailure(parsed.values, { logo: result.error.description }, { toasts: [{ type: "error", ...result.error }] }), {
        status: 400,
      });
    }
  }

  const columns = profileColumns(parsed.data, parsed.data.email, profile.yearsInBusiness);
  let waiting: ReviewedColumn[];
  try {
    const saved = await context.db.transaction(async (tx) => {
      const logoUrl = logo ? await saveLogo(tx, profile.id, logo) : profile.logoUrl;
      // A live listing's public claims wait for review; the rest applies at once (decision 0022).
      return saveOwnProfile(tx, { profileId: profile.id, userId: session.user.id }, { ...columns, logoUrl }, locatePostcode(columns.postcode));
    });
    if (!saved) return data<ProfileSaveResult>(formFailure(parsed.values, {}, { toasts: [UPDATE_FAILED] }), { status: 404 });
    waiting = saved.waiting;
    if (profile.profileStatus === "rejected") void notifyResubmission(context, saved.profile.businessName, saved.profile.city);
  } catch (error) {
    logger.error({ err: error }, "profile update failed");
    return data<ProfileSaveResult>(formFailure(parsed.values, {}, { toasts: [UPDATE_FAILED] }), { status: 500 });
  }
  const waitSentence = waiting.length === 0 ? "" : ` ${changesWaitSentence(waiting)}`;
  const toast: Toast = logoFailed
    ? {
        type: "error",
        title: LOGO_ERRORS.failed.title,
        description: `${LOGO_ERRORS.failed.description} ${profile.logoUrl ? "Your current logo is kept; the rest of your changes were saved." : "The rest of your changes were saved."}${waitSentence}`,
      }
    : waiting.length === 0
      ? { type: "success", title: "Profile updated", description: "Your business profile has been successfully updated." }
      : { type: "success", title: "Profile updated", description: `${changesWaitSentence(waiting)} Anything else you changed is live now.` };
  return data<ProfileSaveResult>(formSuccess(undefined, { toasts: [toast] }));
}

async function notifyResubmission(context: RequestContext, businessName: string, city: string) {
  try {
    const to = await adminEmails(context.db);
    if (to.length > 0) {
      await enqueueMail(context.db, newProfileAdminEmail({ to, businessName, city, appUrl: context.env.APP_URL, resubmitted: true }));
    }
  } catch (error) {
    logger.error({ err: error }, "resubmission notice not sent");
  }
}
