import { MaxFileSizeExceededError, MaxFilesExceededError, parseFormData, type FileUpload } from "@remix-run/form-data-parser";
import { data } from "react-router";
import type { ProcessedPhoto } from "./photo-processing.server";
import { processPhotoInTurn } from "./photo-queue.server";
import type { UploadAllowance } from "./photo-upload-limit.server";
import { PHOTO_MAX_BYTES, PHOTO_REFUSALS } from "~/lib/project-limits";
import { UNREADABLE_FORM } from "./form-data.server";

/** The upload form's field holding the files. */
export const PHOTO_FIELD = "photos";

export type ReceivedFile = { name: string; photo: ProcessedPhoto } | { name: string; refusal: string };

export interface ReceivedUpload {
  files: ReceivedFile[];
  /** The other fields (alt text, before/after) as sent. */
  fields: FormData;
  /** Set when the parse stopped early (too many files, one far too large): what was read before still counts. */
  stopped: string | null;
  /** A file was refused by the account's hourly limit. */
  limited: boolean;
}

/**
 * How far past 15 MB a file is still read, so that it is refused by its name and the files after it
 * are kept; a larger one stops the parse (its name is not known until read) and is answered as such.
 */
const READ_LIMIT_BYTES = 2 * PHOTO_MAX_BYTES;

/**
 * Reads a multipart upload file by file as it streams in, each file processed (checked by its bytes,
 * re-encoded) before the next is read, so one upload file is in memory at a time. `maxFiles` is 1 for
 * the browser's one-file-per-request upload and 12 for the plain form. Each file is first counted
 * against the account's hourly limit (`allow`), then waits its turn in the process's photo queue.
 */
export async function receivePhotos(request: Request, maxFiles: number, allow: UploadAllowance): Promise<ReceivedUpload> {
  const files: ReceivedFile[] = [];
  let stopped: string | null = null;
  let limited = false;
  const handle = async (file: FileUpload) => {
    if (file.fieldName !== PHOTO_FIELD) return null;
    // An empty file input still sends a part with no name and no bytes.
    if (file.size === 0 && !file.name) return null;
    const name = file.name || "unnamed file";
    if (file.size > PHOTO_MAX_BYTES) {
      files.push({ name, refusal: PHOTO_REFUSALS.tooLarge });
      return null;
    }
    const overLimit = await allow();
    if (overLimit) {
      limited = true;
      files.push({ name, refusal: overLimit });
      return null;
    }
    const result = await processPhotoInTurn(await file.bytes(), request.signal);
    if (!result) files.push({ name, refusal: PHOTO_REFUSALS.failed });
    else files.push(result.ok ? { name, photo: result.photo } : { name, refusal: result.reason });
    return null;
  };
  let fields = new FormData();
  try {
    fields = await parseFormData(request, { maxFiles, maxFileSize: maxFiles === 1 ? PHOTO_MAX_BYTES : READ_LIMIT_BYTES }, handle);
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError) {
      stopped = maxFiles === 1 ? PHOTO_REFUSALS.tooLarge : "A file far larger than 15 MB stopped the upload: the files after it were not read. Please send them again.";
    } else if (error instanceof MaxFilesExceededError) {
      stopped = `Please send at most ${maxFiles} photos at a time: the files after the ${maxFiles}th were not read.`;
    } else {
      throw data(UNREADABLE_FORM, { status: 400, statusText: "Bad Request" });
    }
  }
  return { files, fields, stopped, limited };
}
