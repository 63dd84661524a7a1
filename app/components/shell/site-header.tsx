import { Logo } from "~/components/shell/logo";
import { AccountButton } from "~/components/shell/account-button";
import { DesktopNav } from "~/components/shell/desktop-nav";
import { MobileNav } from "~/components/shell/mobile-nav";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/80">
      <div className="container-page flex h-18 items-center justify-between gap-3 py-3 sm:gap-4">
        <Logo />
        <DesktopNav />
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <AccountButton />
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
