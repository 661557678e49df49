/**
 * The owner's Textbausteine: reply templates with a name (for her), a subject and a body that may
 * hold the placeholders {vorname}, {paket} and {datum} (replies.ts fills them per inquiry), and
 * whether it promises the preferred date (a reply from it is checked against the day's status).
 */
import { parseForm, type FieldErrors } from "#app/forms/parse-form.ts";
import { prepared, transaction, type Database } from "#app/lib/db.server.ts";
import {
  templateSchema,
  type TemplateField,
  type TemplateInput,
} from "#app/studio/replies/schema.ts";

export type TemplateDeps = { db: Database; clock: () => number };

export type ReplyTemplate = {
  id: number;
  name: string;
  subject: string;
  body: string;
  promisesDate: boolean;
  updatedAt: number;
};

const columns = "id, name, subject, body, promises_date AS promisesDate, updated_at AS updatedAt";

type TemplateRow = Omit<ReplyTemplate, "promisesDate"> & { promisesDate: number };

const fromRow = (row: TemplateRow): ReplyTemplate => ({
  ...row,
  promisesDate: row.promisesDate === 1,
});

/** Every template, by name. */
export function listTemplates(deps: Pick<TemplateDeps, "db">): ReplyTemplate[] {
  const rows = prepared(
    deps.db,
    `SELECT ${columns} FROM reply_templates ORDER BY name COLLATE NOCASE, id`,
  ).all() as TemplateRow[];
  return rows.map(fromRow);
}

export function getTemplate(deps: Pick<TemplateDeps, "db">, id: number): ReplyTemplate | null {
  const row = prepared(deps.db, `SELECT ${columns} FROM reply_templates WHERE id = ?`).get(id);
  return row ? fromRow(row as TemplateRow) : null;
}

export type SaveResult =
  | { ok: true; id: number }
  | { ok: false; reason: "invalid"; errors: FieldErrors<TemplateField> }
  | { ok: false; reason: "not_found" };

/** Creates a template, or, with `id`, replaces that one's name, subject, body and flag. */
export function saveTemplate(deps: TemplateDeps, input: TemplateInput, id?: number): SaveResult {
  const check = parseForm(templateSchema, input);
  if (!check.ok) return check;
  const now = deps.clock();
  const values = { ...check.value, promisesDate: check.value.promisesDate ? 1 : 0, now };
  if (id === undefined) {
    const row = prepared(
      deps.db,
      `INSERT INTO reply_templates (name, subject, body, promises_date, created_at, updated_at)
       VALUES ($name, $subject, $body, $promisesDate, $now, $now) RETURNING id`,
    ).get(values) as { id: number };
    return { ok: true, id: row.id };
  }
  const changed = prepared(
    deps.db,
    `UPDATE reply_templates SET name = $name, subject = $subject, body = $body,
       promises_date = $promisesDate, updated_at = $now
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
