/** "Ask the guides" points to the Bank Account Finder and the loans page for questions about them, in each language. */
import { describe, expect, it } from 'vitest'

import { learnPage } from '~/.server/learn/learn-page.server'
import { toolsForQuestion } from '~/lib/ask-tools'

describe('tools for a question', () => {
  it.each([
    ['Can I open a bank account with a passport?', ['bank-accounts']],
    ['what is chexsystems', ['bank-accounts']],
    ['Puis-je ouvrir un compte bancaire sans SSN ?', ['bank-accounts']],
    ['ያለ SSN የባንክ ሂሳብ መክፈት እችላለሁ?', ['bank-accounts']],
    ['በፓስፖርት ሒሳብ መክፈት እችላለሁ?', ['bank-accounts']],
    ['What is a fair car loan rate?', ['loans']],
    ['I want to buy a used car with no credit', ['loans']],
    ['Quel taux pour un prêt auto ?', ['loans']],
    ['የመኪና ብድር ወለድ ስንት ነው?', ['loans']],
    ['Do I need a checking account for a car loan?', ['bank-accounts', 'loans']],
    ['How do I send money to Nigeria?', []],
    ['What is an ITIN?', []],
  ] as const)('%s', (question, tools) => {
    expect(toolsForQuestion(question)).toEqual(tools)
  })

  it('come with the answer on /learn, and not with the hub or a bad question', async () => {
    const answered = await learnPage(new URL('http://x/learn?q=open+a+bank+account+without+SSN'), 'en')
    expect(answered.status).toBe(200)
    expect(answered.view.tools).toEqual(['bank-accounts'])
    expect((await learnPage(new URL('http://x/learn'), 'en')).view.tools).toEqual([])
    const bad = await learnPage(new URL('http://x/learn?q=%20'), 'en')
    expect(bad.status).toBe(400)
    expect(bad.view.tools).toEqual([])
  })
})
