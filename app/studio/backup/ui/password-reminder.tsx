import { Form, Link } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { backupCopy } from "#app/content/studio/backup.ts";
import { backupPath } from "#app/studio/backup/backup.ts";

const { passwordReminder } = backupCopy;

/**
 * The reminder to keep the repository password somewhere other than the server, until she says
 * she has: with the button on the Datensicherung page, with a link to it elsewhere.
 */
export function PasswordReminder({ confirmable = false }: { confirmable?: boolean }) {
  return (
    <section
      aria-labelledby="password-reminder"
      className="mt-8 max-w-2xl border-l-2 border-accent-strong bg-blush/25 px-5 py-4"
    >
      <h2 id="password-reminder" className="text-xl font-semibold">
        {passwordReminder.heading}
      </h2>
      <p className="mt-2 leading-relaxed">{passwordReminder.body}</p>
      {confirmable ? (
        <Form method="post" className="mt-4">
          <Button type="submit" name="intent" value="password-stored" variant="secondary">
            {passwordReminder.confirm}
          </Button>
        </Form>
      ) : (
        <Link
          to={backupPath}
          className={buttonVariants({ variant: "secondary", className: "mt-4" })}
        >
          {passwordReminder.open}
        </Link>
      )}
    </section>
  );
}
