import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";

// docs/spec.md §9: the confirmation shows, and the button stays disabled, for 2 seconds.
const COPY_CONFIRMATION_MS = 2_000;

async function copyText(text: string) {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and non-secure origins: the selection-based fallback.
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  document.execCommand("copy");
  area.remove();
}

export function CopyLinkButton({ label = "Copy Results Link" }: { label?: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Button
      variant="outline"
      size="md"
      disabled={copied}
      onClick={async () => {
        await copyText(window.location.href);
        setCopied(true);
        timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
      }}
    >
      {copied ? <Icon name="check" className="size-4" /> : <Icon name="link-2" className="size-4" />}
      <span aria-live="polite">{copied ? "Link Copied!" : label}</span>
    </Button>
  );
}
