import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { galleriesCopy } from "#app/content/studio/galleries.ts";
import type { FieldErrors } from "#app/forms/parse-form.ts";
import type { Gallery } from "#app/galleries/store/galleries.server.ts";
import { eurosText } from "#app/studio/galleries/schema.ts";
import { StudioField } from "#app/studio/ui/form-field.tsx";
import { hintClass, inputClass } from "#app/studio/ui/styles.ts";

const { settings } = galleriesCopy;

/** "2027-02-05" of a stored expiry (the end of that day in Berlin, an hour or two before UTC's). */
const dayOf = (ms: number | null) => (ms === null ? "" : new Date(ms).toISOString().slice(0, 10));

export function SettingsForm({
  gallery,
  packageName,
  result,
}: {
  gallery: Gallery;
  packageName: string | null;
  result: { values: Record<string, string>; errors: FieldErrors } | null;
}) {
  const values = result?.values ?? {
    title: gallery.title,
    includedCount: String(gallery.includedCount),
    extraPrice: eurosText(gallery.extraPriceCents),
    expires: dayOf(gallery.expiresAt),
  };
  const errors = result?.errors ?? {};
  return (
    <section aria-labelledby="einstellungen" className="mt-14">
      <h2 id="einstellungen" className="text-3xl">
        {settings.heading}
      </h2>
      <Form method="post" noValidate className="mt-2 max-w-2xl">
        <input type="hidden" name="intent" value="settings" />
        {errors[""] ? <Notice tone="error">{errors[""]}</Notice> : null}
        <StudioField label={settings.galleryTitle} error={errors.title} className="mt-5">
          <input
            name="title"
            defaultValue={values.title}
            autoComplete="off"
            className={inputClass}
          />
        </StudioField>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <StudioField
            label={settings.included}
            hint={settings.includedHint(packageName)}
            error={errors.includedCount}
          >
            <input
              name="includedCount"
              inputMode="numeric"
              defaultValue={values.includedCount}
              className={inputClass}
            />
          </StudioField>
          <StudioField label={settings.extraPrice} error={errors.extraPrice}>
            <input
              name="extraPrice"
              inputMode="decimal"
              defaultValue={values.extraPrice}
              className={inputClass}
            />
          </StudioField>
        </div>
        <StudioField
          label={settings.expires}
          hint={settings.expiresHint}
          error={errors.expires}
          className="mt-5"
        >
          <input name="expires" type="date" defaultValue={values.expires} className={inputClass} />
        </StudioField>
        <div className="mt-6 flex gap-3">
          <input
            id="watermark"
            name="watermark"
            type="checkbox"
            defaultChecked={gallery.watermark}
            aria-describedby="watermark-hinweis"
            className="mt-1 size-5 shrink-0 accent-ink"
          />
          <label htmlFor="watermark" className="leading-relaxed">
            {settings.watermark}
            <span id="watermark-hinweis" className={hintClass}>
              {settings.watermarkHint}
            </span>
          </label>
        </div>
        <Button type="submit" className="mt-6 w-full sm:w-auto">
          {settings.submit}
        </Button>
      </Form>
    </section>
  );
}
