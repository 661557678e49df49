/**
 * What every form says about a value its own rules have no words for: one that is missing, or one
 * of the wrong kind (a section of an imported file, a hand-made request). The rules' own words are
 * in each form's copy.
 */
export const formMessages = {
  required: "Dieses Feld darf nicht leer sein.",
  invalid: "Dieser Wert ist ungültig.",
} as const;
