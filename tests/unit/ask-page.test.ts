/** Issue 32: what /learn?q= answers with the model off (the default): refusals, a tool's own result, the
 * review date and the language of each passage, and a page the shared cache may keep. */
import { describe, expect, it } from 'vitest'

import { learnPage } from '~/.server/learn/learn-page.server'

const page = (q: string, locale = 'en') => learnPage(new URL(`http://x/learn?${new URLSearchParams({ q })}`), locale)

describe('/learn?q= with the model off', () => {
  it('says the model is off and leaves the page shareable', async () => {
    const { status, view, shared } = await page('how long do I have to cancel a money transfer')
    expect(status).toBe(200)
    expect(view.modelOn).toBe(false)
    expect(shared).toBe(true)
    expect(view.answer?.modelSkipped).toBeUndefined()
    expect(view.answer?.guides[0].reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    // The whole section for a model never reaches the page.
    expect(view.answer?.guides.every((passage) => passage.context === undefined)).toBe(true)
  })

  it.each([
    ['which stocks should i buy with 5000', 'en', 'investment-pick'],
    ["quel est le taux du dollar en franc CFA aujourd'hui", 'fr', 'todays-rate'],
    ['የምግብ ቴምብር መውሰድ ግሪን ካርዴን ይጎዳል?', 'am', 'immigration'],
  ])('refuses "%s" (%s) with %s', async (q, locale, refusal) => {
    const { status, view } = await page(q, locale)
    expect(status).toBe(200)
    expect(view.refusal).toBe(refusal)
    expect(view.toolAnswer).toBeNull()
  })

  it('answers a corridor and an amount with the Remittance Cost Analyzer, linking to it', async () => {
    const { view } = await page('cheapest way to send 500 dollars to ghana')
    expect(view.toolAnswer).toMatchObject({ kind: 'remittance', href: '/navigator/remittance?to=GH&amount=500', amount: 500 })
    expect(view.toolAnswer?.kind === 'remittance' && view.toolAnswer.sentences.length).toBeGreaterThan(0)
  })

  it('answers a card with no credit history with the card tool’s first cards for that tier', async () => {
    const { view } = await page('credit card with no credit history')
    expect(view.toolAnswer).toMatchObject({ kind: 'cards', href: '/navigator/credit-cards?credit=none' })
    expect(view.toolAnswer?.kind === 'cards' && view.toolAnswer.cards.length).toBe(3)
  })

  it('finds an English-only guide from French and Amharic, marked as English', async () => {
    const fr = (await page('c quoi un 401k', 'fr')).view.answer!.guides[0]
    expect(fr.guide).toMatchObject({ slug: 'retirement-accounts', lang: 'en' })
    const am = (await page('የህዳሴ ግድብ ቦንድ መግዛት ደህና ነው?', 'am')).view.answer!.guides[0]
    expect(am.guide).toMatchObject({ slug: 'investing-back-home-safely', lang: 'en' })
  })

  it('puts the right guide first when a question mentions a bank account but is about FBAR or a business', async () => {
    expect((await page('i have bank account in ghana with 15k do i tell irs')).view.answer!.guides[0].guide.slug).toBe(
      'reporting-accounts-abroad',
    )
    expect((await page('can I open business bank account with my ITIN for my LLC')).view.answer!.guides[0].guide.slug).toBe(
      'small-business-with-itin',
    )
    expect((await page('ouvrir un compte bancaire pour mon entreprise avec ITIN', 'fr')).view.answer!.guides[0].guide.slug).toBe(
      'small-business-with-itin',
    )
  })

  it('never starts a passage with a pronoun that leans on a sentence not shown', async () => {
    for (const q of ['cheapest way to send money home to ghana', 'who must follow the remittance transfer rule']) {
      for (const passage of (await page(q)).view.answer!.guides) expect(passage.text, q).not.toMatch(/^(They|It|This|These)\b/)
    }
  })
})
