import { cn } from "#app/lib/cn.ts";

export type NoticeTone = "status" | "error";

const tones: Record<NoticeTone, string> = {
  status: "border-ink/30 bg-sand/70",
  error: "border-accent-strong bg-blush/25 text-ink",
};

/**
 * A message that appears in place after an action: a status (announced politely) or an error
 * (an alert, announced at once). With an `id`, a control can name it in `aria-describedby`.
 */
export function Notice({
  tone,
  children,
  id,
}: {
  tone: NoticeTone;
  children: React.ReactNode;
  id?: string;
}) {
  return (
    <p
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={cn("mt-6 border-l-2 px-4 py-3 text-[0.95rem] leading-relaxed", tones[tone])}
    >
      {children}
    </p>
  );
}
