/**
 * "Ask the guides" also points to a tool when the question is about what the tool answers: opening a
 * bank account (the Bank Account Finder) or a car or personal loan (the loans page). Plain patterns in
 * the three languages, on the question as typed (lower-cased); a question can match both.
 */
export type AskTool = 'bank-accounts' | 'loans'

/** A tool's own result for a question (app/.server/ask/tool-answer.server.ts). */
export type AskToolAnswer =
  | { kind: 'remittance'; href: string; country: string; amount: number; sentences: string[]; dated: string }
  | { kind: 'cards'; href: string; cards: { institution: string; product: string; secured: boolean }[] }

const PATTERNS: Record<AskTool, RegExp> = {
  'bank-accounts': new RegExp(
    [
      // English
      String.raw`\b(bank|checking|savings|current)\s+account`,
      String.raw`\bopen(ing)?\s+(an?\s+)?account`,
      String.raw`\bchexsystems?\b`,
      String.raw`\bbank\s*on\b`,
      // French
      String.raw`\bcompte\s+(bancaire|courant|chèque|cheque|d'épargne|en banque)`,
      String.raw`\bouvrir\s+un\s+compte`,
      // Amharic: bank account, account (loanword), open an account
      '(የባንክ|የቁጠባ|የቼኪንግ) (ሂሳብ|ሒሳብ)',
      'አካውንት',
      '(ሂሳብ|ሒሳብ) (መክፈት|ለመክፈት|ልከፍት)',
    ].join('|'),
    'u',
  ),
  loans: new RegExp(
    [
      String.raw`\b(car|auto|vehicle|personal)\s+loans?\b`,
      String.raw`\b(buy|buying|finance|financing)\s+(a\s+)?(used\s+|new\s+)?car\b`,
      String.raw`\bloan\s+rates?\b`,
      String.raw`\b(prêt|pret|crédit|credit)\s+(auto|automobile|voiture|personnel)\b`,
      String.raw`\bacheter\s+une\s+voiture\b`,
      'የመኪና ብድር',
      'መኪና ለመግዛት',
      'የግል ብድር',
    ].join('|'),
    'u',
  ),
}

/** The tools a question is about, Bank Account Finder first. */
export function toolsForQuestion(question: string): AskTool[] {
  const text = question.toLowerCase()
  return (Object.keys(PATTERNS) as AskTool[]).filter((tool) => PATTERNS[tool].test(text))
}
