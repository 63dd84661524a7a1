import { makeOptionBySlug, serviceOptionBySlug } from "~/content/taxonomy";
import type { PhotoRef } from "~/lib/photos";

/** What the public pages know of a project photo (the model's PublicPhoto, without importing it). */
export interface GalleryPhoto extends PhotoRef {
  alt: string;
  phase: "before" | "after" | null;
}

/** One photo in the lightbox's sequence: the order the gallery shows them in. */
export interface GallerySlide {
  photo: GalleryPhoto;
  projectTitle: string;
}

export interface ProjectLayout {
  /** A project's n-th "before" beside its n-th "after". */
  pairs: [before: number, after: number][];
  /** Every other photo, in the owner's order. */
  singles: number[];
}

/**
 * Lays each project's photos out as before/after pairs then the rest, and numbers every photo in
 * that order across the whole gallery, so the lightbox steps through them as they appear.
 */
export function galleryLayout(projects: { title: string; photos: GalleryPhoto[] }[]) {
  const slides: GallerySlide[] = [];
  const layouts = projects.map((project): ProjectLayout => {
    const befores = project.photos.filter((p) => p.phase === "before");
    const afters = project.photos.filter((p) => p.phase === "after");
    const paired = Math.min(befores.length, afters.length);
    const add = (photo: GalleryPhoto) => slides.push({ photo, projectTitle: project.title }) - 1;
    const pairs = befores.slice(0, paired).map((before, i): [number, number] => [add(before), add(afters[i]!)]);
    const inPairs = new Set([...befores.slice(0, paired), ...afters.slice(0, paired)]);
    const singles = project.photos.filter((p) => !inPairs.has(p)).map(add);
    return { pairs, singles };
  });
  return { slides, layouts };
}

export const PHASE_LABELS = { before: "Before", after: "After" } as const;

/** "Jaguar E-Type Series 1, 1962": the make's catalogue name, then what the owner gave. */
export function projectVehicle(project: { vehicleMake: string; model: string | null; year: number | null }): string {
  const make = makeOptionBySlug(project.vehicleMake)?.name ?? project.vehicleMake;
  const vehicle = [make, project.model].filter(Boolean).join(" ");
  return project.year ? `${vehicle}, ${project.year}` : vehicle;
}

/** The catalogue's names and slugs of a project's services (unknown slugs left out). */
export function projectServices(slugs: string[]) {
  return slugs.flatMap((slug) => serviceOptionBySlug(slug) ?? []);
}
