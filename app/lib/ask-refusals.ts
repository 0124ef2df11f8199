/**
 * What "Ask" must not answer, with or without a language model (issue 32): a personal investment pick or
 * allocation, an individual tax position, the immigration consequences of a money decision, getting
 * around identity checks or reporting, and "today's rate". Plain patterns in English, French and Amharic
 * on the question as typed (lower-cased); the page says who can help instead (app/components/learn/).
 */
export type AskRefusal = 'evasion' | 'immigration' | 'tax-position' | 'investment-pick' | 'todays-rate'

const any = (parts: string[]) => new RegExp(parts.join('|'), 'u')

/** Checked in this order: the first that matches names the refusal. */
const PATTERNS: [AskRefusal, RegExp][] = [
  [
    'evasion',
    any([
      String.raw`\b(avoid|get around|bypass|skip|evade|dodge|beat)\b.{0,40}\b(kyc|id checks?|identity (checks?|verification)|verification|reporting|report(ed|ing)? to (the )?(irs|government)|fbar|ctr|10,?000)`,
      String.raw`\bstructur(e|ing)\b.{0,30}\b(deposits?|cash)`,
      String.raw`\b(under|below) \$?10,?000\b.{0,40}\b(so|avoid|not|without)\b`,
      String.raw`\b(use|borrow|buy)\b.{0,20}\b(someone( else)?'?s|another person'?s|my (friend|cousin|brother|sister|uncle)'?s?)\b.{0,20}\b(ssn|itin|social security|id)\b`,
      String.raw`\bfake (id|ssn|itin|documents?|papers)\b`,
      String.raw`\bhide\b.{0,30}\b(from (the )?(irs|government|bank)|account abroad|income)`,
      String.raw`\bwithout (the )?(bank|irs|government) (knowing|finding out)`,
      String.raw`(éviter|contourner|échapper|esquiver).{0,40}(vérification|contrôle|identité|déclaration|déclarer|fbar|irs|fisc)`,
      String.raw`(utiliser|emprunter|acheter).{0,20}(ssn|itin|numéro|papiers).{0,30}(quelqu'un|quelqu’un|autre personne|un ami|cousin|frère|sœur|soeur)`,
      String.raw`faux (papiers|ssn|itin|numéro|documents?)`,
      String.raw`cacher.{0,30}(irs|fisc|gouvernement|banque)`,
      String.raw`sans que (la banque|l'irs|le fisc|le gouvernement) (le )?sache`,
      '(የሌላ ሰው|የጓደኛዬ|የወንድሜ|የእህቴ).{0,10}(ssn|itin|ማኅበራዊ|ማህበራዊ|መታወቂያ)',
      '(ሪፖርት|ሳይመዘገብ).{0,12}(ሳይደረግ|ሳላደርግ|እንዳይደረግ|ሳይታወቅ)',
      '(መታወቂያ|ማንነት).{0,12}(ሳላሳይ|ሳይጣራ|ሳላቀርብ)',
      'ከ(አይአርኤስ|irs|መንግስት|መንግሥት).{0,6}(መደበቅ|ለመደበቅ|ልደብቅ)',
      'የውሸት (መታወቂያ|ssn|ሰነድ)',
    ]),
  ],
  [
    'immigration',
    any([
      String.raw`\b(green card|visa|citizenship|naturali[sz]ation|immigration (status|case)|public charge|asylum|deport\w*|daca|tps)\b.{0,60}\b(hurt|affect|risk|problem|cancel|lose|deny|denied|impact|trouble|bad for|count against)`,
      String.raw`\b(hurt|affect|risk|impact|harm|jeopardi[sz]e|count against|bad for)\b.{0,60}\b(green card|visa|citizenship|immigration|asylum|naturali[sz]ation|public charge)\b`,
      String.raw`(carte verte|visa|citoyenneté|naturalisation|statut|dossier d'immigration|asile|charge publique).{0,60}(nuire|nuit|affecter|affecte|risque|perdre|problème|refus|compromettre)`,
      String.raw`(nuire|nuit|affecter|affecte|risque|compromettre).{0,60}(carte verte|visa|citoyenneté|immigration|asile|naturalisation|charge publique)`,
      '(ግሪን ?ካር|ቪዛ|ዜግነት|ኢሚግሬሽን|ጥገኝነት|የኢሚግሬሽን).{0,40}(ይጎዳ|ችግር|ያሳጣ|ይከለክል|ተጽዕኖ|ተፅዕኖ|ያስከለክል|ይነካ)',
    ]),
  ],
  [
    'tax-position',
    any([
      String.raw`\bcan i (claim|deduct|write off)\b`,
      String.raw`\bshould i (file|claim|report)\b.{0,30}\b(jointly|separately|head of household|dependents?|as (single|married))`,
      String.raw`\bhow much (tax )?(will|would|do) i (owe|get back|pay|get)\b`,
      String.raw`\b(my|our) (tax )?refund\b.{0,30}\bhow (much|big)\b`,
      String.raw`\bdo i qualify for (the )?(eitc|earned income|child tax credit)`,
      String.raw`\b(claim|count) my (mother|father|mom|dad|parents|wife|husband|kids?|children|sister|brother|nephew|niece)\b`,
      String.raw`(puis-je|est-ce que je peux|je peux) (déduire|déclarer|deduire|declarer) (ma|mon|mes)`,
      String.raw`combien (d'impôts?|d'impot|d’impôts?|de taxes?) (vais-je|je vais|dois-je|je dois) (payer|devoir)`,
      String.raw`(déclarer|declarer) (ma mère|mon père|mes parents|mes enfants) (comme|à charge)`,
      '(እናቴን|አባቴን|ወላጆቼን|ልጆቼን).{0,20}(ጥገኛ|በግብር)',
      'ምን ያህል (ግብር|ታክስ) (እከፍላለሁ|ይመለስልኛል|እመልሳለሁ)',
      '(ተመላሽ|ሪፈንድ).{0,15}ምን ያህል',
    ]),
  ],
  [
    'investment-pick',
    any([
      String.raw`\b(which|what)\b.{0,15}\b(stocks?|etfs?|funds?|crypto|coins?|shares|bonds?)\b.{0,30}\b(buy|invest|pick|get|choose)\b`,
      String.raw`\bbest (stocks?|etfs?|funds?|crypto|coins?|investments?)\b.{0,20}\b(to buy|for me|now|to invest)`,
      String.raw`\bshould i (buy|sell|invest in|put my (money|savings)|move my (money|savings))\b`,
      String.raw`\bhow much (of my (money|savings|salary|income)|should i) (put|invest)\b`,
      String.raw`\b(what|which) (percent|percentage|share|portion)\b.{0,30}\b(stocks?|bonds?|crypto|invest)`,
      String.raw`\ballocat(e|ion)\b.{0,30}\b(my|savings|portfolio)`,
      String.raw`(quelle?s?|quels) (actions?|etf|fonds|crypto|obligations?).{0,30}(acheter|investir|choisir)`,
      String.raw`(dois-je|je dois|devrais-je|je devrais|faut-il) (acheter|vendre|investir|placer|mettre mon argent|mettre mes économies)`,
      String.raw`combien (de mon argent|de mes économies|dois-je|je dois) (investir|placer|mettre)`,
      String.raw`(meilleure?s?) (actions?|placements?|etf|crypto).{0,20}(acheter|pour moi|maintenant)`,
      '(የትኛውን|የትኞቹን|ምን) (አክሲዮን|ስቶክ|ኢቲኤፍ|ፈንድ|ክሪፕቶ|ቦንድ).{0,20}(ልግዛ|ልግዛው|ልግዛቸው|ይሻለኛል|ልምረጥ)',
      '(ልግዛ|ኢንቨስት ላድርግ|ላውል|ልሽጥ)\\?',
      'ምን ያህሉን.{0,20}(ኢንቨስት|ላውል|ልግዛ)',
      'ገንዘቤን.{0,20}(የት|በምን).{0,10}(ኢንቨስት|ላውል|ላስቀምጥ)',
    ]),
  ],
  [
    'todays-rate',
    any([
      String.raw`\b(today'?s?|right now|current(ly)?|this week|live|latest)\b.{0,30}\b(rate|exchange|price|fee|apr|dollar)`,
      String.raw`\b(rate|exchange rate|price|apr)\b.{0,30}\b(today|right now|this week|at the moment)\b`,
      String.raw`\bhow much is (the|one|a|1) (dollar|usd)\b.{0,20}\b(in|to)\b`,
      String.raw`(taux|cours|prix).{0,30}(aujourd'hui|aujourd’hui|actuel|en ce moment|maintenant|du jour)`,
      String.raw`(aujourd'hui|aujourd’hui|actuellement).{0,30}(taux|cours|prix)`,
      String.raw`combien vaut (le|un|1) dollar`,
      '(ዛሬ|አሁን|የዛሬ|የአሁኑ).{0,20}(ምንዛሪ|ምንዛሬ|ዋጋ|ተመን|ወለድ)',
      '(ምንዛሪ|ምንዛሬ|ተመን).{0,20}(ዛሬ|አሁን)',
      'አንድ ዶላር.{0,15}ስንት',
    ]),
  ],
]

/** The refusal a question calls for, or null. */
export function refusalFor(question: string): AskRefusal | null {
  const text = question.toLowerCase().replace(/[’]/gu, "'")
  return PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? null
}
