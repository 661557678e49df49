import { Form } from "react-router";
import { buttonStyles } from "#app/components/ui/button-styles.ts";
import { settingsCopy } from "#app/content/studio/auth.ts";

/** "Zugang": signing out here, or on every device. */
export function AccessSection() {
  const { access } = settingsCopy;
  return (
    <section aria-labelledby="access" className="mt-16 border-t border-ink/10 pt-12">
      <h2 id="access" className="text-3xl">
        {access.heading}
      </h2>
      <p className="mt-2 max-w-xl leading-relaxed text-muted">{access.text}</p>
      <Form
        method="post"
        action="/studio/abmelden"
        className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap"
      >
        <button type="submit" className={buttonStyles("solid", "cursor-pointer")}>
          {access.signOut}
        </button>
        <button
          type="submit"
          name="scope"
          value="everywhere"
          className={buttonStyles("outline", "cursor-pointer")}
        >
          {access.signOutEverywhere}
        </button>
      </Form>
    </section>
  );
}
