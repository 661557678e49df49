import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const importRules = {
  everywhere: [
    { regex: "^~/", message: "Import app modules as #app/<path>.ts." },
    { regex: "^(\\.\\.?/)+app/", message: "Import app modules as #app/<path>.ts." },
    { regex: "^(\\.\\.?/)+tests/", message: "Import test support as #tests/<path>.ts." },
  ],
  // Inside app/ every import of another module is #app/…; only React Router's generated route
  // types (./+types/…) are relative.
  insideApp: [
    {
      regex: "^\\.\\.?/(?!\\+types/)",
      message: "Import app modules as #app/<path>.ts, not relatively.",
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      ".cache/",
      "build/",
      ".react-router/",
      "data/",
      "reports/",
      "test-results/",
      "node_modules/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"] ?? reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      // One import dialect for app modules, which Vite, TypeScript and plain Node all resolve
      // (package.json "imports"): `#app/…` with the file's extension, from anywhere.
      "no-restricted-imports": ["error", { patterns: importRules.everywhere }],
    },
  },
  {
    files: ["app/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [...importRules.everywhere, ...importRules.insideApp] },
      ],
    },
  },
);
