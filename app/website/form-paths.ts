/**
 * The editor's forms name every control by its dotted path in the content
 * ("home.faq.items.3.answer"), so a posted form turns back into the document it edits, and a
 * schema message ("home.faq.items.3.answer": "…") finds its control by the same name. Client-safe.
 */

type Tree = { [key: string]: Tree | string };

const isIndex = (segment: string) => /^(0|[1-9]\d{0,2})$/.test(segment);

/**
 * The most segments a name may have below its document: the deepest field has four
 * ("legal.responsible.address.postalCode"). A deeper name is no field of the editor and is left
 * out, so a posted name nested thousands of levels deep is read in one pass, not recursed into.
 */
const maxSegments = 8;

/** Objects whose keys are all indices become arrays, in index order (gaps closed). */
function withArrays(tree: Tree | string): unknown {
  if (typeof tree === "string") return tree;
  const keys = Object.keys(tree);
  if (keys.length > 0 && keys.every(isIndex)) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((key) => withArrays(tree[String(key)]!));
  }
  return Object.fromEntries(keys.map((key) => [key, withArrays(tree[key]!)]));
}

/**
 * The fields under `prefix` (e.g. "home") as one nested value; other fields (intent, buttons)
 * are left out. A later field of the same path wins; a path that is both a text and a parent
 * keeps the parent.
 */
export function parseFormPaths(entries: Iterable<[string, unknown]>, prefix: string): unknown {
  const root: Tree = {};
  for (const [name, value] of entries) {
    if (typeof value !== "string" || !name.startsWith(`${prefix}.`)) continue;
    const segments = name.slice(prefix.length + 1).split(".", maxSegments + 1);
    if (segments.length > maxSegments) continue;
    if (segments.some((segment) => segment === "" || segment === "__proto__")) continue;
    let node = root;
    for (const segment of segments.slice(0, -1)) {
      const next = node[segment];
      if (typeof next === "object") node = next;
      else node = node[segment] = {};
    }
    const last = segments.at(-1)!;
    if (typeof node[last] !== "object") node[last] = value;
  }
  return withArrays(root);
}

/** The value at a dotted path of a nested value, or undefined. */
export function valueAt(tree: unknown, path: string): unknown {
  let node = tree;
  for (const segment of path.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}
