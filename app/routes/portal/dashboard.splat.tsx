import { redirect } from "react-router";

// docs/spec.md §2: unknown dashboard sub-paths go back to the overview.
export const loader = () => redirect("/dashboard");
