import { Link } from "react-router";
import type { RecentProject } from "~/models/projects.server";
import { projectVehicle } from "~/lib/project-gallery";
import { ProjectPicture } from "~/components/projects/project-picture";

// Three columns of the catalogue page's 800 px main column from 1280 px, two below, one on a phone.
const COVER_SIZES = "(min-width: 1280px) 254px, (min-width: 1024px) calc(50vw - 250px), (min-width: 640px) calc(50vw - 34px), calc(100vw - 32px)";

/** The latest approved projects of a make or service (#15), each leading to the listing that did it. */
export function RecentProjects({ projects }: { projects: RecentProject[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {projects.map((project) => (
        <li key={project.id} className="group relative flex flex-col overflow-hidden rounded-xl border border-line bg-white shadow-[var(--shadow-card)]">
          <ProjectPicture
            photo={project.cover}
            alt={project.cover.alt}
            sizes={COVER_SIZES}
            className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
          <div className="relative flex flex-1 flex-col bg-white p-4">
            <h3 className="text-lg leading-snug font-semibold">
              {/* The whole card is the link's target, so a press anywhere on it opens the listing. */}
              <Link to={`/provider/${project.profileSlug}`} className="after:absolute after:inset-0 after:content-[''] hover:text-racing-700 focus-visible:outline-none group-focus-within:underline">
                {project.title}
              </Link>
            </h3>
            <p className="mt-1 text-sm font-medium text-brass-700">{projectVehicle(project)}</p>
            <p className="mt-auto pt-3 text-sm text-ink-muted">
              By <span className="font-semibold text-racing-700">{project.businessName}</span>, {project.city}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
