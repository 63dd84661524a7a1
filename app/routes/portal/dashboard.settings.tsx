import { useState, type ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import type { Route } from "./+types/dashboard.settings";
import { requestContext, sessionContext } from "~/context";
import { settingsAction, type SettingsResult } from "./dashboard.settings.server";
import { DashboardSectionError } from "~/components/portal/dashboard-error";
import { PasswordField, PasswordRequirements } from "~/components/ui/password-field";
import { TextField } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatDate } from "~/lib/format";
import { constraints, textOf } from "~/lib/form";
import { useFormAnswer } from "~/lib/use-form-answer";
import { changeEmailSchema, changePasswordSchema, totpCodeSchema } from "~/lib/account-schemas";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const sessions = await context.get(requestContext).auth.api.listSessions({ headers: request.headers });
  return {
    email: session.user.email,
    twoFactorEnabled: Boolean((session.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
    currentSessionId: session.session.id,
    sessions: sessions.map((s) => ({ id: s.id, userAgent: s.userAgent ?? "Unknown device", createdAt: s.createdAt })),
  };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  settingsAction(request, context.get(requestContext), context.get(sessionContext));

const PASSWORD_FIELDS = constraints(changePasswordSchema);
const EMAIL_FIELDS = constraints(changeEmailSchema);
const CODE_FIELDS = constraints(totpCodeSchema);

export default function Settings({ loaderData }: Route.ComponentProps) {
  return (
    // One shrinkable column: a long device name in "Where you're signed in" must truncate, not widen the page.
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6">
      <h1 className="text-3xl font-semibold">Account Settings</h1>
      <ChangePassword />
      <ChangeEmail email={loaderData.email} />
      <Sessions sessions={loaderData.sessions} currentSessionId={loaderData.currentSessionId} />
      <TwoFactor enabled={loaderData.twoFactorEnabled} />
      <YourData />
      <DeleteAccount />
    </div>
  );
}

/** One of the page's forms, told apart from the others by its intent. */
function useSettingsForm(intent: string) {
  const form = useFormAnswer<SettingsResult>({ key: intent, owns: (answer) => answer.intent === intent });
  return { ...form, result: form.answer };
}

function Outcome({ result }: { result: SettingsResult | undefined }) {
  if (!result) return null;
  if (result.status === "success") return <p role="status" className="rounded-lg bg-racing-50 p-3 text-sm text-racing-900">{result.message}</p>;
  if (result.message) return <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-oxblood-700">{result.message}</p>;
  return null;
}

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <span className="text-brass-700">{icon}</span>
        {title}
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-4">{children}</div>
    </Card>
  );
}

function ChangePassword() {
  const { fetcher, result, errors, busy } = useSettingsForm("change-password");
  const [password, setPassword] = useState("");
  return (
    <Panel icon={<Icon name="key-round" className="size-5" />} title="Change password">
      <fetcher.Form method="post" className="grid gap-4" noValidate>
        <input type="hidden" name="intent" value="change-password" />
        <PasswordField id="currentPassword" name="currentPassword" label="Current password" autoComplete="current-password" error={errors.currentPassword} {...PASSWORD_FIELDS.currentPassword} />
        <div>
          <PasswordField
            id="newPassword"
            name="newPassword"
            label="New password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.newPassword}
            {...PASSWORD_FIELDS.newPassword}
            aria-describedby="new-password-requirements"
          />
          <PasswordRequirements id="new-password-requirements" password={password} />
        </div>
        <PasswordField id="confirmNewPassword" name="confirmPassword" label="Confirm new password" autoComplete="new-password" error={errors.confirmPassword} {...PASSWORD_FIELDS.confirmPassword} />
        <Outcome result={result} />
        <Button type="submit" disabled={busy} className="justify-self-start">
          {busy ? "Saving..." : "Change password"}
        </Button>
      </fetcher.Form>
    </Panel>
  );
}

function ChangeEmail({ email }: { email: string }) {
  const { fetcher, result, errors, values, busy } = useSettingsForm("change-email");
  return (
    <Panel icon={<Icon name="mail" className="size-5" />} title="Sign-in email">
      <p className="text-ink-muted">
        You sign in with <span className="font-semibold text-ink">{email}</span>. Changing it needs confirmation by email.
      </p>
      <fetcher.Form method="post" className="grid gap-4" noValidate>
        <input type="hidden" name="intent" value="change-email" />
        <TextField id="newEmail" name="newEmail" type="email" label="New email" autoComplete="email" error={errors.newEmail} {...EMAIL_FIELDS.newEmail} defaultValue={textOf(values, "newEmail")} />
        <Outcome result={result} />
        <Button type="submit" disabled={busy} className="justify-self-start">
          {busy ? "Sending..." : "Change email"}
        </Button>
      </fetcher.Form>
    </Panel>
  );
}

function Sessions({ sessions, currentSessionId }: { sessions: { id: string; userAgent: string; createdAt: Date | string }[]; currentSessionId: string }) {
  const { fetcher, result, busy } = useSettingsForm("revoke-other-sessions");
  return (
    <Panel icon={<Icon name="monitor-smartphone" className="size-5" />} title="Where you're signed in">
      <ul className="min-w-0 divide-y divide-line rounded-lg border border-line">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
            <span className="min-w-0 truncate">{s.userAgent}</span>
            <span className="text-ink-muted">
              {s.id === currentSessionId ? "This device · " : ""}since {formatDate(s.createdAt)}
            </span>
          </li>
        ))}
      </ul>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="revoke-other-sessions" />
        <Button type="submit" variant="outline" disabled={busy || sessions.length < 2}>
          Sign out of other sessions
        </Button>
      </fetcher.Form>
      <Outcome result={result} />
    </Panel>
  );
}

function TwoFactor({ enabled }: { enabled: boolean }) {
  const enable = useSettingsForm("enable-2fa");
  const verify = useSettingsForm("verify-2fa");
  const disable = useSettingsForm("disable-2fa");
  // Shown by the set-up's answer, or again by a refused code's (without JavaScript the page knows only the latest post).
  const totp = verify.result?.totp ?? (enable.result?.status === "success" ? enable.result.totp : undefined);
  return (
    <Panel icon={<Icon name="shield-check" className="size-5" />} title="Two-factor authentication">
      <p className="text-ink-muted">
        {enabled
          ? "Two-factor authentication is on: signing in needs a code from your authenticator app."
          : "Add a second step to signing in with a code from an authenticator app."}
      </p>
      {enabled ? (
        <disable.fetcher.Form method="post" className="grid gap-4" noValidate>
          <input type="hidden" name="intent" value="disable-2fa" />
          <PasswordField id="disable-password" name="password" label="Password" autoComplete="current-password" error={disable.errors.password} />
          <Outcome result={disable.result} />
          <Button type="submit" variant="outline" disabled={disable.busy} className="justify-self-start">
            Turn off two-factor
          </Button>
        </disable.fetcher.Form>
      ) : totp ? (
        <div className="grid gap-4">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            {/* Our own server-generated SVG (qrcode), not user content. */}
            <div className="size-[200px] shrink-0 rounded-lg border border-line bg-white" role="img" aria-label="QR code for your authenticator app" dangerouslySetInnerHTML={{ __html: totp.qrSvg }} />
            <div className="text-sm">
              <p className="font-semibold">Recovery codes</p>
              <p className="text-ink-muted">Keep these somewhere safe. Each works once if you lose your phone.</p>
              <ul className="mt-2 grid grid-cols-2 gap-1 font-mono" aria-label="Recovery codes">
                {totp.backupCodes.map((code) => (
                  <li key={code}>{code}</li>
                ))}
              </ul>
            </div>
          </div>
          <verify.fetcher.Form method="post" className="grid gap-4" noValidate>
            <input type="hidden" name="intent" value="verify-2fa" />
            <input type="hidden" name="setup" value={totp.token} />
            <TextField id="totp-code" name="code" label="6-digit code" inputMode="numeric" autoComplete="one-time-code" error={verify.errors.code} {...CODE_FIELDS.code} />
            <Outcome result={verify.result} />
            <Button type="submit" disabled={verify.busy} className="justify-self-start">
              Verify and turn on
            </Button>
          </verify.fetcher.Form>
        </div>
      ) : (
        <enable.fetcher.Form method="post" className="grid gap-4" noValidate>
          <input type="hidden" name="intent" value="enable-2fa" />
          <PasswordField id="enable-password" name="password" label="Password" autoComplete="current-password" error={enable.errors.password} />
          <Outcome result={enable.result} />
          <Button type="submit" disabled={enable.busy} className="justify-self-start">
            Set up two-factor
          </Button>
        </enable.fetcher.Form>
      )}
    </Panel>
  );
}

function YourData() {
  return (
    <Panel icon={<Icon name="download" className="size-5" />} title="Your data">
      <p className="text-ink-muted">
        Download a copy of everything we hold about you as a JSON file: your account and its sign-ins, your profile and
        logo, your projects and their photos, the enquiries you have received, the reviews of your listing and your
        replies, and the emails we have sent you. The file links to your photos and logo: the links download them for 24
        hours.
      </p>
      {/* A plain form, not a fetch: the browser saves the answer as a file. */}
      <form method="post" action="/dashboard/settings/export">
        <Button type="submit" variant="outline">
          Download my data
        </Button>
      </form>
    </Panel>
  );
}

function DeleteAccount() {
  const { fetcher, result, errors, busy } = useSettingsForm("delete-account");
  return (
    <Panel icon={<Icon name="trash" className="size-5" />} title="Delete my account">
      <p className="text-ink-muted">
        Your listing leaves the directory at once, and your account, profile, logo, the enquiries you have received and
        the reviews of your listing are deleted for good. You will be signed out everywhere. This cannot be undone, so
        download your data first if you want a copy.
      </p>
      <fetcher.Form method="post" className="grid gap-4" noValidate>
        <input type="hidden" name="intent" value="delete-account" />
        <PasswordField id="delete-password" name="password" label="Password" autoComplete="current-password" error={errors.password} />
        <Outcome result={result} />
        <Button type="submit" disabled={busy} className="justify-self-start bg-oxblood-700! hover:bg-oxblood-600!">
          {busy ? "Deleting..." : "Delete my account"}
        </Button>
      </fetcher.Form>
    </Panel>
  );
}

export const ErrorBoundary = DashboardSectionError;
