/**
 * The server's settings file (/etc/atelier/atelier.env) read the way systemd reads it for
 * `EnvironmentFile=` (systemd 252, Debian 12: src/basic/env-file.c and the assignment check of
 * src/core/execute.c), so the operator command and the deploy scripts see exactly the values the
 * service gets:
 *
 * - one NAME=value per line; blanks around the name, before the value and after an unquoted
 *   value are dropped, blanks inside it are kept (`MAIL_FROM=Atelier Website <website@…>`);
 * - a line whose first non-blank character is `#` or `;` is a comment; a `#` later in a line
 *   is part of the value;
 * - 'single quotes' keep everything up to the next quote; "double quotes" take \" \\ \` \$ and
 *   a line break after a backslash as escapes and keep the backslash before any other character;
 *   outside quotes a backslash keeps the next character and swallows a line break after it;
 * - a line without `=`, or with a name that is not a variable name, is ignored (systemd logs it);
 * - a later line of the same name wins.
 *
 * No values are printed by this module: callers decide what may be shown (SMTP_URL carries the
 * mail password).
 */

export type Assignment = { name: string; value: string; line: number };

export type SettingsFile = {
  /** The environment the service gets from the file, in file order (last assignment wins). */
  values: Record<string, string>;
  /** Each assignment systemd applies, with the line it starts on. */
  assignments: Assignment[];
  /** What systemd ignores or reads in a surprising way, in plain words, with line numbers. */
  notes: string[];
};

const WHITESPACE = " \t\n\r";
const NEWLINE = "\n\r";
const COMMENTS = "#;";
/** The characters a backslash escapes inside double quotes (SHELL_NEED_ESCAPE). */
const SHELL_NEED_ESCAPE = '"\\`$';

/** systemd's env_name_is_valid: letters, digits and `_`, not starting with a digit. */
export const isVariableName = (name: string) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(name);

export function parseSettingsFile(text: string): SettingsFile {
  type State =
    | "preKey"
    | "key"
    | "preValue"
    | "value"
    | "valueEscape"
    | "singleQuote"
    | "doubleQuote"
    | "doubleQuoteEscape"
    | "comment"
    | "commentEscape";
  let state: State = "preKey";
  let key = "";
  let value = "";
  /** Where trailing blanks of the key / an unquoted value start, or -1. */
  let keyBlank = -1;
  let valueBlank = -1;
  let line = 1;
  let keyLine = 1;
  const assignments: Assignment[] = [];
  const notes: string[] = [];

  const push = (trimValue: boolean) => {
    const name = keyBlank >= 0 ? key.slice(0, keyBlank) : key;
    const finalValue = trimValue && valueBlank >= 0 ? value.slice(0, valueBlank) : value;
    if (isVariableName(name)) assignments.push({ name, value: finalValue, line: keyLine });
    else notes.push(`line ${keyLine}: "${name}" is not a variable name; systemd ignores this line`);
    key = "";
    value = "";
  };

  for (const c of text) {
    switch (state) {
      case "preKey":
        if (COMMENTS.includes(c)) state = "comment";
        else if (!WHITESPACE.includes(c)) {
          state = "key";
          keyBlank = -1;
          keyLine = line;
          key = c;
        }
        break;
      case "key":
        if (NEWLINE.includes(c)) {
          notes.push(`line ${keyLine}: no "=" in "${key.trim()}"; systemd ignores this line`);
          state = "preKey";
          key = "";
        } else if (c === "=") {
          state = "preValue";
          valueBlank = -1;
        } else {
          if (!WHITESPACE.includes(c)) keyBlank = -1;
          else if (keyBlank < 0) keyBlank = key.length;
          key += c;
        }
        break;
      case "preValue":
        if (NEWLINE.includes(c)) {
          state = "preKey";
          push(false);
        } else if (c === "'") state = "singleQuote";
        else if (c === '"') state = "doubleQuote";
        else if (c === "\\") state = "valueEscape";
        else if (!WHITESPACE.includes(c)) {
          state = "value";
          value += c;
        }
        break;
      case "value":
        if (NEWLINE.includes(c)) {
          state = "preKey";
          push(true);
        } else if (c === "\\") {
          state = "valueEscape";
          valueBlank = -1;
        } else {
          if (!WHITESPACE.includes(c)) valueBlank = -1;
          else if (valueBlank < 0) valueBlank = value.length;
          value += c;
        }
        break;
      case "valueEscape":
        state = "value";
        // An escaped line break continues the value on the next line.
        if (!NEWLINE.includes(c)) value += c;
        break;
      case "singleQuote":
        if (c === "'") state = "preValue";
        else value += c;
        break;
      case "doubleQuote":
        if (c === '"') state = "preValue";
        else if (c === "\\") state = "doubleQuoteEscape";
        else value += c;
        break;
      case "doubleQuoteEscape":
        state = "doubleQuote";
        if (SHELL_NEED_ESCAPE.includes(c)) value += c;
        else if (c !== "\n") value += `\\${c}`;
        break;
      case "comment":
        if (c === "\\") state = "commentEscape";
        else if (NEWLINE.includes(c)) state = "preKey";
        break;
      case "commentEscape":
        // systemd 252 goes on with the comment after a backslash, a line break included: a
        // comment ending in "\" swallows the next line (systemd 254 and later no longer do).
        if (c === "\n") {
          notes.push(
            `line ${line}: the comment ends in a backslash, so systemd 252 (Debian 12) ignores line ${line + 1} as part of it`,
          );
        }
        state = "comment";
        break;
    }
    if (c === "\n") line++;
  }
  if (state === "key") {
    notes.push(`line ${keyLine}: no "=" in "${key.trim()}"; systemd ignores this line`);
  } else if (
    state === "preValue" ||
    state === "value" ||
    state === "valueEscape" ||
    state === "singleQuote" ||
    state === "doubleQuote" ||
    state === "doubleQuoteEscape"
  ) {
    if (state !== "preValue" && state !== "value" && state !== "valueEscape") {
      notes.push(`line ${keyLine}: a quote is not closed before the end of the file`);
    }
    push(state === "value");
  }

  const values: Record<string, string> = {};
  for (const { name, value: assigned } of assignments) values[name] = assigned;
  return { values, assignments, notes };
}

/**
 * The settings `npm run build` writes into the pages (app/lib/public-settings.ts): a release
 * built with other values than the server runs with refuses to start (PUBLIC_API_KEY) or states
 * something untrue (RETENTION_DAYS, PUBLIC_SITE_URL). deploy/release.sh builds with these values
 * and records them in the release as BUILD_SETTINGS; a release is reused only while they match.
 */
export const buildSettingNames = ["PUBLIC_SITE_URL", "PUBLIC_API_KEY", "RETENTION_DAYS"] as const;

/** The BUILD_SETTINGS text of these settings: one NAME=value line each, in a fixed order. */
export function buildSettingsText(values: Record<string, string>): string {
  return buildSettingNames.map((name) => `${name}=${values[name] ?? ""}\n`).join("");
}

/** A build setting that cannot be passed on one line (a value with a line break, say). */
export function buildSettingProblems(values: Record<string, string>): string[] {
  return buildSettingNames.flatMap((name) =>
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f]/.test(values[name] ?? "")
      ? [`${name} contains a line break or another control character`]
      : [],
  );
}
