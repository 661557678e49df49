import {
  Field,
  FieldControl,
  FieldHint,
  FieldLabel,
  useField,
  type ControlProps,
} from "#app/components/ui/field.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { hintClass, labelClass } from "#app/studio/ui/styles.ts";

/**
 * A field of a studio form in the studio's look: the label above the control (an input, textarea
 * or select, the one child), the hint below it, and an error as a notice. The wiring (ids,
 * `aria-describedby`, `aria-invalid`) is the shared Field's (components/ui/field.tsx).
 */
export function StudioField({
  id,
  label,
  hint,
  error,
  describedBy,
  className,
  children,
}: {
  id?: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string;
  describedBy?: string;
  className?: string;
  children: React.ReactElement<ControlProps>;
}) {
  return (
    <div className={className}>
      <Field id={id} hint={hint} error={error} describedBy={describedBy}>
        <FieldLabel className={labelClass}>{label}</FieldLabel>
        <FieldControl>{children}</FieldControl>
        <FieldHint className={hintClass} />
        <StudioFieldError />
      </Field>
    </div>
  );
}

/** A studio field's error: an alert next to the control it names. */
export function StudioFieldError() {
  const { error, errorId } = useField();
  if (!error) return null;
  return (
    <Notice tone="error" id={errorId}>
      {error}
    </Notice>
  );
}
