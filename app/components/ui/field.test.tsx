import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TextAreaField, TextField } from "./field";
import { SelectField } from "./select-field";
import { PasswordField } from "~/components/ui/password-field";

/** The ids a control's aria-describedby names, read from rendered markup. */
function describedBy(html: string, id: string): string[] {
  const control = new RegExp(`<(?:input|textarea|select)[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? "";
  return /aria-describedby="([^"]*)"/.exec(control)?.[1]?.split(" ") ?? [];
}

describe("a field's error is tied to its control for screen readers", () => {
  it("keeps the control's own hint (a counter) beside the error", () => {
    const html = renderToStaticMarkup(
      <TextAreaField id="description" name="description" label="Description" aria-describedby="description-counter" error="Too short" />,
    );
    expect(describedBy(html, "description")).toEqual(["description-counter", "description-error"]);
    expect(html).toContain('id="description-error"');
    expect(html).toContain('aria-invalid="true"');
  });

  it("on text, password and select fields, with and without a hint", () => {
    const text = renderToStaticMarkup(<TextField id="city" name="city" label="City" error="City is required" />);
    expect(describedBy(text, "city")).toEqual(["city-error"]);
    const password = renderToStaticMarkup(
      <PasswordField id="password" name="password" label="Password" aria-describedby="password-requirements" error="Too short" />,
    );
    expect(describedBy(password, "password")).toEqual(["password-requirements", "password-error"]);
    const select = renderToStaticMarkup(
      <SelectField id="county" name="county" label="County" error="Choose one">
        <option>Kent</option>
      </SelectField>,
    );
    expect(describedBy(select, "county")).toEqual(["county-error"]);
  });

  it("names only the hint when there is no error", () => {
    const html = renderToStaticMarkup(<TextField id="phone" name="phone" label="Phone" aria-describedby="phone-hint" />);
    expect(describedBy(html, "phone")).toEqual(["phone-hint"]);
    expect(html).not.toContain("aria-invalid");
  });
});
