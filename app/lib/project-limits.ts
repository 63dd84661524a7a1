// The gallery's limits and the words of a refused photo (#15), shared by the upload form in the
// browser (checked before sending, for a quick answer) and the server (which decides, by the bytes).

export const PROJECTS_PER_PROFILE = 20;
export const PHOTOS_PER_PROJECT = 12;
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/**
 * Photos one account may send in an hour (issue #23: each costs about a second of a core). A
 * specialist filling a new gallery in one sitting sends eight full projects of 12 in that hour;
 * at this limit one account keeps a core busy for under two minutes an hour.
 */
export const PHOTO_UPLOADS_PER_HOUR = 100;
/** What the file input offers; the server still checks the bytes. */
export const PHOTO_ACCEPT = ".jpg,.jpeg,.png,.webp,.avif,image/jpeg,image/png,image/webp,image/avif";

export const PHOTO_REFUSALS = {
  tooLarge: "This file is larger than 15 MB. Please send a smaller photo (most phones can share a photo at a reduced size).",
  notAnImage: "This file is not a JPEG, PNG, WebP or AVIF photo.",
  heic:
    "This is an iPhone HEIC photo, which we cannot read. Please send it as a JPEG: on the iPhone choose Settings → Camera → Formats → Most Compatible, " +
    "or share the photo and pick JPEG (on a Mac, open it in Preview and use File → Export as JPEG).",
  unreadable: "This photo could not be read. It may be damaged or too large in pixels; please export it again as a JPEG and retry.",
  projectFull: `This project already has ${PHOTOS_PER_PROJECT} photos. Delete one to add another.`,
  failed: "This photo could not be stored. Please try again.",
} as const;

/** The refusal of a photo past PHOTO_UPLOADS_PER_HOUR, with when the next one will be taken. */
export function uploadLimitRefusal(minutes: number): string {
  const wait = minutes <= 1 ? "a minute" : `${minutes} minutes`;
  return `You have sent ${PHOTO_UPLOADS_PER_HOUR} photos within an hour, the most we can take. Please send this one again in ${wait}.`;
}

/** The JavaScript uploader's word for a photo whose bytes are all sent, until the server answers (processed, or waiting its turn). */
export const PHOTO_WAITING = "Sent. Waiting to be processed…";

export const ALT_HINT = "Describe what the photo shows for people who cannot see it, for example “Bare-metal bonnet after blasting, front three-quarter view”.";
export const ALT_REQUIRED = "Please describe this photo (alt text)";
