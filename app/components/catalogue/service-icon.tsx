import { Icon, type IconName } from "~/components/ui/icon";

/** Each service category's drawing in the icon sprite, by the category's slug. */
export const SERVICE_ICONS: Record<string, IconName> = {
  "chrome-and-polishing": "sparkles",
  "classic-conversions": "zap",
  "diagnostics-and-inspection": "stethoscope",
  "electrics-and-wiring": "cable",
  "engine-rebuilds": "cog",
  "fabrication-and-welding": "flame",
  "mechanical-repairs": "wrench",
  "paint-and-bodywork": "paint-bucket",
  "restoration-management": "clipboard-list",
  "upholstery-and-trim": "armchair",
};

/** A service category's icon. */
export function ServiceIcon({ slug, className }: { slug: string; className?: string }) {
  return <Icon name={SERVICE_ICONS[slug] ?? "wrench"} className={className} />;
}
