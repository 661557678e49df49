import { contactFormCopy as copy } from "#app/content/contact-form.ts";

/**
 * Labelled form controls of the contact form. Each control links its hint and error message
 * with aria-describedby and carries aria-invalid while it has an error; the ids follow one
 * scheme (fieldId/errorId) so the form can move focus to the first invalid control.
 */

export const fieldId = (name: string) => `contact-${name}`;
const errorId = (name: string) => `contact-${name}-error`;
const hintId = (name: string) => `contact-${name}-hint`;

export function describedBy(name: string, { hint, error }: { hint?: boolean; error?: string }) {
  const ids = [hint && hintId(name), error && errorId(name)].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export const controlClass =
  "block w-full rounded-none border border-muted/80 bg-white/55 px-4 py-3 text-base text-ink transition-colors placeholder:text-muted/90 hover:border-ink focus-visible:border-accent focus-visible:bg-white aria-invalid:border-accent-strong aria-invalid:bg-white";

export function FieldLabel({
  name,
  label,
  required,
  optional,
}: {
  name: string;
  label: string;
  required?: boolean;
  optional?: boolean;
}) {
  return (
    <label htmlFor={fieldId(name)} className="label-caps mb-2.5 flex items-baseline gap-2 text-ink">
      {label}
      {required && (
        <span aria-hidden="true" className="text-accent">
          *
        </span>
      )}
      {optional && (
        <span className="text-[0.7rem] font-normal tracking-normal text-muted normal-case">
          ({copy.optional})
        </span>
      )}
    </label>
  );
}

export function FieldHint({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <p id={hintId(name)} className="mt-2 text-sm text-muted">
      {children}
    </p>
  );
}

export function FieldError({ name, error }: { name: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={errorId(name)} className="mt-2 flex items-start gap-2 text-sm text-accent-strong">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="mt-0.5 size-4 shrink-0" fill="none">
        <circle cx="8" cy="8" r="7" stroke="currentColor" strokeWidth="1.3" />
        <path d="M8 4.5v4.5M8 11v.5" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      {error}
    </p>
  );
}

type TextFieldProps = {
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  required?: boolean;
  optional?: boolean;
  hint?: React.ReactNode;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "value" | "onChange">;

export function TextField({
  name,
  label,
  value,
  onValue,
  error,
  required,
  optional,
  hint,
  className,
  ...input
}: TextFieldProps) {
  return (
    <div className={className}>
      <FieldLabel name={name} label={label} required={required} optional={optional} />
      <input
        {...input}
        id={fieldId(name)}
        name={name}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, { hint: Boolean(hint), error })}
        className={controlClass}
      />
      {hint && <FieldHint name={name}>{hint}</FieldHint>}
      <FieldError name={name} error={error} />
    </div>
  );
}

export function CheckboxField({
  name,
  checked,
  onChecked,
  error,
  required,
  children,
}: {
  name: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  error?: string;
  required?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div>
      <div className="flex items-start gap-4">
        <input
          type="checkbox"
          id={fieldId(name)}
          name={name}
          value="on"
          checked={checked}
          onChange={(event) => onChecked(event.target.checked)}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, { error })}
          className="mt-0.5 size-6 shrink-0 cursor-pointer accent-accent-strong"
        />
        <label htmlFor={fieldId(name)} className="cursor-pointer text-[0.95rem] leading-relaxed">
          {children}
          {required && (
            <span aria-hidden="true" className="text-accent">
              {" "}
              *
            </span>
          )}
        </label>
      </div>
      <div className="pl-10">
        <FieldError name={name} error={error} />
      </div>
    </div>
  );
}
