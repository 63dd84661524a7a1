import { data, type AppLoadContext } from "react-router";
import type { Database } from "../../database/client";
import { formToObject, profileSchema } from "~/lib/account-schemas";
import { fieldErrors } from "~/lib/schemas";
import { formatPostcode } from "~/lib/postcode";
import { updateOwnProfile } from "~/models/profiles.server";
import { adminEmails } from "~/models/roles.server";
import { requireOwnProfile } from "~/services/session.server";
import { LOGO_ERRORS, LOGO_MAX_BYTES, processLogo, saveLogo } from "~/services/logo.server";
import { locatePostcode } from "~/services/geo.server";
import { newProfileAdminEmail } from "~/services/emails.server";
import { logger } from "~/services/logger.server";
import type { Toast } from "~/services/toast.server";
import { readFormData } from "~/services/form-data.server";
import { enqueueMail } from "~/services/outbox.server";

export interface ProfileSaveResult {
  ok: boolean;
  errors?: Record<string, string>;
  toasts: Toast[];
}

const UPDATE_FAILED: Toast = { type: "error", title: "Error", description: "Failed to update profile. Please try again." };

export async function saveProfile(request: Request, context: AppLoadContext) {
  const { session, profile } = await requireOwnProfile(request, context);
  const form = await readFormData(request);
  const parsed = profileSchema.safeParse(formToObject(form, ["specialties", "vehicleMakes"]));
  if (!parsed.success) {
    return data<ProfileSaveResult>(
      { ok: false, errors: fieldErrors(parsed.error), toasts: [{ type: "error", title: "Please fix the errors below", description: "Check the highlighted fields and try again." }] },
      { status: 400 },
    );
  }

  // The logo is checked by its real bytes. A wrong type or size refuses the whole save;
  // a processing failure is reported and the rest of the profile is saved (SPEC.md §8).
  const toasts: Toast[] = [];
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
      toasts.push({ type: "error", ...result.error });
    } else {
      return data<ProfileSaveResult>(
        { ok: false, errors: { logo: result.error.description }, toasts: [{ type: "error", ...result.error }] },
        { status: 400 },
      );
    }
  }

  const values = parsed.data;
  const postcode = formatPostcode(values.postcode) ?? values.postcode.toUpperCase();
  try {
    const updated = await context.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const logoUrl = logo ? await saveLogo(db, profile.id, logo) : profile.logoUrl;
      return updateOwnProfile(
        db,
        { profileId: profile.id, userId: session.user.id },
        { ...values, postcode, logoUrl },
        locatePostcode(postcode),
      );
    });
    if (!updated) return data<ProfileSaveResult>({ ok: false, toasts: [UPDATE_FAILED] }, { status: 404 });
    if (profile.profileStatus === "rejected") void notifyResubmission(context, updated.businessName, updated.city);
  } catch (error) {
    logger.error({ err: error }, "profile update failed");
    return data<ProfileSaveResult>({ ok: false, toasts: [UPDATE_FAILED] }, { status: 500 });
  }
  toasts.push({ type: "success", title: "Profile updated", description: "Your business profile has been successfully updated." });
  return data<ProfileSaveResult>({ ok: true, toasts });
}

async function notifyResubmission(context: AppLoadContext, businessName: string, city: string) {
  try {
    const to = await adminEmails(context.db);
    if (to.length > 0) {
      await enqueueMail(context.db, newProfileAdminEmail({ to, businessName, city, appUrl: context.env.APP_URL, resubmitted: true }));
    }
  } catch (error) {
    logger.error({ err: error }, "resubmission notice not sent");
  }
}
