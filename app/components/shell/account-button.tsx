import { Link, useRouteLoaderData } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/**
 * The account link of the header bar and the phone menu: Admin Dashboard for an admin,
 * My Profile for another signed-in user, Specialist Login otherwise (and on any
 * authentication error).
 */
export function AccountButton({ className, onClick }: { className?: string; onClick?: () => void }) {
  const root = useRouteLoaderData<{ signedIn: boolean; admin?: boolean }>("root");
  const [to, label] = root?.admin
    ? ["/admin", "Admin Dashboard"]
    : root?.signedIn
      ? ["/dashboard", "My Profile"]
      : ["/auth", "Specialist Login"];
  return (
    <Link to={to} className={buttonClasses("primary", "sm", className)} onClick={onClick}>
      {label}
    </Link>
  );
}
