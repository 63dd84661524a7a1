import { idFrom, tokenFor } from "./signed-links.server";
import { QUOTE_PATH } from "~/lib/quotes";

/**
 * The owner's private page of one quote request (#27 item 3, decision 0028): the link in their emails.
 * It is the same link each time it is sent, so a re-sent link invalidates nothing; deleting the
 * request is what closes it.
 */
export const quoteRequestToken = (secret: string, requestId: string) => tokenFor(secret, "quote-request", requestId);
export const quoteRequestIdFromToken = (secret: string, token: string) => idFrom(secret, "quote-request", token);
export const quoteRequestUrl = (appUrl: string, secret: string, requestId: string) =>
  `${appUrl}${QUOTE_PATH}/${quoteRequestToken(secret, requestId)}`;
