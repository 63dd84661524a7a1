import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Icon } from "~/components/ui/icon";
import { Button } from "~/components/ui/button";

// docs/spec.md §9: the confirmation shows, and the button stays disabled, for 2 seconds.
const COPY_CONFIRMATION_MS = 2_000;

async function copyText(text: string) {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  (await import("~/lib/copy-by-selection")).copyBySelection(text);
}

// "Hydrated yet?" as save-to-shortlist.tsx and photo-uploader.tsx ask it. Not a shared hook: a module of its
// own (or in the shell's file) added 26–30 B to /results' first load, over its budget, since each lazy
// import's preload list names every file the lazy file imports.
const noSubscription = () => () => {};

/**
 * Only ever imported lazily (results-list.tsx). It needs a script, so the server renders it disabled:
 * without JavaScript it cannot work, and until its file has come a click would be lost.
 */
export default function CopyLinkButton({ label = "Copy Results Link" }: { label?: string }) {
  const ready = useSyncExternalStore(noSubscription, () => true, () => false);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Button
      variant="outline"
      size="md"
      disabled={copied || !ready}
      onClick={async () => {
        await copyText(window.location.href);
        setCopied(true);
        timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
      }}
    >
      <Icon name={copied ? "check" : "link-2"} className="size-4" />
      <span aria-live="polite">{copied ? "Link Copied!" : label}</span>
    </Button>
  );
}
