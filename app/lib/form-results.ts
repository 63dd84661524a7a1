import type { FormFailure, FormResult, FormSuccess } from "~/lib/form";

/*
 * What each page's forms answer: the one form answer (./form.ts) and what says which form of the
 * page it was. Routes return these and components read them, so they live here, apart from both:
 * a component that named a route module for a type put that route in its import graph.
 */

/** An admin tab's forms; a profile card's form also says which profile it was about. */
export type AdminResult = FormResult & { profileId?: string };

/** A project's page in the portal; `intent` and `photoId` say which of its forms answered. */
export type ProjectPageResult = FormResult & { intent?: string; photoId?: string };

/** One file of a photo upload, named as the specialist chose it. */
export type UploadedFile = { name: string; stored: true; photoId: string } | { name: string; stored: false; reason: string };
/** A photo upload's answer: every file's outcome. */
export interface UploadResult {
  files: UploadedFile[];
  /** Why the upload stopped early, when it did. */
  stopped: string | null;
}

/** The portal's reviews page, naming which form answered (intent) and the review whose card sent it. */
export type ReviewsPageResult = FormResult & { intent: string; reviewId?: string };

/** A review's report form, saying which review it was about (the portal has one per review). */
export type ReportResult = FormResult & { intent: "report"; reviewId: string };

/** The forms of a profile page (the route's action takes these, and its shouldRevalidate skips them). */
export const PROFILE_PAGE_INTENTS = ["review", "enquiry", "reveal"] as const;
export type ProfilePageIntent = (typeof PROFILE_PAGE_INTENTS)[number];
/** The two visitor forms of a profile page. */
export type ProfileFormIntent = Exclude<ProfilePageIntent, "reveal">;
/** Which of a profile page's two forms answered. A refusal carries what the visitor typed (without JavaScript it is a new page). */
export type ProfileFormResult = FormResult & { intent: ProfileFormIntent };

export type ContactType = "email" | "phone";
/** What Show Email / Show Phone revealed. */
export interface Revealed {
  intent: "reveal";
  /** The profile's id, echoed under the form field's wire name (docs/decisions/0016). */
  providerId: string;
  type: ContactType | null;
  /** Null: "Email not available" / "Phone not available". */
  value: string | null;
}
/** The one form answer, with what was revealed (or null, with the refusal's status). */
export type RevealResult = (FormSuccess<Revealed> | (FormFailure & Revealed)) & { intent: "reveal" };
