import { packageChoices } from "~/content/packages";

/**
 * The inquiry's fields as the form's markup, the schema (./schema.ts) and the mails know
 * them: choices, limits and the reading of a posted form. No zod here, so the page can render and
 * hydrate the form without loading the validator.
 */

export const packageValues = packageChoices.map((choice) => choice.value) as [
  (typeof packageChoices)[number]["value"],
  ...(typeof packageChoices)[number]["value"][],
];

export const sourceOptions = [
  { value: "instagram", label: "Instagram" },
  { value: "recommendation", label: "Empfehlung" },
  { value: "google", label: "Google" },
  { value: "returning", label: "Ich war schon Kundin" },
  { value: "other", label: "Sonstiges" },
] as const;

export const sourceValues = sourceOptions.map((option) => option.value) as [
  (typeof sourceOptions)[number]["value"],
  ...(typeof sourceOptions)[number]["value"][],
];

export const limits = { name: 100, email: 255, phone: 50, message: 1000 } as const;

/** Reads a posted form (no-JS path, or FormData from the page) into the schema's input shape. */
export function inquiryInputFromFormData(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return {
    firstName: text("firstName"),
    lastName: text("lastName"),
    email: text("email"),
    phone: text("phone"),
    package: text("package"),
    preferredDate: text("preferredDate"),
    message: text("message"),
    source: text("source"),
    installmentInfo: form.get("installmentInfo") !== null,
    gdprConsent: form.get("gdprConsent") !== null,
  };
}
