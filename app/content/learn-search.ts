/**
 * The words "Ask the guides" treats specially, per language (English now). Stop words are dropped from
 * questions and guides alike; a question that contains any phrase of a synonym group is searched with
 * the whole group (so "SSN" finds "Social Security number" and "send money" finds "remittance").
 */
export const stopWords: Record<string, ReadonlySet<string>> = {
  en: new Set(
    (
      'a about after again all am an and any are as at be because been before being but by can could did do does doing done ' +
      'for from get gets getting go going had has have having he her here hers him his how i if in into is it its just ' +
      'let like me might more most must my need needs no nor not now of off on once only or other our out over own please ' +
      'same she should so some such than that the their them then there these they this those through to too under until up ' +
      'us very want was we were what when where which while who whom why will with would you your yours'
    ).split(' '),
  ),
}

export const synonymGroups: Record<string, ReadonlyArray<ReadonlyArray<string>>> = {
  en: [
    ['ssn', 'social security number', 'social security'],
    ['itin', 'individual taxpayer identification number', 'taxpayer id', 'tax id number'],
    ['send money', 'sending money', 'remittance', 'remittances', 'money transfer', 'transfer money', 'wire money', 'send home'],
    ['bank account', 'checking account', 'open account', 'account at a bank'],
    ['credit score', 'fico', 'credit rating', 'credit history'],
    ['credit report', 'credit file', 'equifax', 'experian', 'transunion'],
    ['401k', '401(k)', 'retirement plan', 'retirement account', 'ira', 'roth', 'pension'],
    ['stocks', 'shares', 'stock market', 'index fund', 'etf', 'mutual fund', 'brokerage'],
    ['scam', 'scams', 'fraud', 'fake', 'con', 'cheat'],
    ['notario', 'notary', 'notario publico'],
    ['susu', 'esusu', 'ekub', 'equb', 'hagbad', 'chama', 'tontine', 'savings circle', 'savings group', 'lending circle', 'rosca'],
    ['fbar', 'fincen 114', 'foreign bank account', 'account abroad', 'accounts abroad', 'account back home', 'bank account at home'],
    ['form 8938', 'fatca'],
    ['health insurance', 'medicaid', 'marketplace', 'obamacare', 'aca', 'healthcare'],
    ['tax return', 'file taxes', 'filing taxes', 'file my taxes', 'tax filing'],
    ['vita', 'free tax help', 'free tax preparation'],
    ['chexsystems', 'chex systems', 'denied account', 'refused account', 'rejected account', 'bank said no'],
    ['bank on', 'second chance', 'second-chance account'],
    ['business', 'small business', 'company', 'start a business', 'self-employed', 'side hustle'],
    ['ein', 'employer identification number'],
    ['microloan', 'micro loan', 'cdfi', 'business loan', 'business credit'],
    ['diaspora bond', 'bond back home', 'government bond'],
    ['budget', 'budgeting', 'family back home', 'support family', 'my parents', 'relatives', 'black tax'],
    ['exchange rate', 'fx', 'rate margin', 'currency conversion'],
    ['secured card', 'secured credit card', 'first credit card', 'starter card'],
    ['renters insurance', 'car insurance', 'auto insurance', 'life insurance'],
  ],
}
