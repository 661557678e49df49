import { Suspense, type ReactNode } from "react";

/**
 * Sections that hydrate one after the other, each in a task of its own, instead of the whole page
 * in one go. Each section gets a Suspense boundary that holds the sections after it: React leaves
 * a server-rendered boundary for later (at idle priority, yielding to the browser every few
 * milliseconds) and hydrates a boundary nested in it only once that one is committed, so the page
 * wakes up section by section, and no commit or effect pass spans more than one of them. A tap or
 * a key on a section that has not hydrated yet hydrates it (and the ones before it) at once and is
 * then handled (React's selective hydration). Nothing suspends: on the server each boundary is
 * rendered inline with its section (entry.server.tsx), so the HTML is the same with or without
 * JavaScript.
 */
export function HydrateInTurn({ children }: { children: ReactNode[] }) {
  return children.reduceRight<ReactNode>(
    (later, section) => (
      <Suspense>
        {section}
        {later}
      </Suspense>
    ),
    null,
  );
}
