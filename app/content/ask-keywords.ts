/**
 * The words people use for each guide's subject, per language (issue 32): a French or Amharic question
 * finds a guide that is only in English through these, and a question that mentions a bank account but is
 * about reporting it or about a business reaches the right guide. Indexed with the guide's first section
 * (app/.server/ask/ask.server.ts). Terms follow the term base (app/content/termbase/); Amharic lists the Ge'ez
 * spellings of loanwords (አይቲን, ኤስኤስኤን) beside the Latin ones. Not visitor-facing text: search configuration.
 */
import type { GuideSlug } from '~/lib/guide-slugs'

export const askKeywords: Partial<Record<GuideSlug, Record<'en' | 'fr' | 'am', string>>> = {
  'bank-account-without-ssn': {
    en: 'open bank account without ssn passport matricula consular id checking account no social security number',
    fr: 'ouvrir compte bancaire sans ssn passeport pièce identité carte consulaire numéro sécurité sociale banque',
    am: 'የባንክ ሂሳብ መክፈት ያለ ኤስኤስኤን ሶሻል ሴኩሪቲ ፓስፖርት መታወቂያ ባንክ አካውንት ቼኪንግ',
  },
  'bank-on-and-chexsystems': {
    en: 'chexsystems denied refused second chance bank on no overdraft fees',
    fr: 'chexsystems compte refusé seconde chance deuxième chance bank on sans découvert frais découvert',
    am: 'ቼክሲስተምስ chexsystems የተከለከለ ከለከለኝ ኦቨርድራፍት ሁለተኛ እድል ባንክ ኦን',
  },
  'budgeting-with-family-back-home': {
    en: 'budget family back home support parents relatives every month say no black tax',
    fr: 'budget famille au pays soutenir parents chaque mois dire non aider la famille dépenses',
    am: 'በጀት ቤተሰብ ቤተሰቦቼ ወላጆች በየወሩ መርዳት ወጪ እምቢ',
  },
  'credit-from-zero': {
    en: 'build credit no credit history secured card first credit card credit score from zero',
    fr: 'construire crédit aucun historique crédit carte garantie première carte score crédit cote crédit',
    am: 'ክሬዲት መገንባት እገነባለሁ የክሬዲት ታሪክ የክሬዲት ነጥብ ክሬዲት ስኮር ሴኩርድ ካርድ ክሬዲት ካርድ የመጀመሪያ ካርድ',
  },
  'credit-scores': {
    en: 'credit score good score fico vantagescore 300 850 what moves my score raise score',
    fr: 'score crédit cote crédit bon score fico augmenter mon score',
    am: 'የክሬዲት ነጥብ ክሬዲት ስኮር ጥሩ ነጥብ ነጥቤን ማሳደግ fico',
  },
  'money-sent-home-and-taxes': {
    en: 'tax on money sent home gift tax gift exclusion income tax family abroad',
    fr: 'impôt argent envoyé au pays don impôt sur les dons famille à l’étranger',
    am: 'ወደ ቤተሰብ የተላከ ገንዘብ ግብር ስጦታ የስጦታ ግብር',
  },
  'credit-reports-and-disputes': {
    en: 'credit report mistake error dispute free report annualcreditreport check credit score free',
    fr: 'rapport crédit erreur contester gratuit dossier crédit vérifier corriger',
    am: 'የክሬዲት ሪፖርት ሪፖርቴ ስህተት ቅሬታ ነፃ ሪፖርት ማረም',
  },
  'first-tax-return': {
    en: 'first tax return file taxes first time w-2 1040 free tax help vita',
    fr: 'première déclaration impôts impôt déclarer revenus aide gratuite vita fiscal',
    am: 'ታክስ ግብር ፋይል የመጀመሪያ ጊዜ ለመጀመሪያ ነፃ የግብር እርዳታ ቪታ',
  },
  'health-insurance-by-status': {
    en: 'health insurance medicaid marketplace green card refugee asylee status doctor',
    fr: 'assurance maladie santé medicaid marketplace carte verte réfugié réfugiés statut médecin',
    am: 'የጤና መድን ጤና ሜዲኬይድ ግሪን ካርድ ስደተኛ ስደተኞች ሀኪም ሕክምና',
  },
  'investing-back-home-safely': {
    en: 'invest back home diaspora bond land property ethiopia nigeria safe gerd dam bond',
    fr: 'investir au pays obligation diaspora terrain maison propriété sûr placement au pays',
    am: 'የዲያስፖራ ዲያስፖራ ቦንድ የህዳሴ ግድብ መሬት ቤት ሀገር ቤት ኢትዮጵያ ውስጥ',
  },
  'investing-basics': {
    en: 'invest stocks index fund etf brokerage start investing stock market',
    fr: 'investir bourse actions fonds indiciel etf courtier commencer placement',
    am: 'ኢንቨስት አክሲዮን ስቶክ ኢንዴክስ ፈንድ ብሮከሬጅ ልጀምር',
  },
  itin: {
    en: 'itin number apply w-7 renew expired taxpayer identification',
    fr: 'itin numéro fiscal demander w-7 renouveler expiré identification fiscale',
    am: 'አይቲን itin የግብር መለያ ቁጥር ማመልከት ማደስ ጊዜው አልፎበታል w-7',
  },
  'other-insurance-basics': {
    en: 'renters insurance car insurance auto insurance life insurance apartment driver',
    fr: 'assurance habitation location appartement assurance auto voiture conducteur assurance vie',
    am: 'የቤት ኪራይ ኢንሹራንስ የመኪና ኢንሹራንስ የሕይወት ኢንሹራንስ ኪራይ መኪና',
  },
  'reporting-accounts-abroad': {
    en: 'report foreign bank account fbar fincen 114 form 8938 fatca account abroad back home tell irs',
    fr: 'déclarer signaler compte bancaire étranger au pays fbar fincen 114 formulaire 8938 fatca impôts américains',
    am: 'ውጭ ሀገር ያለውን ሂሳብ ሪፖርት ማድረግ fbar ኤፍባር ፊንሴን irs አይአርኤስ ኢትዮጵያ ያለውን',
  },
  'retirement-accounts': {
    en: '401k 401(k) ira roth retirement pension employer match move back home',
    fr: 'retraite 401k 401(k) ira roth plan retraite employeur pension immigré',
    am: 'ጡረታ የጡረታ ሂሳብ ገንዘቤ 401k 401(k) ira ሮት',
  },
  'savings-circles': {
    en: 'susu equb ekub tontine savings circle chama safe credit',
    fr: 'tontine susu cercle épargne groupe épargne sûre',
    am: 'እቁብ ዕቁብ ቁጠባ ቡድን ደህንነቱ',
  },
  'scams-that-target-immigrants': {
    en: 'scam fraud gift cards irs call notario fake job immigration papers',
    fr: 'arnaque escroquerie cartes-cadeaux appel irs notaire faux travail payer d’abord',
    am: 'ማጭበርበር አጭበርባሪ የስጦታ ካርድ ደዋይ የደወለልኝ ኖታሪዮ የኢሚግሬሽን ወረቀት ሀሰተኛ ስራ',
  },
  'sending-money-home': {
    en: 'send money remittance transfer cost fees cancel cash tax',
    fr: 'envoyer argent transfert frais annuler taxe moins cher',
    am: 'ሐዋላ ገንዘብ መላክ ለመላክ ዝውውር ክፍያ ርካሹ አልደረሰም',
  },
  'small-business-credit': {
    en: 'business loan microloan cdfi shop salon merchant cash advance',
    fr: 'prêt entreprise microcrédit boutique commerce petite entreprise',
    am: 'የንግድ ብድር ብድር ሱቅ ለሱቄ ንግድ ማይክሮ',
  },
  'small-business-with-itin': {
    en: 'start business llc register ein itin business bank account self-employed',
    fr: 'créer entreprise llc ein itin compte bancaire entreprise auto-entrepreneur immatriculer',
    am: 'ቢዝነስ ለቢዝነሴ ንግድ llc ein ኢአይኤን itin የንግድ ሂሳብ',
  },
}
