import { useRef, useState, useSyncExternalStore } from "react";
import { useRevalidator } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { PHOTO_ALT_MAX } from "~/lib/field-limits";
import { ALT_HINT, ALT_REQUIRED, PHOTO_ACCEPT, PHOTO_MAX_BYTES, PHOTO_REFUSALS, PHOTO_WAITING } from "~/lib/project-limits";
import { PhaseOptions } from "~/components/projects/project-controls";
import type { UploadResult } from "~/lib/form-results";

type ItemState = "ready" | "uploading" | "stored" | "refused";
interface Item {
  key: string;
  file: File;
  alt: string;
  phase: string;
  state: ItemState;
  progress: number;
  message?: string;
  altError?: string;
}

const noSubscription = () => () => {};
const HEIC = /\.(heic|heif)$/i;

/** A quick refusal in the browser, before sending; the server checks the bytes whatever this says. */
function refuseEarly(file: File): string | undefined {
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_REFUSALS.tooLarge;
  if (HEIC.test(file.name) || /image\/hei[cf]/.test(file.type)) return PHOTO_REFUSALS.heic;
  return undefined;
}

/** A HEIC photo as a JPEG, drawn through a canvas where the browser can decode it (the drawing keeps no metadata); null elsewhere. */
async function heicToJpeg(file: File): Promise<File | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const canvas = document.createElement("canvas");
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.9));
    if (!blob || blob.size > PHOTO_MAX_BYTES) return null;
    return new File([blob], file.name.replace(/\.(heic|heif)$/i, ".jpg"), { type: "image/jpeg" });
  } catch {
    return null;
  }
}

/**
 * Adding photos. Without JavaScript: a plain multipart form (up to 12 files) whose answer page lists
 * each file's outcome; the descriptions are asked for afterwards. With JavaScript: each chosen file
 * gets its description and before/after mark first, then is sent in its own request, with its own
 * progress bar and message, so one refused file never holds up the others.
 */
export function PhotoUploader({ projectId, room }: { projectId: string; room: number }) {
  // False in the server's HTML and until hydration: the plain form works until then.
  const enhanced = useSyncExternalStore(noSubscription, () => true, () => false);
  const [items, setItems] = useState<Item[]>([]);
  const [sending, setSending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const revalidator = useRevalidator();

  const update = (key: string, change: Partial<Item>) => setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const choose = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    let free = room;
    const next = chosen.map((file, index): Item => {
      const early = refuseEarly(file) ?? (free > 0 ? undefined : PHOTO_REFUSALS.projectFull);
      if (!early || early === PHOTO_REFUSALS.heic) free -= 1;
      const key = `${index}-${file.name}-${file.size}`;
      if (early === PHOTO_REFUSALS.heic) return { key, file, alt: "", phase: "", state: "uploading", progress: 0, message: "Converting to JPEG…" };
      return { key, file, alt: "", phase: "", state: early ? "refused" : "ready", progress: 0, message: early };
    });
    setItems(next);
    // A browser that can read HEIC (Safari) turns it into a JPEG here; elsewhere the message says how to.
    for (const item of next.filter((i) => i.state === "uploading")) {
      void heicToJpeg(item.file).then((jpeg) =>
        update(item.key, jpeg ? { file: jpeg, state: "ready", message: undefined } : { state: "refused", message: PHOTO_REFUSALS.heic }),
      );
    }
  };

  const send = (item: Item) =>
    new Promise<void>((resolve) => {
      const body = new FormData();
      body.set("photos", item.file, item.file.name);
      body.set("alt", item.alt.trim());
      body.set("phase", item.phase);
      const xhr = new XMLHttpRequest();
      xhr.open("POST", `/dashboard/projects/${projectId}/upload`);
      xhr.responseType = "json";
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) update(item.key, { progress: Math.round((event.loaded / event.total) * 100) });
      };
      // Every byte is sent: the server now processes the photo, or waits for its turn when others'
      // photos are being processed (one or two at a time). It cannot say which until it answers.
      xhr.upload.onload = () => update(item.key, { progress: 100, message: PHOTO_WAITING });
      xhr.onload = () => {
        const result = xhr.response as UploadResult | null;
        const file = result?.files[0];
        if (xhr.status === 200 && file?.stored) update(item.key, { state: "stored", progress: 100, message: "Uploaded." });
        else {
          const reason = (file && !file.stored && file.reason) || result?.stopped || (xhr.status === 413 ? PHOTO_REFUSALS.tooLarge : PHOTO_REFUSALS.failed);
          update(item.key, { state: "refused", message: reason });
        }
        resolve();
      };
      xhr.onerror = () => {
        update(item.key, { state: "refused", message: PHOTO_REFUSALS.failed });
        resolve();
      };
      update(item.key, { state: "uploading", progress: 0, message: "Uploading…" });
      xhr.send(body);
    });

  const upload = async () => {
    const ready = items.filter((item) => item.state === "ready");
    const missing = ready.filter((item) => !item.alt.trim());
    if (missing.length > 0) {
      setItems((all) => all.map((item) => (missing.includes(item) ? { ...item, altError: ALT_REQUIRED } : item)));
      requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSending(true);
    // One after another: the server processes one photo at a time anyway, and each bar means something.
    for (const item of ready) await send(item);
    setSending(false);
    if (inputRef.current) inputRef.current.value = "";
    void revalidator.revalidate();
  };

  const waiting = items.filter((item) => item.state === "ready").length;
  return (
    <form
      method="post"
      action={`/dashboard/projects/${projectId}/photos`}
      encType="multipart/form-data"
      noValidate
      className="mt-6 border-t border-line pt-5"
      onSubmit={(event) => {
        if (!enhanced) return;
        event.preventDefault();
        void upload();
      }}
    >
      <h3 className="text-lg font-semibold">Add photos</h3>
      <p id="photos-hint" className="mt-1 text-sm text-ink-muted">
        JPEG, PNG, WebP or AVIF, up to 15 MB each; up to {room} more for this project. Location and camera details are removed from every photo.
        {!enhanced && " You describe each photo after the upload."}
      </p>
      <label htmlFor={`photos-${projectId}`} className={cn(buttonClasses("outline", "md", "mt-3 cursor-pointer has-[:focus-visible]:outline-2"))}>
        <Icon name="image-plus" className="size-4" />
        Choose photos
        <input
          ref={inputRef}
          id={`photos-${projectId}`}
          name="photos"
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          aria-describedby="photos-hint"
          className="sr-only"
          onChange={(event) => enhanced && choose(event.target.files)}
        />
      </label>
      {items.length > 0 && (
        <ol ref={listRef} className="mt-4 grid gap-3" aria-label="Chosen photos">
          {items.map((item) => (
            <UploadItem key={item.key} item={item} disabled={sending} onChange={(change) => update(item.key, change)} />
          ))}
        </ol>
      )}
      <div className="mt-4">
        <Button type="submit" disabled={sending || (enhanced && waiting === 0)}>
          {sending ? "Uploading..." : enhanced && waiting > 0 ? `Upload ${waiting} ${waiting === 1 ? "photo" : "photos"}` : "Upload photos"}
        </Button>
      </div>
    </form>
  );
}

function UploadItem({ item, disabled, onChange }: { item: Item; disabled: boolean; onChange: (change: Partial<Item>) => void }) {
  const id = item.key.replace(/[^a-zA-Z0-9-]/g, "_");
  const altId = `upload-alt-${id}`;
  return (
    <li className="rounded-lg border border-line bg-white p-3" data-upload={item.file.name}>
      <p className="font-semibold [overflow-wrap:anywhere]">{item.file.name}</p>
      {item.state === "ready" && (
        <div className="mt-2 grid gap-3 sm:grid-cols-[1fr_10rem]">
          <div>
            <label htmlFor={altId} className="mb-1 block text-sm font-semibold">
              Description (alt text) of {item.file.name}
            </label>
            <input
              id={altId}
              value={item.alt}
              required
              maxLength={PHOTO_ALT_MAX}
              disabled={disabled}
              onChange={(event) => onChange({ alt: event.target.value, altError: undefined })}
              aria-invalid={item.altError ? true : undefined}
              aria-describedby={[`${altId}-hint`, item.altError ? `${altId}-error` : ""].join(" ").trim()}
              className={cn("h-11 w-full rounded-lg border bg-white px-3", item.altError ? "border-oxblood-600" : "border-line")}
            />
            <p id={`${altId}-hint`} className="mt-1 text-xs text-ink-muted">
              {ALT_HINT}
            </p>
            {item.altError && (
              <p id={`${altId}-error`} className="mt-1 text-sm text-oxblood-700">
                {item.altError}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={`${altId}-phase`} className="mb-1 block text-sm font-semibold">
              Before or after
            </label>
            <select
              id={`${altId}-phase`}
              value={item.phase}
              disabled={disabled}
              onChange={(event) => onChange({ phase: event.target.value })}
              className="h-11 w-full rounded-lg border border-line bg-white px-3"
            >
              <PhaseOptions />
            </select>
          </div>
        </div>
      )}
      {item.state !== "ready" && item.state !== "refused" && (
        <progress max={100} value={item.progress} aria-label={`Upload of ${item.file.name}`} className="mt-2 h-2 w-full accent-racing-700" />
      )}
      <p role="status" className={cn("mt-1 text-sm", item.state === "refused" ? "text-oxblood-700" : "text-ink-muted")}>
        {item.message && (item.state === "refused" ? `${item.file.name}: ${item.message}` : item.message)}
      </p>
    </li>
  );
}
