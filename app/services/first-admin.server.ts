import type { Database } from "../../database/client";
import { findUserByEmail, markEmailVerified } from "~/models/accounts.server";
import { grantRole } from "~/models/roles.server";
import { createAuth } from "./auth.server";

/**
 * Creates a verified admin account, or verifies and promotes an existing one (its password
 * left alone), so running it again changes nothing. The CLI's `create` and the server's
 * start-up (ADMIN_EMAIL/ADMIN_PASSWORD) both come here. Expects a checked email and password.
 */
export async function ensureAdmin(
  deps: { db: Database; secret: string; appUrl: string },
  account: { email: string; password: string },
): Promise<{ created: boolean }> {
  let user = await findUserByEmail(deps.db, account.email);
  const created = !user;
  if (!user) {
    const auth = createAuth({ db: deps.db, secret: deps.secret, appUrl: deps.appUrl });
    const body = { name: account.email.split("@")[0]!, email: account.email, password: account.password };
    // Several servers starting at once on one PostgreSQL database race to create it: the losers promote the winner's.
    await auth.api.signUpEmail({ body }).catch(async (error: unknown) => {
      if (!(await findUserByEmail(deps.db, account.email))) throw error;
    });
    user = await findUserByEmail(deps.db, account.email);
  }
  await markEmailVerified(deps.db, user!.id);
  await grantRole(deps.db, user!.id);
  return { created };
}
