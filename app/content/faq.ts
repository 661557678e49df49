import { formatEuro } from "#app/lib/format.ts";

/**
 * The FAQ (spec sections 2 and 9). Its statements are kept as the spec gives them, including the
 * starting price of 650 € for a complete experience, although the smallest package costs less.
 */
const completeExperienceFrom = 650;

export type FaqEntry = { question: string; answer: string };

export const faqSection = {
  label: "FAQ",
  heading: "Häufige Fragen",
  intro: "Du hast eine andere Frage? Schreib mir einfach – ich antworte dir persönlich.",
} as const;

export const faq: FaqEntry[] = [
  {
    question:
      "Ich bin nicht fotogen und habe noch nie gemodelt. Ist Boudoir trotzdem etwas für mich?",
    answer:
      "Unbedingt. Die meisten meiner Kundinnen stehen zum ersten Mal vor der Kamera. Ich zeige dir jede Pose und begleite dich Schritt für Schritt – du musst nichts können, nur da sein.",
  },
  {
    question: "Was ziehe ich zum Shooting an?",
    answer:
      "Alles, worin du dich schön fühlst: Dessous, ein Bodysuit, ein übergroßes Hemd oder ein weicher Strickpullover. Im Vorgespräch stimmen wir deine Outfits gemeinsam ab.",
  },
  {
    question: "Wer sieht meine Bilder?",
    answer:
      "Nur du. Deine Bilder werden vertraulich behandelt und niemals ohne deine ausdrückliche schriftliche Einwilligung veröffentlicht.",
  },
  {
    question: "Wie viel kostet ein Boudoir-Shooting?",
    answer: `Die Investition beginnt ab ${formatEuro(completeExperienceFrom)} für ein komplettes Erlebnis inklusive Vorgespräch, Shooting und bearbeiteter Bilder. Die genauen Leistungen findest du bei den Paketen.`,
  },
  {
    question: "Kann ich in Raten bezahlen?",
    answer:
      "Ja, Ratenzahlung ist möglich. Kreuze im Anfrageformular einfach an, dass du Informationen zur Ratenzahlung wünschst.",
  },
  {
    question: "Wie lange dauert es, bis ich meine Bilder bekomme?",
    answer:
      "Nach der gemeinsamen Bildauswahl erhältst du deine bearbeiteten Bilder in der Regel innerhalb von drei bis vier Wochen.",
  },
];
