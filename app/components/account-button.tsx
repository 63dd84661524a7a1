import { Link, useRouteLoaderData } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/** My Profile when signed in, Specialist Login otherwise (and on any authentication error). */
export function AccountButton({ className, onClick }: { className?: string; onClick?: () => void }) {
  const root = useRouteLoaderData<{ signedIn: boolean }>("root");
  return root?.signedIn ? (
    <Link to="/dashboard" className={buttonClasses("primary", "sm", className)} onClick={onClick}>
      My Profile
    </Link>
  ) : (
    <Link to="/auth" className={buttonClasses("primary", "sm", className)} onClick={onClick}>
      Specialist Login
    </Link>
  );
}
