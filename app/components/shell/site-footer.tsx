import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { SERVICE_OPTIONS, VEHICLE_MAKE_OPTIONS } from "~/content/taxonomy";
import { SITE } from "~/content/site";
import { LogoMark } from "~/components/shell/logo";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-racing-900 text-racing-100">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1fr]">
        <div>
          <Link to="/" className="inline-flex items-center gap-3 rounded-md">
            <LogoMark className="size-10" />
            <span className="font-display text-lg font-semibold text-white">{SITE.name}</span>
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-racing-200">
            The UK directory of classic car restoration specialists: search by service, make and location, read
            owners&rsquo; reviews and get in touch.
          </p>
          <a
            href={`mailto:${SITE.infoEmail}`}
            className="mt-5 inline-flex items-center gap-2 text-sm font-medium text-brass-300 hover:text-white"
          >
            <Icon name="mail" className="size-4" />
            {SITE.infoEmail}
          </a>
        </div>
        <FooterColumn title="Services">
          {SERVICE_OPTIONS.map((o) => (
            <FooterLink key={o.slug} to={`/services/${o.slug}`}>
              {o.name}
            </FooterLink>
          ))}
          <FooterLink to="/services">All services</FooterLink>
        </FooterColumn>
        <FooterColumn title="Vehicle Makes">
          {VEHICLE_MAKE_OPTIONS.map((o) => (
            <FooterLink key={o.slug} to={`/vehicles/${o.slug}`}>
              {o.name}
            </FooterLink>
          ))}
          <FooterLink to="/vehicles">All makes</FooterLink>
        </FooterColumn>
        <FooterColumn title="Quick Links">
          <FooterLink to="/results">Find Specialists</FooterLink>
          <FooterLink to="/areas">Specialists by Area</FooterLink>
          <FooterLink to="/signup">List Your Business</FooterLink>
          <FooterLink to="/about">About Us</FooterLink>
          <FooterLink to="/contact">Contact</FooterLink>
          <FooterLink to="/auth">Specialist Login</FooterLink>
          <FooterLink to="/admin">Admin Login</FooterLink>
          <FooterLink to="/privacy">Privacy Policy</FooterLink>
          <FooterLink to="/terms">Terms of Service</FooterLink>
          <FooterLink to="/review-policy">Review Policy</FooterLink>
        </FooterColumn>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-racing-200 sm:flex-row sm:items-center sm:justify-between">
          <p>
            &copy; {year} {SITE.name}. All rights reserved.
          </p>
          <p>Free listings for UK restoration specialists.</p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2">{children}</ul>
    </div>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className="text-sm text-racing-200 hover:text-white hover:underline">
        {children}
      </Link>
    </li>
  );
}
