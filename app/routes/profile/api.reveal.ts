import { data } from "react-router";
import { requestContext } from "~/context";
import type { Route } from "./+types/api.reveal";
import { revealForVisitor } from "~/services/contact-reveal.server";
import { readFormData } from "~/services/form-data.server";

/** reveal_provider_contact (docs/spec.md §7) as JSON, for scripts; the pages post to the profile itself. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const { status, value } = await revealForVisitor(request, context.get(requestContext), String(form.get("providerId") ?? ""), form.get("type"));
  return status === 200 ? { value } : data({ value }, { status });
}

export function loader() {
  return data({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
