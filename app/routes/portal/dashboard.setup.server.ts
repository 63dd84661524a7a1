import { data, redirect } from "react-router";
import type { RequestContext } from "~/context";
import type { AuthSession } from "~/services/auth.server";
import { formFailure, parseForm, type FormResult } from "~/lib/form";
import { serverProfileFieldsSchema } from "~/services/profile-schemas.server";
import { profileFromSignupMetadata, createProfileForAccount, signupMetadataOf } from "~/models/own-profile.server";
import { findOwnProfile } from "~/services/session.server";
import { locatePostcode } from "~/services/geo.server";
import { logger } from "~/services/logger.server";
import { toastHeader } from "~/services/toast.server";
import { readFormData } from "~/services/form-data.server";
import { notifyAdmins } from "../account/signup.server";

/** A refusal keeps what was sent, so a page rendered after a refused post (no JavaScript) keeps what they typed. */
export type SetupResult = FormResult;

/** The setup form starts from what the account's sign-up kept (an interrupted one left it all), or its name. */
export async function setupDefaults(context: RequestContext, session: AuthSession) {
  const kept = profileFromSignupMetadata(await signupMetadataOf(context.db, session.user.id));
  return { email: session.user.email, defaults: { ...kept, contactName: kept.contactName ?? session.user.name } };
}

/** Creates the signed-in account's profile with sign-up's rules; the account's own email is the business email. */
export async function createOwnProfile(request: Request, context: RequestContext, session: AuthSession) {
  const form = await readFormData(request);
  const parsed = parseForm(serverProfileFieldsSchema, form);
  if (parsed.status === "error") {
    return data<SetupResult>(
      formFailure(parsed.values, parsed.fieldErrors, { message: "Please fix the errors below: check the highlighted fields and try again." }),
      { status: 400 },
    );
  }

  try {
    // The admins' notice is written with the profile: both or neither.
    await context.db.transaction(async (tx) => {
      await createProfileForAccount(tx, session.user.id, session.user.email, parsed.data, locatePostcode(parsed.data.postcode));
      await notifyAdmins(tx, context.env.APP_URL, parsed.data);
    });
  } catch (error) {
    // Sent twice (a double click): the first one made the profile, and that is what they wanted.
    if (await findOwnProfile(context, session.user.id)) throw redirect("/dashboard");
    logger.error({ err: error }, "profile not created from the dashboard");
    return data<SetupResult>(formFailure(parsed.values, {}, { message: "Error: Failed to create your profile. Please try again." }), { status: 500 });
  }
  throw redirect("/dashboard", {
    headers: {
      "Set-Cookie": await toastHeader(context.secret, {
        type: "success",
        title: "Profile created",
        description: "Our team reviews every new profile within 24-48 hours. You can keep editing it meanwhile.",
      }),
    },
  });
}
