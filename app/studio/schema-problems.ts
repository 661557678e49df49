/**
 * How the studio's form schemas (zod, in each sub-feature's schema.ts) name what is wrong: a
 * reason per field, which each sub-feature turns into the owner's words in one place. Too short
 * is "empty", too long is "too_long", any other rule says its reason itself (`params.reason`).
 */
import type { z } from "zod";

export type Problem = { field: string; reason: string } & Record<string, unknown>;

export function reasonOf(issue: z.core.$ZodIssue): string {
  if (issue.code === "custom") return String(issue.params?.reason ?? "invalid");
  if (issue.code === "too_big") return "too_long";
  return "empty";
}

/** The first problem of each field, in the order of the fields. */
export function problemsOf(error: z.ZodError): Problem[] {
  const problems: Problem[] = [];
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (problems.some((problem) => problem.field === field)) continue;
    const params = issue.code === "custom" ? issue.params : undefined;
    problems.push({ field, ...params, reason: reasonOf(issue) });
  }
  return problems;
}
