import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { templatesCopy } from "#app/content/studio/replies.ts";

/** No Textbausteine yet: the two suggested ones, one click away ("Vorschläge übernehmen"). */
export function StarterOffer() {
  const { offer } = templatesCopy;
  return (
    <section
      aria-labelledby="offer"
      className="mt-10 border border-dashed border-ink/25 bg-white/40 px-6 py-8 sm:px-8"
    >
      <p className="font-serif text-2xl text-muted">{templatesCopy.empty}</p>
      <h2 id="offer" className="mt-6 text-3xl">
        {offer.heading}
      </h2>
      <p className="mt-2 max-w-xl leading-relaxed text-muted">{offer.text}</p>
      <Form reloadDocument method="post" className="mt-6">
        <input type="hidden" name="intent" value="seed" />
        <Button type="submit" className="w-full sm:w-auto">
          {offer.button}
        </Button>
      </Form>
    </section>
  );
}
