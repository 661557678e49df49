import { shellCopy } from "#app/content/studio/shell.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";

/**
 * The pages before signing in (sign-in, setup, the mailed link): the studio's name (the live
 * release's) above one calm card, centred, and a way back to the website.
 */
export function AuthLayout({
  studioName,
  title,
  children,
}: {
  studioName: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-cream px-5 py-12 text-ink sm:py-20">
      <main className="mx-auto w-full max-w-md flex-1">
        <p className="text-center leading-none">
          <span className="block font-serif text-3xl tracking-wide">{studioName}</span>
          <span className="label-caps mt-2 block text-[0.65rem] text-accent">{shellCopy.area}</span>
        </p>
        <div className="mt-12 border border-ink/10 bg-white/55 px-6 py-10 shadow-[0_1px_0_rgba(35,29,26,0.04)] sm:px-10 sm:py-12">
          <h1 className="text-4xl leading-tight sm:text-[2.75rem]">{title}</h1>
          {children}
        </div>
      </main>
      <p className="mt-12 text-center">
        <a href="/" className={buttonVariants({ variant: "link-muted", size: "sm" })}>
          {shellCopy.toWebsite}
        </a>
      </p>
    </div>
  );
}
