import { websiteCopy } from "#app/content/studio/website.ts";
import { Section, TextField } from "#app/studio/website/ui/fields.tsx";

/** Suchmaschinen: the `search` document. */
export function SearchForm() {
  return (
    <Section id="suche" title={websiteCopy.documents.search.title}>
      <TextField path="search.title" />
      <TextField path="search.description" lines={3} />
    </Section>
  );
}
