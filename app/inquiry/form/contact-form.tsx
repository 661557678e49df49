import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useActionData } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { ChevronDownIcon } from "#app/components/ui/icons.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { isoDay, isoFromGermanDate } from "#app/availability/days.ts";
import {
  contactFormCopy as copy,
  inquiryServerMessages,
  inquiryToasts,
  sourceOptions,
} from "#app/content/contact-form.ts";
import { newSubmissionId, sendSafely, startFormSession } from "#app/inquiry/form/client.ts";
import {
  contactFormId,
  emptyValues,
  formTokenField,
  limits,
  readFormValues,
  type FormValues,
  type InquiryField,
} from "#app/inquiry/fields.ts";
import { parseForm, type FieldErrors } from "#app/forms/parse-form.ts";
import { onPackageSelected } from "#app/inquiry/form/package-selection.ts";
import { useSectionHydrated } from "#app/lib/use-hydrated.ts";
import { parseTypedDate } from "#app/inquiry/form/calendar-model.ts";
import { DatePicker, usePageLocale } from "#app/inquiry/form/date-picker.tsx";
import { FieldControl } from "#app/components/ui/field.tsx";
import {
  CheckboxField,
  ContactError,
  ContactField,
  ContactLabel,
  TextField,
  controlClass,
  fieldId,
} from "#app/inquiry/form/controls.tsx";
import { cn } from "#app/lib/cn.ts";
import { schemaInput, toPayload, type ContactActionData } from "#app/inquiry/form/form-values.ts";
import { NoScriptOutcome } from "#app/inquiry/form/no-script-outcome.tsx";
import { PackageCards } from "#app/inquiry/form/package-cards.tsx";
import { useTakenDays } from "#app/inquiry/form/taken-days.ts";
import type { ShootPackage } from "#app/website/schema.ts";

/**
 * The schema and zod (about 25 KB compressed) are needed only to check a submission, so they are
 * not part of the page's script: they load when the visitor starts filling in the form.
 */
const loadSchema = () => import("#app/inquiry/schema.ts");

/**
 * The booking inquiry. With JavaScript it validates with the shared schema, shows the spec's
 * toasts and sends JSON through `sendInquiry`; without it, the same form posts to the page's
 * action (`POST /?index`), which redirects to the success note (`SentNote`) or answers with the
 * entered values and messages. That post carries a signed form token (ADR 0023): on the
 * prerendered page the server appends its field after the form (`form` attribute, outside what
 * React renders, so hydration leaves it alone); a form the action renders again has it inside.
 *
 * Native `required` stays on the spec's five fields. Once hydrated the form sets `noValidate`,
 * because the browser's own bubbles would otherwise block the submit before the spec's
 * "Validierungsfehler" toast could ever show; without JavaScript the browser's check is the
 * fast feedback and the server's messages are the final word.
 */
export function ContactForm({ packages }: { packages: readonly ShootPackage[] }) {
  const result = useActionData<ContactActionData>();
  const hydrated = useSectionHydrated();
  const locale = usePageLocale();
  const toast = useToast();
  const { taken, refresh: refreshTaken } = useTakenDays(hydrated);

  const [values, setValues] = useState<FormValues>(result ? result.values : emptyValues);
  const [errors, setErrors] = useState<FieldErrors<InquiryField>>(result ? result.fieldErrors : {});
  const [pending, setPending] = useState(false);
  // Refs, not state: a double click fires twice before React re-renders.
  const sending = useRef(false);
  const sessionStarted = useRef(false);
  const submissionId = useRef<{ id: string; payload: string } | null>(null);

  const update = useCallback(<K extends keyof FormValues>(name: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name as InquiryField]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);
  // One setter per field that stays the same from render to render: a keystroke re-renders the
  // form, and the memoised fields whose value did not change (the package cards, the date
  // picker, the other inputs) are skipped, which on a slow phone is most of the keystroke's cost.
  const set = useMemo(() => {
    const setter =
      <K extends keyof FormValues>(name: K) =>
      (value: FormValues[K]) =>
        update(name, value);
    return {
      firstName: setter("firstName"),
      lastName: setter("lastName"),
      email: setter("email"),
      phone: setter("phone"),
      package: setter("package"),
      preferredDate: setter("preferredDate"),
      installmentInfo: setter("installmentInfo"),
      gdprConsent: setter("gdprConsent"),
    };
  }, [update]);

  useEffect(
    () =>
      onPackageSelected((choice) => {
        setValues((current) => ({ ...current, package: choice }));
        setErrors(({ package: _cleared, ...rest }) => rest);
      }),
    [],
  );

  // The first focus in the form starts the form session and fetches the validator.
  const startSession = () => {
    if (sessionStarted.current) return;
    sessionStarted.current = true;
    startFormSession();
    void loadSchema().catch(() => {});
  };

  // A typed or picked day that is taken says so at once.
  const typedDay = parseTypedDate(values.preferredDate, locale);
  const takenMessage =
    typedDay && taken.has(isoDay(typedDay)) ? inquiryServerMessages.dateUnavailable : undefined;

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    startSession();

    const form = event.currentTarget;
    const schema = await loadSchema().catch(() => null);
    if (!schema) {
      // The validator could not be loaded (the connection dropped): post the form the way it
      // works without JavaScript; the server validates with the same schema.
      form.submit();
      return;
    }
    const parsed = parseForm(
      schema.inquiryFormSchema,
      schemaInput(readFormValues(new FormData(form)), locale),
    );
    if (!parsed.ok) {
      sending.current = false;
      const [first] = Object.keys(parsed.errors) as InquiryField[];
      setErrors(parsed.errors);
      toast({ title: inquiryToasts.validation.title, description: first && parsed.errors[first] });
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }

    // A day the studio has taken since the page loaded: said here, before anything is sent.
    const day = isoFromGermanDate(parsed.value.preferredDate);
    if (day && taken.has(day)) {
      sending.current = false;
      setErrors({ preferredDate: inquiryServerMessages.dateUnavailable });
      toast({
        title: inquiryToasts.validation.title,
        description: inquiryServerMessages.dateUnavailable,
      });
      document.getElementById(fieldId("preferredDate"))?.focus();
      return;
    }

    setErrors({});
    setPending(true);
    const payload = toPayload(parsed.value);
    // A retry of the same entries keeps its submission id (stored once however often it is
    // sent); edited entries are another inquiry, which the server would refuse under the old id.
    const sentAs = JSON.stringify(payload);
    if (submissionId.current?.payload !== sentAs) {
      submissionId.current = { id: newSubmissionId(), payload: sentAs };
    }
    const sent = await sendSafely(payload, submissionId.current.id);
    sending.current = false;
    setPending(false);

    if (sent.ok) {
      setValues(emptyValues);
      submissionId.current = null;
      toast(inquiryToasts.success);
    } else if (sent.error.code === "date_unavailable") {
      // Booked meanwhile: her entries stay, she picks another day.
      refreshTaken();
      setErrors(sent.error.fieldErrors ?? {});
      toast({
        title: inquiryToasts.failure.title,
        description: sent.error.message,
        variant: "destructive",
      });
      document.getElementById(fieldId("preferredDate"))?.focus();
    } else {
      console.error("Inquiry could not be sent", sent.error);
      setErrors(sent.error.fieldErrors ?? {});
      toast({ ...inquiryToasts.failure, variant: "destructive" });
    }
  };

  return (
    <form
      id={contactFormId}
      method="post"
      action="/?index#contact"
      noValidate={hydrated}
      onSubmit={onSubmit}
      onFocus={startSession}
      aria-busy={pending || undefined}
      data-testid="contact-form"
      data-hydrated={hydrated || undefined}
      className="space-y-9"
    >
      {result && <NoScriptOutcome result={result} />}
      {result && <input type="hidden" name={formTokenField} value={result.token} />}
      <p className="text-sm text-muted">{copy.intro}</p>

      <div className="grid gap-x-6 gap-y-7 md:grid-cols-2">
        <TextField
          name="firstName"
          label={copy.firstName}
          value={values.firstName}
          onValue={set.firstName}
          error={errors.firstName}
          required
          autoComplete="given-name"
          maxLength={limits.name}
        />
        <TextField
          name="lastName"
          label={copy.lastName}
          value={values.lastName}
          onValue={set.lastName}
          error={errors.lastName}
          required
          autoComplete="family-name"
          maxLength={limits.name}
        />
        <TextField
          name="email"
          label={copy.email}
          type="email"
          value={values.email}
          onValue={set.email}
          error={errors.email}
          required
          autoComplete="email"
          spellCheck={false}
          maxLength={limits.email}
        />
        <TextField
          name="phone"
          label={copy.phone}
          type="tel"
          value={values.phone}
          onValue={set.phone}
          error={errors.phone}
          optional
          autoComplete="tel"
          maxLength={limits.phone}
        />
      </div>

      <PackageCards
        packages={packages}
        value={values.package}
        onValue={set.package}
        error={errors.package}
      />

      <div className="md:w-1/2 md:pr-3">
        <DatePicker
          value={values.preferredDate}
          onValue={set.preferredDate}
          error={errors.preferredDate ?? takenMessage}
          locale={locale}
          taken={taken}
          onOpen={refreshTaken}
        />
      </div>

      <div>
        <ContactField name="message" error={errors.message}>
          <ContactLabel label={copy.message} required />
          <FieldControl>
            <textarea
              name="message"
              rows={6}
              value={values.message}
              onChange={(event) => update("message", event.target.value)}
              required
              maxLength={limits.message}
              placeholder={copy.messagePlaceholder}
              className={cn(controlClass, "min-h-40 resize-y leading-relaxed")}
            />
          </FieldControl>
          <div className="flex items-start justify-between gap-4">
            <ContactError />
            <p className="mt-2 ml-auto text-xs text-muted">
              {values.message.length} / {limits.message}
            </p>
          </div>
        </ContactField>
      </div>

      <div className="md:w-1/2 md:pr-3">
        <ContactField name="source" error={errors.source}>
          <ContactLabel label={copy.source} />
          <div className="relative">
            <FieldControl>
              <select
                name="source"
                value={values.source}
                onChange={(event) => update("source", event.target.value)}
                className={cn(controlClass, "cursor-pointer appearance-none pr-12")}
              >
                <option value="">{copy.sourcePlaceholder}</option>
                {sourceOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </FieldControl>
            <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2" />
          </div>
          <ContactError />
        </ContactField>
      </div>

      <div className="space-y-5 border-t border-ink/10 pt-8">
        <CheckboxField
          name="installmentInfo"
          checked={values.installmentInfo}
          onChecked={set.installmentInfo}
        >
          {copy.installmentInfo}
        </CheckboxField>
        <CheckboxField
          name="gdprConsent"
          checked={values.gdprConsent}
          onChecked={set.gdprConsent}
          error={errors.gdprConsent}
          required
        >
          {copy.consentBefore}
          <a
            href={copy.privacyPath}
            className="py-1 text-accent-strong underline underline-offset-4 hover:text-ink"
          >
            {copy.consentLink}
          </a>
          {copy.consentAfter}
        </CheckboxField>
      </div>

      {/* A field people never see: bots fill it in, the server then drops the post quietly. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{copy.honeypot}</label>
        <input id="contact-website" type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>

      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:gap-8">
        <Button
          type="submit"
          size="lg"
          aria-disabled={pending || undefined}
          className="aria-disabled:cursor-wait aria-disabled:bg-accent-strong max-sm:w-full"
        >
          {pending && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-cream/40 border-t-cream"
            />
          )}
          {pending ? copy.pending : copy.submit}
        </Button>
        <p className="max-w-xs text-sm text-muted">{copy.discretion}</p>
      </div>
    </form>
  );
}
