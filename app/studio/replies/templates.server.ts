/**
 * The owner's Textbausteine: reply templates with a name (for her), a subject and a body that may
 * hold the placeholders {vorname}, {paket} and {datum} (replies.ts fills them per inquiry).
 */
import { prepared, transaction, type Database } from "#app/lib/db.server.ts";
import {
  checkTemplate,
  type TemplateInput,
  type TemplateProblem,
} from "#app/studio/replies/schema.ts";

export type TemplateDeps = { db: Database; clock: () => number };

export type ReplyTemplate = {
  id: number;
  name: string;
  subject: string;
  body: string;
  updatedAt: number;
};

const columns = "id, name, subject, body, updated_at AS updatedAt";

/** Every template, by name. */
export function listTemplates(deps: Pick<TemplateDeps, "db">): ReplyTemplate[] {
  return prepared(
    deps.db,
    `SELECT ${columns} FROM reply_templates ORDER BY name COLLATE NOCASE, id`,
  ).all() as ReplyTemplate[];
}

export function getTemplate(deps: Pick<TemplateDeps, "db">, id: number): ReplyTemplate | null {
  const row = prepared(deps.db, `SELECT ${columns} FROM reply_templates WHERE id = ?`).get(id);
  return (row as ReplyTemplate | undefined) ?? null;
}

export type SaveResult =
  | { ok: true; id: number }
  | { ok: false; reason: "invalid"; problems: TemplateProblem[] }
  | { ok: false; reason: "not_found" };

/** Creates a template, or, with `id`, replaces that one's name, subject and body. */
export function saveTemplate(deps: TemplateDeps, input: TemplateInput, id?: number): SaveResult {
  const check = checkTemplate(input);
  if (!check.ok) return { ok: false, reason: "invalid", problems: check.problems };
  const now = deps.clock();
  const values = { ...check.value, now };
  if (id === undefined) {
    const row = prepared(
      deps.db,
      `INSERT INTO reply_templates (name, subject, body, created_at, updated_at)
       VALUES ($name, $subject, $body, $now, $now) RETURNING id`,
    ).get(values) as { id: number };
    return { ok: true, id: row.id };
  }
  const changed = prepared(
    deps.db,
    `UPDATE reply_templates SET name = $name, subject = $subject, body = $body, updated_at = $now
     WHERE id = $id`,
  ).run({ ...values, id }).changes;
  return Number(changed) ? { ok: true, id } : { ok: false, reason: "not_found" };
}

export function deleteTemplate(deps: Pick<TemplateDeps, "db">, id: number): boolean {
  return Number(prepared(deps.db, "DELETE FROM reply_templates WHERE id = ?").run(id).changes) > 0;
}

/**
 * Adds the suggested templates, only while there are none: offered on the empty page, so a
 * second click (or a resent form) adds nothing twice, and deleted suggestions never come back
 * by themselves.
 */
export function addStarterTemplates(
  deps: TemplateDeps,
  starters: readonly TemplateInput[],
): number {
  return transaction(deps.db, () => {
    const { n } = prepared(deps.db, "SELECT count(*) AS n FROM reply_templates").get() as {
      n: number;
    };
    if (n > 0) return 0;
    for (const starter of starters) {
      const saved = saveTemplate(deps, starter);
      if (!saved.ok) throw new Error("a suggested template is invalid");
    }
    return starters.length;
  });
}
