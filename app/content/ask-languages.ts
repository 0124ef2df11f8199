/**
 * "Ask the guides" in French and Amharic: the words dropped from questions and guides, and the synonym
 * groups that widen a question (as app/content/learn-search.ts does for English). Terms follow the term
 * base (app/content/termbase/<locale>.yaml). Not visitor-facing text: search configuration.
 */
export const askStopWords: Record<string, ReadonlySet<string>> = {
  fr: new Set(
    (
      'a à au aux avec avoir ce ces cet cette comme comment dans de des du elle elles en est et être eu il ils je la le les leur ' +
      'leurs lui ma mais me même mes moi mon ne ni nos notre nous on ou où par pas peut peux pour pourquoi qu que quel quelle quels ' +
      'quelles qui quoi sa sans se ses si son sont sur ta te tes toi ton tu un une vos votre vous y est-ce suis ai as avez ont fait ' +
      'faire faut dois doit puis-je puis veux voudrais quand combien'
    ).split(' '),
  ),
  // Amharic function words, after normalization (app/lib/ask-tokens.ts): "and", "or", "is", "in", "how", "what"...
  am: new Set([
    'እና',
    'ና',
    'ወይም',
    'ነው',
    'ናቸው',
    'ላይ',
    'ውስጥ',
    'ምን',
    'እንዴት',
    'ስንት',
    'የት',
    'መቼ',
    'ለምን',
    'እኔ',
    'እርስዎ',
    'ይህ',
    'ያ',
    'ነኝ',
    'አለ',
    'አለብኝ',
    'እችላለሁ',
    'ይችላል',
    'ነበር',
    'ጋር',
    'ግን',
    'ም',
  ]),
}

export const askSynonymGroups: Record<string, ReadonlyArray<ReadonlyArray<string>>> = {
  fr: [
    ['ssn', 'numéro de sécurité sociale', 'sécurité sociale'],
    ['itin', 'numéro fiscal', 'numéro d identification fiscale'],
    [
      'envoyer de l argent',
      'envoyer l argent',
      'transfert d argent',
      'transferts',
      'transfert',
      'envoi d argent',
      'mandat',
      'western union',
    ],
    ['compte bancaire', 'compte courant', 'ouvrir un compte', 'compte en banque', 'banque'],
    ['score de crédit', 'cote de crédit', 'historique de crédit', 'pas de crédit'],
    ['rapport de crédit', 'dossier de crédit', 'equifax', 'experian', 'transunion'],
    ['arnaque', 'arnaques', 'escroquerie', 'escroc', 'fraude', 'faux'],
    ['notario', 'notaire'],
    ['tontine', 'susu', 'esusu', 'ekub', 'cercle de prêt'],
    ['chexsystems', 'compte refusé', 'refusé', 'refus'],
    ['bank on', 'seconde chance', 'sans découvert'],
    ['obligation diaspora', 'obligations', 'investir au pays', 'placement au pays', 'terrain au pays'],
    ['carte de crédit garantie', 'carte garantie', 'première carte'],
    ['taux de change', 'marge de change', 'change'],
    ['passeport', 'carte consulaire', 'pièce d identité'],
    ['401k', '401(k)', 'plan de retraite', 'compte retraite'],
    ['fbar', 'fincen 114', 'compte à l étranger', 'compte au pays'],
  ],
  am: [
    ['ssn', 'ማኅበራዊ ዋስትና', 'ማህበራዊ ዋስትና', 'ኤስኤስኤን', 'ሶሻል ሴኩሪቲ'],
    ['itin', 'የግብር መለያ ቁጥር', 'አይቲን'],
    ['401k', '401(k)', 'የጡረታ ሂሳብ'],
    ['የክሬዲት ነጥብ', 'ክሬዲት ስኮር', 'credit score'],
    ['ሐዋላ', 'ገንዘብ መላክ', 'ገንዘብ ለመላክ', 'ማስተላለፊያ', 'ዝውውር'],
    ['የባንክ ሂሳብ', 'ሂሳብ መክፈት', 'ሂሳብ ለመክፈት', 'ባንክ'],
    ['ማጭበርበር', 'አጭበርባሪ', 'አጭበርባሪዎች', 'ማታለያ'],
    ['ፓስፖርት', 'መታወቂያ', 'የቆንስላ መታወቂያ'],
    ['እቁብ', 'ዕቁብ', 'ekub', 'equb'],
  ],
}
