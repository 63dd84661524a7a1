import { TextField } from "~/components/ui/field";
import { textOf, type FieldConstraint, type FieldErrors, type FormValues } from "~/lib/form";

/**
 * Who is writing: the name and email every form a visitor sends without an account asks for
 * (an enquiry, a review, a message to us), with the schema's constraints, what was typed before
 * a refusal, and each field's error tied to it.
 */
export function VisitorNameAndEmail({
  idPrefix,
  nameLabel = "Your name",
  emailLabel = "Your email",
  fields,
  values,
  errors,
  fixedEmail,
}: {
  idPrefix: string;
  nameLabel?: string;
  emailLabel?: string;
  fields: Record<string, FieldConstraint>;
  values: FormValues;
  errors: FieldErrors;
  /** An address the visitor may not change (an enquirer's own review link): shown, never posted. */
  fixedEmail?: string;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        name="name"
        label={nameLabel}
        autoComplete="name"
        {...fields.name}
        defaultValue={textOf(values, "name")}
        error={errors.name}
      />
      {fixedEmail === undefined ? (
        <TextField
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          label={emailLabel}
          autoComplete="email"
          {...fields.email}
          defaultValue={textOf(values, "email")}
          error={errors.email}
        />
      ) : (
        // Shown masked (the link's page is not the place for the whole address): text, as it is no address to check.
        <TextField id={`${idPrefix}-email`} type="text" label={emailLabel} value={fixedEmail} readOnly className="[&_input]:bg-ivory" />
      )}
    </>
  );
}
