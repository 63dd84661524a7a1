import type { SelectHTMLAttributes } from "react";
import { SERVICE_OPTIONS, VEHICLE_MAKE_OPTIONS } from "~/content/taxonomy";
import { NativeSelect } from "~/components/ui/select";

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, "children">;

/** Service types by slug, with "All services" for no filter. */
export function ServiceSelect(props: Props) {
  return (
    <NativeSelect name="service" {...props}>
      <option value="">All services</option>
      {SERVICE_OPTIONS.map((o) => (
        <option key={o.slug} value={o.slug}>
          {o.name}
        </option>
      ))}
    </NativeSelect>
  );
}

/** Vehicle makes by slug, with "All makes" for no filter. */
export function MakeSelect(props: Props) {
  return (
    <NativeSelect name="vehicle" {...props}>
      <option value="">All makes</option>
      {VEHICLE_MAKE_OPTIONS.map((o) => (
        <option key={o.slug} value={o.slug}>
          {o.name}
        </option>
      ))}
    </NativeSelect>
  );
}
