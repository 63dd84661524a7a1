import { data } from "react-router";

export const UNREADABLE_FORM = "The form could not be read. Please reload the page and try again.";

/**
 * The request's form fields. A body that is not a form (JSON, text/plain, a broken
 * multipart) is the client's mistake: a 400 with a message, never a 500.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(UNREADABLE_FORM, { status: 400, statusText: "Bad Request" });
  }
}
