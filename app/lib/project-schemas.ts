import { z } from "~/lib/zod";
import { PHOTO_ALT_MAX, PROJECT_MODEL_MAX, PROJECT_STORY_MAX, PROJECT_TITLE_MAX } from "~/lib/field-limits";
import { INVALID_CHARACTERS, NO_NUL, userText } from "~/lib/schemas";
import { SERVICE_OPTIONS, VEHICLE_MAKE_OPTIONS } from "~/content/taxonomy";
import { ALT_REQUIRED } from "~/lib/project-limits";
import { formatCount } from "./format";

/** The gallery's forms (#15): a project's fields and a photo's description, checked by the dashboard's actions. */

const MAKE_SLUGS = VEHICLE_MAKE_OPTIONS.map((o) => o.slug) as [string, ...string[]];
const SERVICE_SLUGS = SERVICE_OPTIONS.map((o) => o.slug) as [string, ...string[]];
const THIS_YEAR = new Date().getUTCFullYear();

export const PROJECT_TITLE_REQUIRED = "Please give the project a title";
export const PROJECT_MAKE_REQUIRED = "Please choose the make from the list";
export const PROJECT_YEAR_INVALID = `Please enter a year between 1885 and ${THIS_YEAR}, or leave it empty`;

const optionalText = (max: number, tooLong: string) =>
  userText()
    .trim()
    .max(max, tooLong)
    .regex(NO_NUL, INVALID_CHARACTERS)
    .optional()
    .transform((v) => v || null);

export const projectSchema = z.object({
  title: userText({ error: PROJECT_TITLE_REQUIRED })
    .trim()
    .min(1, PROJECT_TITLE_REQUIRED)
    .max(PROJECT_TITLE_MAX, `Please keep the title to ${PROJECT_TITLE_MAX} characters or fewer`)
    .regex(NO_NUL, INVALID_CHARACTERS),
  vehicleMake: z.enum(MAKE_SLUGS, { error: PROJECT_MAKE_REQUIRED }),
  model: optionalText(PROJECT_MODEL_MAX, `Please keep the model to ${PROJECT_MODEL_MAX} characters or fewer`),
  year: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || (/^\d{4}$/.test(v) && Number(v) >= 1885 && Number(v) <= THIS_YEAR), PROJECT_YEAR_INVALID)
    .transform((v) => (v ? Number(v) : null)),
  services: z.array(z.enum(SERVICE_SLUGS, { error: "Please choose services from the list" })).max(SERVICE_SLUGS.length).default([]),
  story: userText()
    .trim()
    .max(PROJECT_STORY_MAX, `Please keep the story to ${formatCount(PROJECT_STORY_MAX)} characters or fewer`)
    .regex(NO_NUL, INVALID_CHARACTERS)
    .default(""),
});
export type ProjectInput = z.infer<typeof projectSchema>;

const phase = z
  .enum(["", "before", "after"], { error: "Please choose before, after or neither" })
  .default("")
  .transform((v) => (v === "" ? null : v));

const alt = userText({ error: ALT_REQUIRED })
  .trim()
  .min(1, ALT_REQUIRED)
  .max(PHOTO_ALT_MAX, `Please keep the description to ${PHOTO_ALT_MAX} characters or fewer`)
  .regex(NO_NUL, INVALID_CHARACTERS);

/** A photo's description and before/after mark, edited on the project page. */
export const photoSchema = z.object({ photoId: z.uuid("Invalid request"), alt, phase });

/** What comes with an uploaded file: the description may wait (without JavaScript it is asked for after the upload). */
export const uploadFieldsSchema = z.object({
  alt: userText()
    .trim()
    .max(PHOTO_ALT_MAX, `Please keep the description to ${PHOTO_ALT_MAX} characters or fewer`)
    .regex(NO_NUL, INVALID_CHARACTERS)
    .default(""),
  phase,
});
