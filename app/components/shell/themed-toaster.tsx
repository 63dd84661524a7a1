import { Toaster } from "sonner";

/** sonner's Toaster in our palette, so every toast keeps AA contrast. */
export default function ThemedToaster() {
  return (
    <Toaster
      position="top-center"
      closeButton
      toastOptions={{
        classNames: {
          toast: "!bg-white !text-ink !border-line !font-sans",
          success: "!bg-racing-50 !text-racing-900 !border-racing-200",
          error: "!bg-red-50 !text-oxblood-700 !border-red-200",
          title: "!font-semibold",
          description: "!text-ink",
        },
      }}
    />
  );
}
