import { data } from "react-router";
import { NotFoundContent } from "~/components/not-found";
import { pageMeta } from "~/lib/seo";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => pageMeta({ title: "Page not found", noindex: true });

export default function NotFound() {
  return <NotFoundContent />;
}
