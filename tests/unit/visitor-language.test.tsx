/**
 * Every word in the visitor's language (issue 31, decision 041), the parts a unit test can see:
 * - no component or page types visitor-facing English: no JSX text and no literal aria-label, title,
 *   alt or placeholder with Latin words (the admin area and the dev pages are English only);
 * - the simulated social proof (the joiner notice screen readers read, the testimonials' "days ago")
 *   and the shared form pieces speak the page's language, and English stays as the spec writes it;
 * - the error summary links each field's message to its field and takes focus on the server's answer;
 * - the e2e test's list of the UI's English words holds the words that leaked, and not the names.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'

import ts from 'typescript'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import { FormAlert } from '~/components/forms/fields'
import { SIMULATED_JOINERS, daysAgoLabel, noticeText } from '~/lib/social-proof'
import { overwriteGetLocale } from '~/paraglide/runtime.js'

import { englishUiWords, latinWords, nameIndex, shownNames, withoutNames } from '../support/english-words'

type Locale = 'en' | 'fr' | 'am'
const useLocale = (locale: Locale) => overwriteGetLocale(() => locale)
afterEach(() => useLocale('en'))

const app = join(import.meta.dirname, '../../app')
const { words: ENGLISH } = englishUiWords()
const NAMES = nameIndex(shownNames())
const englishIn = (text: string) => latinWords(withoutNames(text, NAMES)).filter((word) => ENGLISH.has(word))

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return ['paraglide', 'admin'].includes(entry.name) ? [] : sources(path)
    return entry.name.endsWith('.tsx') && !entry.name.startsWith('dev.') ? [path] : []
  })
}

const READ_OUT = new Set(['aria-label', 'title', 'alt', 'placeholder', 'aria-description', 'label'])

/** JSX text and literal read-out attributes with Latin letters, as "file:line: text". */
function typedEnglish(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const at = (node: ts.Node) => `${relative(app, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /[A-Za-z]{2,}/.test(node.text)) found.push(`${at(node)}: ${node.text.trim()}`)
    if (ts.isJsxAttribute(node) && READ_OUT.has(node.name.getText()) && node.initializer && ts.isStringLiteral(node.initializer)) {
      if (/[A-Za-z]{2,}/.test(node.initializer.text)) found.push(`${at(node)}: ${node.name.getText()}="${node.initializer.text}"`)
    }
    // A default prop or fallback typed in English: `title = 'Error'`, `x ?? 'Error'`.
    if (
      (ts.isParameter(node) ||
        ts.isBindingElement(node) ||
        (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)) &&
      ('initializer' in node || 'right' in node)
    ) {
      const value = ts.isBinaryExpression(node) ? node.right : (node as ts.BindingElement).initializer
      if (value && ts.isStringLiteral(value) && /^[A-Z][a-z]+( [A-Za-z]+)*$/.test(value.text)) found.push(`${at(node)}: '${value.text}'`)
    }
    // A page title typed in English: `pageTitle('Navigator')`.
    if (ts.isCallExpression(node) && node.expression.getText() === 'pageTitle') {
      for (const arg of node.arguments)
        if (ts.isStringLiteral(arg) && /[A-Za-z]{2,}/.test(arg.text)) found.push(`${at(node)}: pageTitle('${arg.text}')`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('no English typed into the visitor-facing components and pages', () => {
  it('finds no JSX text, read-out attribute or default title in English', () => {
    const files = [...sources(join(app, 'components')), ...sources(join(app, 'routes')), join(app, 'root.tsx')]
    expect(files.length).toBeGreaterThan(80)
    expect(files.flatMap(typedEnglish)).toEqual([])
  })
})

describe('the simulated social proof in the page language', () => {
  it('keeps the spec’s English', () => {
    expect(noticeText({ name: 'Moussa', city: 'newYork' })).toBe('Moussa from New York just joined the waitlist')
    expect(daysAgoLabel(1)).toBe('1 day ago')
    expect(daysAgoLabel(20)).toBe('20 days ago')
  })

  it('says every joiner notice and "days ago" in French and Amharic, with no English word', () => {
    useLocale('fr')
    expect(noticeText({ name: 'Moussa', city: 'newYork' })).toBe("Moussa, de New York, vient de rejoindre la liste d'attente")
    expect(daysAgoLabel(20)).toBe('il y a 20 jours')
    useLocale('am')
    expect(noticeText({ name: 'Moussa', city: 'newYork' })).toBe('ከኒው ዮርክ Moussa አሁን የመጠባበቂያ ዝርዝሩን ተቀላቅሏል')
    expect(daysAgoLabel(1)).toBe('ከ1 ቀን በፊት')
    for (const locale of ['fr', 'am'] as const) {
      useLocale(locale)
      for (const joiner of SIMULATED_JOINERS) expect(englishIn(noticeText(joiner)), `${locale} ${joiner.city}`).toEqual([])
      for (const days of [1, 2, 20]) expect(englishIn(daysAgoLabel(days)), `${locale} ${days}`).toEqual([])
    }
  })
})

describe('the error summary (FormAlert)', () => {
  const answer = { status: 'error', error: { fullName: ['Full name is required'], email: ['Email is required'] } }
  const links = (html: string) => [...html.matchAll(/href="#([\w-]+)"/g)].map((match) => match[1])

  it('after the server’s answer: titled in the page language, takes focus, links to the first field, repeats no message', () => {
    useLocale('fr')
    const html = renderToStaticMarkup(
      createElement(FormAlert, {
        errors: [],
        fields: [
          { id: 'alert-fullName', errors: answer.error.fullName },
          { id: 'alert-email', errors: answer.error.email },
          { id: 'alert-terms', errors: undefined },
        ],
        result: answer,
      }),
    )
    expect(html).toContain('role="alert"')
    expect(html).toContain('tabindex="-1"')
    expect(html).toContain('autofocus=""')
    expect(html).toContain('Veuillez vérifier le formulaire')
    expect(html).toContain('2 réponses sont à corriger : aller à la première')
    expect(links(html)).toEqual(['alert-fullName'])
    expect(html).not.toContain('Full name is required')
  })

  it('a Conform form: links to `<form id>-<name>`; a message about the form is titled "Error" (the spec’s); no answer, no focus', () => {
    const conform = { id: 'waitlist', allErrors: { '': ['Try again later'], email: ['Email is required'] } }
    const answered = renderToStaticMarkup(createElement(FormAlert, { errors: ['Try again later'], form: conform, result: answer }))
    expect(links(answered)).toEqual(['waitlist-email'])
    expect(answered).toContain('>Error<')
    expect(answered).toContain('1 answer needs a change: go to it')
    const typing = renderToStaticMarkup(createElement(FormAlert, { errors: [], form: conform }))
    expect(typing).toBe('')
    const formLevel = renderToStaticMarkup(createElement(FormAlert, { errors: ['Try again later'], title: 'Sign-in failed' }))
    expect(formLevel).toContain('Sign-in failed')
    expect(formLevel).not.toContain('autofocus')
    expect(formLevel).not.toContain('href=')
  })
})

describe('the UI’s English words (tests/support/english-words.ts)', () => {
  it('hold the words that were left in English, not the names kept in every language', () => {
    for (const word of ['learn', 'more', 'joined', 'waitlist', 'ago', 'opens', 'tab', 'send', 'save', 'invest', 'error', 'speed'])
      expect(ENGLISH.has(word), word).toBe(true)
    for (const word of ['itin', 'apr', 'usd', 'whatsapp', 'cfpb', 'diaspora', 'service', 'total'])
      expect(ENGLISH.has(word), word).toBe(false)
  })

  it('blanks out names shown as published, not the words around them', () => {
    const read = englishIn
    expect(read('Données de prix : The World Bank, Remittance Prices Worldwide, Issue 54 (Q3 2025), CC BY 4.0')).toEqual([])
    expect(read('Environ 200,00 $US arrivent · US$5.44')).toEqual([])
    expect(read('Capital One, National Association — Learn more')).toEqual(['learn', 'more'])
    expect(read('La Securities and Exchange Commission des États-Unis, and the rest')).toEqual(['and', 'the'])
  })

  it('reads words, not addresses', () => {
    expect(latinWords('Write to hello@example.com or see https://www.consumerfinance.gov/ask-cfpb/ (Learn more)')).toEqual([
      'write',
      'to',
      'or',
      'see',
      'learn',
      'more',
    ])
    expect(latinWords('Ethiopia’s ብር and l’argent')).toEqual(['ethiopia', 'and', 'l’argent'])
  })
})
