/** Issue 32: the check a language model's answer must pass before a reader sees it, on hand-made answers. */
import { describe, expect, it } from 'vitest'

import { formNamesIn, numbersIn, verifyAnswer } from '../../app/lib/ask-verify'

const passages = [
  {
    n: 1,
    text: 'Sending money home — Your rights\nFederal rules give you 30 minutes to cancel a transfer. Since 1 January 2026, transfers paid in cash carry a 1% federal tax.',
  },
  {
    n: 2,
    text: 'Reporting accounts abroad — FBAR\nIf your foreign accounts together held more than $10,000 at any time in the year, file FinCEN Form 114 (the FBAR) at bsaefiling.fincen.treas.gov.',
  },
  { n: 3, text: "L'ITIN — Demander\nOn demande un ITIN avec le formulaire W-7 et une pièce d'identité." },
]

describe('verifyAnswer: good answers pass', () => {
  it.each([
    ['one cited sentence', 'You have 30 minutes to cancel a transfer [1].'],
    ['citation after the full stop', 'You have 30 minutes to cancel a transfer. [1]'],
    [
      'two passages, two sentences',
      'Cash transfers carry a 1% tax since 1 January 2026 [1]. Accounts over $10,000 in total need FinCEN Form 114 [2].',
    ],
    ['a sentence citing two passages', 'You can cancel within 30 minutes, and large foreign accounts need an FBAR [1][2].'],
    ['French, with a form name', 'On demande un ITIN avec le formulaire W-7 [3].'],
    ['Amharic full stop', 'ገንዘብ ለመላክ 30 ደቂቃ አለዎት [1]።'],
    ['French thousands', 'Au-delà de 10 000 $ au total, il faut le FBAR [2].'],
  ])('%s', (_, answer) => {
    const verdict = verifyAnswer(answer, passages)
    expect(verdict, JSON.stringify(verdict)).toMatchObject({ ok: true })
  })

  it('keeps each sentence with its citations', () => {
    const verdict = verifyAnswer('You have 30 minutes to cancel [1]. File FinCEN Form 114 [2][1].', passages)
    expect(verdict).toEqual({
      ok: true,
      sentences: [
        { text: 'You have 30 minutes to cancel.', cites: [1] },
        { text: 'File FinCEN Form 114.', cites: [2, 1] },
      ],
    })
  })
})

describe('verifyAnswer: bad answers fail, with the reason', () => {
  it.each([
    ['empty', '   ', 'empty'],
    ['no citation at all', 'You have 30 minutes to cancel a transfer.', 'uncited'],
    ['a second sentence without a citation', 'You have 30 minutes to cancel [1]. Banks are always friendly.', 'uncited'],
    ['two sentences before one citation', 'You have 30 minutes. You can cancel [1].', 'uncited'],
    ['a passage that was not sent', 'You have 30 minutes to cancel [4].', 'unknown-passage'],
    ['an invented number', 'You have 60 minutes to cancel a transfer [1].', 'unsupported-number'],
    ['a number from another passage than the one cited', 'You have 30 minutes to cancel, over $10,000 [1].', 'unsupported-number'],
    ['an invented percentage', 'Cash transfers carry a 3% tax [1].', 'unsupported-number'],
    ['an invented date', 'Since 1 January 2025, cash transfers are taxed [1].', 'unsupported-number'],
    ['an invented form', 'File Form W-114 for your account abroad [2].', 'unsupported-form'],
    ['a link not in the passages', 'See https://example.com/fbar for the form [2].', 'foreign-link'],
    ['a bare domain not in the passages', 'File it on irs.gov [2].', 'foreign-link'],
    ['too long', `${'Cancel within thirty minutes. [1] '.repeat(40)}`, 'too-long'],
  ])('%s', (_, answer, reason) => {
    expect(verifyAnswer(answer, passages)).toEqual({ ok: false, reason })
  })

  it('allows a link that is in the passages', () => {
    expect(verifyAnswer('File it at bsaefiling.fincen.treas.gov [2].', passages)).toMatchObject({ ok: true })
  })
})

describe('what the verifier reads', () => {
  it('numbers, with thousands separators folded', () => {
    expect(numbersIn('$10,000 and 10 000 $ and 1% on 1 January 2026')).toEqual(['10000', '10000', '1', '1', '2026'])
  })
  it('form names', () => {
    expect(formNamesIn('Form W-7, SS-4, FinCEN 114, 1099-NEC and the 401(k), not step 2')).toEqual([
      'w7',
      'ss4',
      'fincen114',
      '1099nec',
      '401(k)',
    ])
  })
})
