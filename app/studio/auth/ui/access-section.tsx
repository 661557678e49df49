import { Form, Link } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { settingsCopy } from "#app/content/studio/auth.ts";

/** Where "Überall abmelden" first says what follows (routes/studio/sign-out.tsx). */
export const signOutEverywherePath = "/studio/abmelden?ueberall";

/** "Zugang": signing out here, or on every device (which asks first). */
export function AccessSection() {
  const { access } = settingsCopy;
  return (
    <section aria-labelledby="access" className="mt-16 border-t border-ink/10 pt-12">
      <h2 id="access" className="text-3xl">
        {access.heading}
      </h2>
      <p className="mt-2 max-w-xl leading-relaxed text-muted">{access.text}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Form method="post" action="/studio/abmelden">
          <Button type="submit" className="max-sm:w-full">
            {access.signOut}
          </Button>
        </Form>
        <Link to={signOutEverywherePath} className={buttonVariants({ variant: "secondary" })}>
          {access.signOutEverywhere}
        </Link>
      </div>
    </section>
  );
}
