import { Fragment } from "react";

/**
 * Text with the line breaks its author typed: each "\n" becomes a <br>, and the rest stays text
 * (React escapes it), never HTML.
 */
export function Lines({ text }: { text: string }) {
  return text.split("\n").map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}
