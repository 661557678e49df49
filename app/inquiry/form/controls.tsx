import { memo } from "react";
import {
  Field,
  FieldControl,
  FieldError,
  FieldHint,
  FieldLabel,
} from "#app/components/ui/field.tsx";
import { AlertIcon } from "#app/components/ui/icons.tsx";
import { contactFormCopy as copy } from "#app/content/contact-form.ts";

/**
 * The contact form's look for the shared field parts (components/ui/field.tsx): its labels with
 * the required and optional marks, its hints and its errors. Every control's id follows one
 * scheme (fieldId), so the form can move focus to the first invalid control.
 */

export const fieldId = (name: string) => `contact-${name}`;

export const controlClass =
  "block w-full rounded-none border border-muted/80 bg-white/55 px-4 py-3 text-base text-ink transition-colors placeholder:text-muted/90 hover:border-ink focus-visible:border-accent focus-visible:bg-white aria-invalid:border-accent-strong aria-invalid:bg-white";

/** One field of the contact form: the shared Field under the form's id for `name`. */
export function ContactField({
  name,
  hint,
  error,
  children,
}: {
  name: string;
  hint?: React.ReactNode;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <Field id={fieldId(name)} hint={hint} error={error}>
      {children}
    </Field>
  );
}

export function ContactLabel({
  label,
  required,
  optional,
}: {
  label: string;
  required?: boolean;
  optional?: boolean;
}) {
  return (
    <FieldLabel className="label-caps mb-2.5 flex items-baseline gap-2 text-ink">
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
    </FieldLabel>
  );
}

export function ContactHint() {
  return <FieldHint className="mt-2 text-sm text-muted" />;
}

export function ContactError() {
  return (
    <FieldError className="mt-2 flex items-start gap-2 text-sm text-accent-strong">
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
    </FieldError>
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

export const TextField = memo(function TextField({
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
      <ContactField name={name} hint={hint} error={error}>
        <ContactLabel label={label} required={required} optional={optional} />
        <FieldControl>
          <input
            {...input}
            name={name}
            value={value}
            onChange={(event) => onValue(event.target.value)}
            required={required}
            className={controlClass}
          />
        </FieldControl>
        <ContactHint />
        <ContactError />
      </ContactField>
    </div>
  );
});

export const CheckboxField = memo(function CheckboxField({
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
      <ContactField name={name} error={error}>
        <div className="flex items-start gap-4">
          <FieldControl>
            <input
              type="checkbox"
              name={name}
              value="on"
              checked={checked}
              onChange={(event) => onChecked(event.target.checked)}
              required={required}
              className="mt-0.5 size-6 shrink-0 cursor-pointer accent-accent-strong"
            />
          </FieldControl>
          <FieldLabel className="cursor-pointer text-[0.95rem] leading-relaxed">
            {children}
            {required && (
              <span aria-hidden="true" className="text-accent">
                {" "}
                *
              </span>
            )}
          </FieldLabel>
        </div>
        <div className="pl-10">
          <ContactError />
        </div>
      </ContactField>
    </div>
  );
});
