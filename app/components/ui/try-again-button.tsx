import { useRevalidator } from "react-router";
import { Button, type ButtonVariant } from "~/components/ui/button";

/** Loads a failed section again (its loaders run anew): the portal's and the admin tabs' error boundaries offer it. */
export function TryAgainButton({ className, variant }: { className?: string; variant?: ButtonVariant }) {
  const revalidator = useRevalidator();
  return (
    <Button className={className} variant={variant} onClick={() => void revalidator.revalidate()} disabled={revalidator.state !== "idle"}>
      Try Again
    </Button>
  );
}
