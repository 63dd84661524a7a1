/** The name of the spam trap field, shared by forms and spam.server.ts. */
export const HONEYPOT_FIELD = "website_url";
