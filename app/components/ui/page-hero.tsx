import type { ReactNode } from "react";

export function PageHero({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-racing-800 text-white">
      <div aria-hidden className="hero-texture absolute inset-0" />
      <div className="container-page relative py-14 sm:py-20">
        {eyebrow && <p className="eyebrow text-brass-300">{eyebrow}</p>}
        <h1 className="mt-3 max-w-3xl text-[length:var(--text-display)] leading-[1.05] font-semibold text-white">
          {title}
        </h1>
        {children && <div className="mt-5 max-w-2xl text-lg text-racing-100">{children}</div>}
      </div>
    </section>
  );
}
