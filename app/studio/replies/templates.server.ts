/**
 * The owner's Textbausteine: reply templates with a name (for her), a subject and a body that may
 * hold the placeholders {vorname}, {paket} and {datum} (replies.ts fills them per inquiry).
 */
import { prepared, transaction, type Database } from "#app/lib/db.server.ts";
import {
  cleanBody,
  cleanLine,
  replyLimits,
  unknownPlaceholders,
} from "#app/studio/replies/replies.ts";

export type TemplateDeps = { db: Database; clock: () => number };

export type ReplyTemplate = {
  id: number;
  name: string;
  subject: string;
  body: string;
  updatedAt: number;
};

export type TemplateInput = { name: string; subject: string; body: string };

export type TemplateField = keyof TemplateInput;

/** What is wrong with a field; `tokens` names the unknown placeholders. */
export type TemplateProblem =
  | { field: TemplateField; reason: "empty" | "too_long" }
  | { field: "subject" | "body"; reason: "unknown_placeholder"; tokens: string[] };

export type TemplateCheck =
  { ok: true; value: TemplateInput } | { ok: false; problems: TemplateProblem[] };

const columns = "id, name, subject, body, updated_at AS updatedAt";

/** Cleans a template as it will be stored and says what keeps it from being stored. */
export function checkTemplate(input: TemplateInput): TemplateCheck {
  const value = {
    name: cleanLine(input.name),
    subject: cleanLine(input.subject),
    body: cleanBody(input.body),
  };
  const max = {
    name: replyLimits.templateName,
    subject: replyLimits.subject,
    body: replyLimits.body,
  };
  const problems: TemplateProblem[] = [];
  for (const field of ["name", "subject", "body"] as const) {
    if (!value[field]) problems.push({ field, reason: "empty" });
    else if (value[field].length > max[field]) problems.push({ field, reason: "too_long" });
    else if (field !== "name") {
      const tokens = unknownPlaceholders(value[field]);
      if (tokens.length) problems.push({ field, reason: "unknown_placeholder", tokens });
    }
  }
  return problems.length ? { ok: false, problems } : { ok: true, value };
}

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
