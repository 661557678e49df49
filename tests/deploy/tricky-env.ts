/**
 * A settings file with every rule of systemd's `EnvironmentFile=` parser in it, and the values
 * systemd 252 hands a service from it. tests/deploy/settings-file.test.ts reads it with
 * scripts/settings-file.ts; the deploy suite (npm run test:deploy) gives it to systemd itself.
 */
export const trickyFile = [
  "# A comment",
  "; another comment",
  "PLAIN=1",
  "  BLANKS =   two words   ",
  "HASH=x # not a comment",
  'DOUBLE="quoted # kept"',
  "SINGLE='single \\n $HOME kept'",
  'ESCAPED="esc \\" \\\\ \\$ \\` \\a"',
  "JOINED=a\\",
  "b",
  'CONTINUED="first \\',
  'second"',
  "EMPTY=",
  "LAST=first",
  "LAST=second",
  'GLUED="a"b',
  'GAP="a"   "b"',
  "LEADING=  \\  lead",
  "MAIL_FROM=Atelier Website <website@atelier-aachen.de>",
  "CRLF=v\r",
  "NO_EQUALS_SIGN",
  "1BAD=x",
  "# a comment that ends in a backslash \\",
  "SWALLOWED=by the comment above",
  "AFTER_COMMENT=kept",
  "END=no line break",
].join("\n");

export const trickyValues: Record<string, string> = {
  PLAIN: "1",
  BLANKS: "two words",
  HASH: "x # not a comment",
  DOUBLE: "quoted # kept",
  SINGLE: "single \\n $HOME kept",
  ESCAPED: 'esc " \\ $ ` \\a',
  JOINED: "ab",
  CONTINUED: "first second",
  EMPTY: "",
  LAST: "second",
  GLUED: "ab",
  GAP: "ab",
  LEADING: "  lead",
  MAIL_FROM: "Atelier Website <website@atelier-aachen.de>",
  CRLF: "v",
  AFTER_COMMENT: "kept",
  END: "no line break",
};
