import { cloneElement, createContext, useContext, useId } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * A form field's parts, wired together: the label names the control, and the control names its
 * hint and its error in `aria-describedby` and is `aria-invalid` while it has an error. Parts, not
 * a layout: each form places them and gives them its look (the site's contact form, the studio's
 * forms). The ids follow the control's: `<id>-hint` and `<id>-error`, with the id given (a form
 * that moves focus to a control by its name) or one from `useId`.
 *
 *   <Field id="template-name" hint={copy.nameHint} error={errors.name}>
 *     <FieldLabel className={labelClass}>{copy.nameLabel}</FieldLabel>
 *     <FieldControl>
 *       <input name="name" required className={inputClass} />
 *     </FieldControl>
 *     <FieldHint className={hintClass} />
 *     <FieldError className={errorClass} />
 *   </Field>
 */

export type FieldState = {
  /** The control's id, which the label points to. */
  id: string;
  hintId: string;
  errorId: string;
  hint: React.ReactNode;
  error: React.ReactNode;
  /** Ids of further texts that describe the control (a help text several fields share). */
  describedBy?: string;
};

const hintIdOf = (controlId: string) => `${controlId}-hint`;
const errorIdOf = (controlId: string) => `${controlId}-error`;

/**
 * What describes a control, in reading order: its hint, further texts, then its error. Undefined
 * when nothing does (the attribute is left out).
 */
export function describedByOf({
  id,
  hint,
  error,
  describedBy,
}: Pick<FieldState, "id"> & Partial<FieldState>): string | undefined {
  const ids = [hint ? hintIdOf(id) : null, describedBy, error ? errorIdOf(id) : null];
  return cn(...ids) || undefined;
}

const FieldContext = createContext<FieldState | null>(null);

/** The field around the parts inside it (no element of its own). */
export function Field({
  id,
  hint,
  error,
  describedBy,
  children,
}: {
  id?: string;
  /** The hint's text, shown by `FieldHint`; a field without one leaves it out. */
  hint?: React.ReactNode;
  /** The error's text, shown by `FieldError`; none while the value is fine. */
  error?: React.ReactNode;
  describedBy?: string;
  children: React.ReactNode;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const state: FieldState = {
    id: controlId,
    hintId: hintIdOf(controlId),
    errorId: errorIdOf(controlId),
    hint,
    error,
    describedBy,
  };
  return <FieldContext value={state}>{children}</FieldContext>;
}

/** The field's ids and texts, for a part that a form draws itself. */
export function useField(): FieldState {
  const field = useContext(FieldContext);
  if (!field) throw new Error("useField is for the parts inside a <Field>");
  return field;
}

export function FieldLabel(props: Omit<React.ComponentProps<"label">, "htmlFor">) {
  const { id } = useField();
  return <label htmlFor={id} {...props} />;
}

export type ControlProps = {
  id?: string;
  "aria-invalid"?: React.AriaAttributes["aria-invalid"];
  "aria-describedby"?: string;
};

/**
 * The control: an input, a textarea or a select, given as the one child. It gets the field's id,
 * `aria-describedby` (what it names itself comes after the hint) and, while the field has an
 * error, `aria-invalid`.
 */
export function FieldControl({ children }: { children: React.ReactElement<ControlProps> }) {
  const field = useField();
  const own = children.props;
  return cloneElement(children, {
    id: field.id,
    "aria-invalid": field.error ? true : own["aria-invalid"],
    "aria-describedby": describedByOf({
      ...field,
      describedBy: cn(own["aria-describedby"], field.describedBy) || undefined,
    }),
  });
}

/** The hint below the control, if the field has one. */
export function FieldHint({ className }: { className?: string }) {
  const { hint, hintId } = useField();
  if (!hint) return null;
  return (
    <p id={hintId} className={className}>
      {hint}
    </p>
  );
}

/** The error, while there is one; `children` come before its text (an icon, say). */
export function FieldError({
  className,
  children,
}: {
  className?: string;
  children?: React.ReactNode;
}) {
  const { error, errorId } = useField();
  if (!error) return null;
  return (
    <p id={errorId} className={className}>
      {children}
      {error}
    </p>
  );
}
