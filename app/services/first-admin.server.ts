import type { Database } from "../../database/client";
import { findUserByEmail, markEmailVerified, reclaimUnverifiedAccount } from "~/models/accounts.server";
import { grantRole } from "~/models/roles.server";
import { createAuth } from "./auth.server";

/**
 * What ensureAdmin did: made a new account; promoted one whose owner had verified its address
 * (password left alone); or reclaimed one nobody had verified (see below).
 */
export type FirstAdminOutcome = "created" | "promoted" | "reclaimed";

/**
 * Creates a verified admin account for the operator, or makes an existing one admin, so running
 * it again changes nothing. The CLI's `create` and the server's start-up
 * (ADMIN_EMAIL/ADMIN_PASSWORD) both come here. Expects a checked email and password.
 *
 * An existing account is promoted as it is only if its owner verified the address: that proves
 * they hold the operator's inbox. An unverified one may have been signed up by anyone who
 * guessed the address the operator would use (issue #23), so it is reclaimed: the operator's
 * password replaces the stranger's, and every session, reset link and two-factor secret of it
 * goes, before it is verified and made admin.
 */
export async function ensureAdmin(
  deps: { db: Database; secret: string; appUrl: string },
  account: { email: string; password: string },
): Promise<{ outcome: FirstAdminOutcome }> {
  const existing = await findUserByEmail(deps.db, account.email);
  if (existing?.emailVerified) {
    await grantRole(deps.db, existing.id);
    return { outcome: "promoted" };
  }
  const auth = createAuth({ db: deps.db, secret: deps.secret, appUrl: deps.appUrl });
  if (existing) {
    const passwordHash = await (await auth.$context).password.hash(account.password);
    await reclaimUnverifiedAccount(deps.db, existing.id, passwordHash);
    await grantRole(deps.db, existing.id);
    return { outcome: "reclaimed" };
  }
  const body = { name: account.email.split("@")[0]!, email: account.email, password: account.password };
  // Several servers starting at once on one PostgreSQL database race to create it: the losers promote the winner's.
  await auth.api.signUpEmail({ body }).catch(async (error: unknown) => {
    if (!(await findUserByEmail(deps.db, account.email))) throw error;
  });
  const user = (await findUserByEmail(deps.db, account.email))!;
  await markEmailVerified(deps.db, user.id);
  await grantRole(deps.db, user.id);
  return { outcome: "created" };
}

/** The operator's words for each outcome (the CLI prints them, the start-up logs them). */
export function describeFirstAdmin(email: string, outcome: FirstAdminOutcome): string {
  switch (outcome) {
    case "created":
      return `Created admin account ${email}.`;
    case "promoted":
      return `${email} already existed, verified by its owner: given the admin role (password unchanged).`;
    case "reclaimed":
      return `${email} already existed but its address was never verified, so anyone could have signed it up: its password was replaced by the one given, its sessions ended, and it is now verified and an admin.`;
  }
}
