/** Names of the spam-protection fields, shared by forms and spam.server.ts. */
export const HONEYPOT_FIELD = "website_url";
export const FORM_TOKEN_FIELD = "form_token";
