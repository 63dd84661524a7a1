/**
 * An address shown back to its owner on a page reached by a link from their email (s•••@example.com):
 * enough to recognise, while a forwarded or shared link does not hand the whole address on (#24).
 * The enquirer's and the quote-request owner's review forms show it.
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}
