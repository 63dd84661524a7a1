import { data, redirect } from "react-router";
import type { Profile, RequestContext } from "~/context";
import { z } from "~/lib/zod";
import { formFailure, formSuccess, parseForm } from "~/lib/form";
import { photoSchema, projectSchema, uploadFieldsSchema } from "~/lib/project-schemas";
import { PHOTO_REFUSALS, PROJECTS_PER_PROFILE } from "~/lib/project-limits";
import {
  addPhotos,
  createProject,
  deletePhoto,
  deleteProject,
  movePhoto,
  moveProject,
  updatePhoto,
  updateProject,
  type NewPhoto,
} from "~/models/projects.server";
import { readFormData } from "~/services/form-data.server";
import { intent, intentAction } from "~/services/form-intents.server";
import { NO_FIELDS } from "~/lib/schemas";
import { receivePhotos, type ReceivedFile, type ReceivedUpload } from "~/services/photo-upload.server";
import { photoUploadAllowance } from "~/services/photo-upload-limit.server";
import { toastHeader } from "~/services/toast.server";
import { logger } from "~/services/logger.server";
import { notFound } from "~/services/not-found.server";
import type { ProjectPageResult, UploadedFile, UploadResult } from "~/lib/form-results";

export const PROJECT_SENT = "Saved. The project has been sent for moderation and will show on your profile once approved.";
export const PROJECT_LIMIT = `You already have ${PROJECTS_PER_PROFILE} projects. Delete one to add another.`;
const NOT_YOURS = "That project or photo no longer exists.";

const answer = (result: ProjectPageResult, status = 200) => data<ProjectPageResult>(result, { status });
const invalid = () => answer(formFailure({}, {}, { message: "Invalid request" }), 400);
const gone = (intent: string) => answer({ ...formFailure({}, {}, { message: NOT_YOURS }), intent }, 404);

/** What the project forms' handlers share: the request's context and the signed-in specialist's own profile. */
interface ProjectArgs {
  context: RequestContext;
  profile: Profile;
}

const Move = z.object({ id: z.uuid(), direction: z.enum(["up", "down"]) });
const ById = z.object({ id: z.uuid() });

/** The list page: move a project up or down, or delete it (confirmed in a dialog with JavaScript). */
const projectListIntents = intentAction<ProjectArgs, ReturnType<typeof answer>>(
  {
    move: intent(Move, async ({ id, direction }, { context, profile }) =>
      (await moveProject(context.db, profile.id, id, direction)) ? answer(formSuccess("Order saved.", { intent: "move" })) : gone("move"),
    ),
    delete: intent(ById, async ({ id }, { context, profile }) =>
      (await deleteProject(context.db, profile.id, id)) ? answer(formSuccess("The project has been deleted.", { intent: "delete" })) : gone("delete"),
    ),
  },
  // Hidden fields only: a refusal is a hand-made request, not a typing slip.
  () => invalid(),
);

export async function projectListAction(request: Request, context: RequestContext, profile: Profile) {
  return projectListIntents(await readFormData(request), { context, profile });
}

/** A new project (pending moderation), then on to its page to add the photos. */
export async function createProjectAction(request: Request, context: RequestContext, profile: Profile) {
  const form = await readFormData(request);
  const parsed = parseForm(projectSchema, form);
  if (parsed.status === "error") return answer(formFailure(parsed.values, parsed.fieldErrors), 400);
  const created = await createProject(context.db, profile.id, parsed.data);
  if (created === "full") return answer(formFailure(parsed.values, {}, { message: PROJECT_LIMIT }), 409);
  const cookie = await toastHeader(context.secret, { type: "success", title: "Project created", description: "Now add its photos." });
  return redirect(`/dashboard/projects/${created.id}`, { headers: { "Set-Cookie": cookie } });
}

const PhotoMove = z.object({ photoId: z.uuid(), direction: z.enum(["up", "down"]) });
const PhotoId = z.object({ photoId: z.uuid() });

/** The project page's forms: the fields, each photo's description, order and deletion, the project's deletion. */
const projectPageIntents = intentAction<ProjectArgs & { projectId: string }, ReturnType<typeof answer> | Response>(
  {
    save: intent(projectSchema, async (input, { context, profile, projectId }) =>
      (await updateProject(context.db, profile.id, projectId, input)) ? answer(formSuccess(PROJECT_SENT, { intent: "save" })) : gone("save"),
    ),
    photo: intent(photoSchema, async ({ photoId, alt, phase }, { context, profile }) =>
      (await updatePhoto(context.db, profile.id, photoId, { alt, phase }))
        ? answer(formSuccess("Photo saved. The project has been sent for moderation.", { intent: "photo", photoId }))
        : gone("photo"),
    ),
    "move-photo": intent(PhotoMove, async ({ photoId, direction }, { context, profile }) =>
      (await movePhoto(context.db, profile.id, photoId, direction)) ? answer(formSuccess("Order saved.", { intent: "move-photo", photoId })) : gone("move-photo"),
    ),
    "delete-photo": intent(PhotoId, async ({ photoId }, { context, profile }) =>
      (await deletePhoto(context.db, profile.id, photoId)) ? answer(formSuccess("The photo has been deleted.", { intent: "delete-photo" })) : gone("delete-photo"),
    ),
    delete: intent(NO_FIELDS, async (_input, { context, profile, projectId }) => {
      if (!(await deleteProject(context.db, profile.id, projectId))) return gone("delete");
      const cookie = await toastHeader(context.secret, { type: "success", title: "The project has been deleted." });
      return redirect("/dashboard/projects", { headers: { "Set-Cookie": cookie } });
    }),
  },
  ({ intent, fieldErrors, values }) => {
    // The fields the specialist typed are answered under them; a bad hidden id is a hand-made request.
    if (intent === "save") return answer({ ...formFailure(values, fieldErrors), intent }, 400);
    if (intent === "photo" && !fieldErrors.photoId) {
      return answer({ ...formFailure(values, fieldErrors), intent, photoId: typeof values.photoId === "string" ? values.photoId : undefined }, 400);
    }
    return invalid();
  },
);

export async function projectPageAction(request: Request, context: RequestContext, profile: Profile, projectId: string) {
  return projectPageIntents(await readFormData(request), { context, profile, projectId });
}

/**
 * Stores the accepted files of an upload in one transaction (each photo with all its files, or none
 * of it) and names every refused file with its reason. Null when the project is not the profile's.
 */
async function storeUpload(context: RequestContext, profile: Profile, projectId: string, upload: ReceivedUpload): Promise<UploadResult | null> {
  const extra = uploadFieldsSchema.safeParse({ alt: upload.fields.get("alt") ?? undefined, phase: upload.fields.get("phase") ?? undefined });
  const { alt, phase } = extra.success ? extra.data : { alt: "", phase: null };
  const accepted = upload.files.flatMap((file) => ("photo" in file ? [file] : []));
  const photos: NewPhoto[] = accepted.map(({ photo }) => ({ ...photo, alt, phase }));
  let storedIds: string[];
  let reason: string = PHOTO_REFUSALS.projectFull;
  try {
    const stored = await addPhotos(context.db, profile.id, projectId, photos);
    if (!stored) return null;
    storedIds = stored.stored;
  } catch (error) {
    // The transaction rolled back: no photo of this upload was kept, none half-stored.
    logger.error({ err: error }, "photos not stored");
    storedIds = [];
    reason = PHOTO_REFUSALS.failed;
  }
  // addPhotos keeps the first ones up to the limit, in order: the rest were refused for it.
  const outcome = new Map<ReceivedFile, UploadedFile>(
    accepted.map((file, index): [ReceivedFile, UploadedFile] => {
      const photoId = storedIds[index];
      return [file, photoId ? { name: file.name, stored: true, photoId } : { name: file.name, stored: false, reason }];
    }),
  );
  return {
    files: upload.files.map((file) => outcome.get(file) ?? { name: file.name, stored: false, reason: "refusal" in file ? file.refusal : PHOTO_REFUSALS.failed }),
    stopped: upload.stopped,
  };
}

/** The specialist uploading: their profile, and their account, whose hourly photo limit counts each file. */
export interface Uploader {
  profile: Profile;
  userId: string;
}

/** The plain form's upload (no JavaScript): up to 12 files at once; the answer page lists each file's outcome. */
export async function uploadPhotosAction(request: Request, context: RequestContext, uploader: Uploader, projectId: string) {
  const upload = await receivePhotos(request, 12, photoUploadAllowance(context, uploader.userId));
  const result = await storeUpload(context, uploader.profile, projectId, upload);
  if (!result) notFound("project");
  return result;
}

/** The browser's upload: one file per request (for its progress bar), with its description; a JSON answer. */
export async function uploadOnePhoto(request: Request, context: RequestContext, uploader: Uploader, projectId: string) {
  const upload = await receivePhotos(request, 1, photoUploadAllowance(context, uploader.userId));
  const result = await storeUpload(context, uploader.profile, projectId, upload);
  if (!result) return Response.json({ files: [], stopped: NOT_YOURS } satisfies UploadResult, { status: 404 });
  const refused = result.stopped !== null || result.files.some((file) => !file.stored);
  return Response.json(result, { status: upload.limited ? 429 : refused ? 422 : 200 });
}
