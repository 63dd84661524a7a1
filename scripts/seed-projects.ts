import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "../database/client.ts";
import { profiles, projects } from "../database/schema.ts";
import { slugify } from "../app/lib/slug.ts";
import { addPhotos, createProject, projectsOfProfile } from "../app/models/projects.server.ts";
import { processPhoto } from "../app/services/photo-processing.server.ts";
import { PROJECT_ROOT } from "../app/services/project-root.server.ts";

// The demo directory's gallery (#15): a few approved projects on demo profiles, so a fresh install
// shows the gallery. The photos are drawn at seed time (the workshop illustrations with a caption)
// and go through the same processing as an upload.

interface SeedPhoto {
  art: "car" | "engine" | "trim";
  caption: string;
  alt: string;
  phase: "before" | "after" | null;
}

interface SeedProject {
  businessName: string;
  title: string;
  vehicleMake: string;
  model: string;
  year: number;
  services: string[];
  story: string;
  photos: SeedPhoto[];
}

export const SEED_PROJECTS: readonly SeedProject[] = [
  {
    businessName: "Arden XK Restorations",
    title: "1965 Jaguar E-type Series 1 FHC — full restoration",
    vehicleMake: "Jaguar",
    model: "E-type Series 1 4.2 FHC",
    year: 1965,
    services: ["Paint & Bodywork", "Fabrication & Welding", "Engine Rebuilds"],
    story:
      "Imported from California as a dry but tired shell. Bonnet and sills replaced in steel, the monocoque put back on the jig, " +
      "the 4.2 rebuilt to standard specification and the car refinished in Opalescent Silver Grey. Fourteen months, start to MOT.",
    photos: [
      { art: "car", caption: "Before: as imported", alt: "The E-type's bare shell on the jig before work began", phase: "before" },
      { art: "engine", caption: "4.2 litre XK rebuilt", alt: "The rebuilt 4.2 litre XK engine on a stand", phase: null },
      { art: "car", caption: "After: Opalescent Silver Grey", alt: "The finished E-type in silver grey outside the workshop", phase: "after" },
    ],
  },
  {
    businessName: "Lickey Hills Mini Company",
    title: "1969 Morris Mini Cooper S — rust repair and repaint",
    vehicleMake: "Mini",
    model: "Cooper S Mk II",
    year: 1969,
    services: ["Fabrication & Welding", "Paint & Bodywork"],
    story: "New floor pans, A-panels and door steps in Heritage panels, then Almond Green with an Old English White roof, as it left Longbridge.",
    photos: [
      { art: "car", caption: "Floors and sills out", alt: "The Mini with its floor pans and sills cut out", phase: "before" },
      { art: "car", caption: "Almond Green, white roof", alt: "The finished Mini Cooper S in Almond Green with a white roof", phase: "after" },
    ],
  },
  {
    businessName: "Windrush Coachtrimmers",
    title: "1972 Mercedes-Benz 280SL — interior retrim",
    vehicleMake: "Mercedes-Benz",
    model: "280SL Pagoda",
    year: 1972,
    services: ["Upholstery & Trim"],
    story: "Seats, door cards and carpets retrimmed in cognac MB-Tex to the original pattern; new hood in black mohair.",
    photos: [{ art: "trim", caption: "Seats in cognac", alt: "The Pagoda's seats retrimmed in cognac", phase: "after" }],
  },
  {
    businessName: "Stour Valley TR Centre",
    title: "1974 Triumph TR6 — engine rebuild",
    vehicleMake: "Triumph",
    model: "TR6 CP",
    year: 1974,
    services: ["Engine Rebuilds", "Mechanical Repairs"],
    story: "The 2.5 PI six rebuilt with a new crank, pistons and a reground cam; the Lucas injection set up on the rolling road.",
    photos: [{ art: "engine", caption: "2.5 PI six, rebuilt", alt: "The rebuilt Triumph TR6 straight-six engine", phase: "after" }],
  },
];

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** A workshop illustration at 960 px wide (small: it is drawn and encoded at every fresh start) with a caption band: a believable stand-in for a photo. */
async function drawPhoto(photo: SeedPhoto): Promise<Buffer> {
  // From the project root: this module also runs bundled into build/server (the demo seed at start-up).
  const art = fs.readFileSync(path.join(PROJECT_ROOT, `app/assets/workshop-${photo.art}.svg`));
  const base = await sharp(art, { density: 288 }).resize(960, 528, { fit: "cover" }).png().toBuffer();
  const caption = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="528"><rect y="464" width="960" height="64" fill="#0f2a1f" opacity="0.8"/>` +
      `<text x="32" y="506" font-family="serif" font-size="30" fill="#f5efe0">${escape(photo.caption)}</text></svg>`,
  );
  return sharp(base).composite([{ input: caption }]).jpeg({ quality: 85 }).toBuffer();
}

/** Adds the demo projects to demo profiles that have none yet (so running it again changes nothing). */
export async function seedDemoProjects(db: Database): Promise<number> {
  let added = 0;
  for (const seed of SEED_PROJECTS) {
    const [profile] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.slug, slugify(seed.businessName)));
    if (!profile || (await projectsOfProfile(db, profile.id)).length > 0) continue;
    const created = await createProject(db, profile.id, {
      title: seed.title,
      vehicleMake: slugify(seed.vehicleMake),
      model: seed.model,
      year: seed.year,
      services: seed.services.map(slugify),
      story: seed.story,
    });
    if (created === "full") continue;
    const photos = [];
    for (const photo of seed.photos) {
      const result = await processPhoto(await drawPhoto(photo));
      if (!result.ok) throw new Error(`demo photo not processed: ${result.reason}`);
      photos.push({ ...result.photo, alt: photo.alt, phase: photo.phase });
    }
    await addPhotos(db, profile.id, created.id, photos);
    // As an admin's approval would leave it.
    await db.update(projects).set({ status: "approved", publishedAt: sql`now()` }).where(eq(projects.id, created.id));
    added++;
  }
  return added;
}
