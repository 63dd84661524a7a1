export const E2E_ADMIN = { email: "admin@e2e.example", password: "Admin#E2e-2026" };
