/**
 * Length limits of the public forms, shared by the inputs (maxLength) and the schemas in
 * ~/lib/schemas. Kept apart from the schemas so a page that only needs the numbers does
 * not download zod.
 */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5_000;
/** A phone number a visitor asks to be rung on (Request Phone Call). */
export const PHONE_MAX = 30;

export const COMMENT_MAX = 5_000;
/** A business's public reply to a review of its listing (#14). */
export const REPLY_MAX = 1_500;
/**
 * The keyword box's limit (#15); longer text is cut, not refused. Here rather than in lib/keyword-query.ts,
 * whose model-name table would otherwise come into the browser's bundle with it.
 */
export const KEYWORD_MAX_LENGTH = 100;
/** A project of a specialist's gallery (#15). */
export const PROJECT_TITLE_MAX = 120;
export const PROJECT_MODEL_MAX = 60;
export const PROJECT_STORY_MAX = 2_000;
export const PHOTO_ALT_MAX = 250;
