import { Lines } from "#app/components/ui/lines.tsx";

/** The label, h2 and intro every home page section opens with. */
export function SectionHeading({
  id,
  label,
  title,
  intro,
  align = "start",
  tone = "light",
}: {
  id: string;
  label: string;
  title: string;
  intro?: string;
  align?: "start" | "center";
  tone?: "light" | "dark";
}) {
  const centered = align === "center";
  const dark = tone === "dark";
  return (
    <header className={centered ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <p className={`label-caps ${dark ? "text-blush" : "text-accent"}`}>{label}</p>
      <h2 id={id} className="mt-5 text-4xl leading-[1.08] md:text-5xl lg:text-[3.5rem]">
        {title}
      </h2>
      {intro ? (
        <p
          className={`mt-6 text-base leading-relaxed md:text-lg ${dark ? "text-cream/75" : "text-muted"}`}
        >
          <Lines text={intro} />
        </p>
      ) : null}
    </header>
  );
}
