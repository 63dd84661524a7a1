import { Link, useRouteLoaderData } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/** My Profile when signed in, Specialist Login otherwise (and on any authentication error). */
export function AccountButton({ className, onClick }: { className?: string; onClick?: () => void }) {
  const root = useRouteLoaderData<{ signedIn: boolean }>("root");
  const [to, label] = root?.signedIn ? ["/dashboard", "My Profile"] : ["/auth", "Specialist Login"];
  return (
    <Link to={to} className={buttonClasses("primary", "sm", className)} onClick={onClick}>
      {label}
    </Link>
  );
}
