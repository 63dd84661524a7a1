export const E2E_ADMIN = { email: "admin@e2e.example", password: "Admin#E2e-2026" };
/** A verified account with no profile (made as an admin, then revoked): what an interrupted sign-up leaves. */
export const E2E_PROFILELESS = { email: "profileless@e2e.example", password: "Profile#Less-2026" };
