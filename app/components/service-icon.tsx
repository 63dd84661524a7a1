import {
  Armchair,
  Cable,
  ClipboardList,
  Cog,
  Flame,
  type LucideIcon,
  PaintBucket,
  Sparkles,
  Stethoscope,
  Wrench,
  Zap,
} from "lucide-react";
import type { ServiceType } from "~/content/taxonomy";

const ICONS: Record<ServiceType, LucideIcon> = {
  "Chrome & Polishing": Sparkles,
  "Classic Conversions": Zap,
  "Diagnostics & Inspection": Stethoscope,
  "Electrics & Wiring": Cable,
  "Engine Rebuilds": Cog,
  "Fabrication & Welding": Flame,
  "Mechanical Repairs": Wrench,
  "Paint & Bodywork": PaintBucket,
  "Restoration Management": ClipboardList,
  "Upholstery & Trim": Armchair,
};

export function ServiceIcon({ service, className }: { service: ServiceType; className?: string }) {
  const Icon = ICONS[service];
  return <Icon aria-hidden className={className} />;
}
