import { useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { Icon, type IconName } from "~/components/ui/icon";
import { toast } from "~/lib/toast";
import { requestContext } from "~/context";
import type { Route } from "./+types/signup";
import { signUp } from "./signup.server";
import { signupSchema } from "~/lib/account-schemas";
import { constraints, textOf, valuesOf } from "~/lib/form";
import type { PageCacheHandle } from "~/services/page-notes.server";
import { TextField } from "~/components/ui/field";
import { ProfileFields } from "~/components/portal/profile-fields";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { PasswordField, PasswordRequirements } from "~/components/ui/password-field";
import { SpamFields } from "~/components/profile/spam-fields";
import { PageHero } from "~/components/ui/page-hero";
import { useCheckedForm } from "~/lib/use-checked-form";
import { originFromMatches, pageMeta } from "~/lib/seo";

// Nothing to load, but a loader all the same: a client-side navigation here then asks the server,
// whose answer starts the visitor's form time (`visitorForms`).
export function loader() {
  return null;
}

export const action = ({ request, context }: Route.ActionArgs) => signUp(request, context.get(requestContext));

// Anonymous visitors share one rendering for up to PAGE_CACHE_SECONDS (server/page-cache.ts).
export const handle: PageCacheHandle = { pageCache: true, visitorForms: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "List Your Business",
    description: "Join The Restoration Register as a classic car restoration specialist. Listing is free, with no listing fees.",
    origin: originFromMatches(matches),
    path: "/signup",
  });
}

const ACCOUNT_FIELDS = constraints(signupSchema);

const BENEFITS: { icon: IconName; title: string; text: string }[] = [
  { icon: "users", title: "Qualified Leads", text: "Owners find you by the exact service and make they need, near them." },
  { icon: "star", title: "Build Your Reputation", text: "Verified reviews from real customers show the quality of your work." },
  { icon: "trending-up", title: "Grow Your Business", text: "A free listing and a portal to manage enquiries, reviews and your profile." },
];

export default function Signup() {
  const { answer: actionData, busy, formRef, errors, check } = useCheckedForm<typeof action>(signupSchema);
  const [password, setPassword] = useState("");

  useEffect(() => {
    for (const note of actionData?.toasts ?? []) toast.error(note.title, { description: note.description });
  }, [actionData]);

  return (
    <>
      <PageHero eyebrow="Join as Provider" title="List Your Business">
        <p>
          Reach classic car owners looking for your skills. Listing is free, with no listing fees; our team reviews every
          new profile within 24-48 hours.
        </p>
      </PageHero>
      <div className="container-page py-12">
        <ul className="grid gap-5 md:grid-cols-3">
          {BENEFITS.map(({ icon, title, text }) => (
            <li key={title}>
              <Card className="h-full p-6">
                <Icon name={icon} className="size-7 text-brass-700" />
                <h2 className="mt-3 text-xl font-semibold">{title}</h2>
                <p className="mt-1 text-ink-muted">{text}</p>
              </Card>
            </li>
          ))}
        </ul>

        <Card className="mx-auto mt-10 max-w-4xl p-6 sm:p-10">
          <h2 className="text-2xl font-semibold">Business Information</h2>
          <p className="mt-1 text-sm text-ink-muted">
            Fields marked <span className="text-oxblood-700">*</span> are required.
          </p>
          <Form
            ref={formRef}
            method="post"
            noValidate
            className="relative mt-8 grid gap-8"
            onSubmit={(event) => {
              const found = check(event);
              if (found && Object.keys(found).length === 1 && found.terms) {
                toast.error("Terms acceptance required", {
                  description: "Please accept the Terms of Service and Privacy Policy to continue.",
                });
              } else {
                toast.error("Please fix the errors below", { description: "Check the highlighted fields and try again." });
              }
            }}
          >
            <SpamFields />
            <ProfileFields
              errors={errors}
              defaults={valuesOf(actionData)}
              account={
                <>
                  <TextField id="email" name="email" type="email" label="Email *" autoComplete="email" error={errors.email} {...ACCOUNT_FIELDS.email} defaultValue={textOf(valuesOf(actionData), "email")} />
                  <div className="sm:col-start-1">
                    <PasswordField
                      id="password"
                      name="password"
                      label="Password *"
                      autoComplete="new-password"
                      error={errors.password}
                      {...ACCOUNT_FIELDS.password}
                      value={password}
                      onChange={(event) => setPassword(event.target.value)}
                      aria-describedby="password-requirements"
                    />
                    <PasswordRequirements id="password-requirements" password={password} />
                  </div>
                  <PasswordField
                    id="confirmPassword"
                    name="confirmPassword"
                    label="Confirm password *"
                    autoComplete="new-password"
                    error={errors.confirmPassword}
                    {...ACCOUNT_FIELDS.confirmPassword}
                  />
                </>
              }
            />

            <div className="grid gap-4">
              <div>
                <label className="flex items-start gap-3">
                  <input
                    type="checkbox"
                    name="terms"
                    id="terms"
                    className="mt-1 size-5 accent-racing-700"
                    aria-invalid={errors.terms ? true : undefined}
                    aria-describedby={errors.terms ? "terms-error" : undefined}
                  />
                  <span>
                    I agree to the{" "}
                    <Link to="/terms" target="_blank" className="font-semibold text-racing-700 underline underline-offset-2">
                      Terms of Service
                    </Link>{" "}
                    and{" "}
                    <Link to="/privacy" target="_blank" className="font-semibold text-racing-700 underline underline-offset-2">
                      Privacy Policy
                    </Link>{" "}
                    <span className="text-oxblood-700">*</span>
                  </span>
                </label>
                {errors.terms && (
                  <p id="terms-error" className="mt-1.5 ml-8 text-sm text-oxblood-700">
                    {errors.terms}
                  </p>
                )}
              </div>
              <label className="flex items-start gap-3">
                <input type="checkbox" name="marketing" className="mt-1 size-5 accent-racing-700" />
                <span className="text-ink-muted">Send me occasional tips and news for restoration businesses (optional).</span>
              </label>
            </div>

            <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:justify-self-start">
              {busy ? "Creating Account..." : "Create Account"}
            </Button>
            <p className="text-sm text-ink-muted">
              Already listed?{" "}
              <Link to="/auth" className="font-semibold text-racing-700 underline underline-offset-2">
                Sign in to the Specialist Portal
              </Link>
            </p>
          </Form>
        </Card>
      </div>
    </>
  );
}
