import { describe, expect, it } from 'vitest'

import { guidePage } from '../../app/.server/learn/guide-page.server'
import { allGuides, glossaryTerms, library, loadLibrary } from '../../app/.server/learn/guides.server'
import { guideSlugs } from '../../app/lib/guide-slugs'
import {
  GuideFormatError,
  MAX_GUIDE_WORDS,
  guideProblems,
  lapsedChanges,
  maxGuideWords,
  nextChange,
  parseGuide,
  upcomingChanges,
} from '../../app/lib/guide-format'

// Issue 22: a guide must have a source, every source a well-formed https link, a review at most 12
// months old, the sections "Steps" and "Watch out", and at most about 700 words. The real files are
// checked against today's date (so a stale guide fails CI); the rules themselves against fixtures with
// an injected date.

const guideFiles = import.meta.glob<string>('../../app/content/guides/*/*.md', { query: '?raw', import: 'default', eager: true })

/** The clock the date rules read: the real one here; the fixture tests inject fixed days instead. */
const clock = () => new Date()
const TODAY = clock().toISOString().slice(0, 10)

function fixture(overrides: { frontMatter?: string; body?: string } = {}) {
  const frontMatter =
    overrides.frontMatter ??
    `title: Can I test this?
answer: Yes. This is a short answer in plain words.
interests: [banking]
audience: Testers.
reviewed: 2026-01-10
need:
  - A test
sources:
  - title: "CFPB"
    url: https://www.consumerfinance.gov/
    checked: 2026-01-10`
  const body = overrides.body ?? '## Steps\n\n1. Do it.\n\n## Watch out\n\nCareful.\n'
  return `---\n${frontMatter}\n---\n${body}`
}

const FILE = 'app/content/guides/en/test-guide.md'

describe('the guides in app/content/guides', () => {
  it('has every one of the guides in English, and no other', () => {
    expect(allGuides('en').map((guide) => guide.slug)).toEqual([...guideSlugs])
  })

  for (const [path, source] of Object.entries(guideFiles)) {
    const file = path.replace(/^(\.\.\/)+/, '')
    // A translation is read with its English guide (decision 031) and may be longer (maxGuideWords).
    const [, lang, slug] = /guides\/([a-z]+)\/([^/]+)\.md$/.exec(file)!
    const reference = lang === 'en' ? undefined : library.guides.get('en')!.get(slug)
    it(`${file} has sources, a review in the last 12 months, its sections and at most ${maxGuideWords(lang)} words`, () => {
      expect(guideProblems(source, file, TODAY, reference)).toEqual([])
    })
  }

  it('links only glossary terms that exist, and the glossary has 100+ terms with unique slugs', () => {
    const terms = glossaryTerms('en')
    expect(terms.length).toBeGreaterThanOrEqual(100)
    const slugs = new Set(terms.map((term) => term.slug))
    expect(slugs.size).toBe(terms.length)
    for (const guide of allGuides('en')) for (const term of guide.terms) expect(slugs.has(term), `${guide.slug}: ${term}`).toBe(true)
  })

  it('gives every section a stable id and renders "Check yourself" as questions with answers', () => {
    const guide = library.guides.get('en')!.get('bank-account-without-ssn')!
    expect(guide.sections.map((section) => section.id)).toEqual(['what-the-law-asks-for', 'steps', 'watch-out', 'check-yourself'])
    const checks = guide.sections.find((section) => section.kind === 'check')!.checks!
    expect(checks).toHaveLength(2)
    expect(checks[0].question).toBe('Does US law say I need an SSN to open a bank account?')
    expect(checks[0].answerHtml).toContain('No.')
  })
})

describe('the guide rules (fixtures, today injected)', () => {
  it('accept a well-formed guide', () => {
    expect(guideProblems(fixture(), FILE, '2026-11-25')).toEqual([])
    expect(parseGuide(fixture(), FILE).readingMinutes).toBe(1)
  })

  it('refuse a guide without a source', () => {
    const source = fixture().replace(/sources:[\s\S]*?checked: 2026-01-10/, 'sources: []')
    expect(guideProblems(source, FILE, '2026-11-25').join('\n')).toMatch(/sources: needs at least one source/)
    const none = fixture().replace(/sources:[\s\S]*?checked: 2026-01-10/, '')
    expect(guideProblems(none, FILE, '2026-11-25').join('\n')).toMatch(/test-guide\.md[\s\S]*sources/)
  })

  it('refuse a source that is not a well-formed https link', () => {
    for (const url of ['http://www.irs.gov/', 'www.irs.gov', 'https://', 'https://irs', 'https://www.irs .gov/x', 'ftp://irs.gov/']) {
      const source = fixture().replace('https://www.consumerfinance.gov/', JSON.stringify(url))
      expect(guideProblems(source, FILE, '2026-11-25').join('\n'), url).toMatch(/sources\.0\.url: must be a well-formed https:\/\/ link/)
    }
  })

  it('refuse a review older than 12 months (and one in the future)', () => {
    expect(guideProblems(fixture(), FILE, '2027-01-10')).toEqual([])
    expect(guideProblems(fixture(), FILE, '2027-01-11').join('\n')).toMatch(/reviewed 2026-01-10, more than 12 months before 2027-01-11/)
    expect(guideProblems(fixture(), FILE, '2026-01-09').join('\n')).toMatch(/after today/)
  })

  it('refuse a guide without "Steps" or "Watch out", or with text before the first section', () => {
    expect(guideProblems(fixture({ body: '## Steps\n\n1. Do it.\n' }), FILE, '2026-11-25').join('\n')).toMatch(/"## Watch out" is missing/)
    expect(guideProblems(fixture({ body: '## Watch out\n\nCareful.\n' }), FILE, '2026-11-25').join('\n')).toMatch(/"## Steps" is missing/)
    expect(guideProblems(fixture({ body: 'Intro.\n\n## Steps\n\n1. a\n\n## Watch out\n\nb\n' }), FILE, '2026-11-25').join('\n')).toMatch(
      /must start with a ## heading/,
    )
  })

  it(`refuse a guide over ${MAX_GUIDE_WORDS} words`, () => {
    const long = fixture({ body: `## Steps\n\n${'word '.repeat(MAX_GUIDE_WORDS)}\n\n## Watch out\n\nCareful.\n` })
    expect(guideProblems(long, FILE, '2026-11-25').join('\n')).toMatch(/words, more than 700/)
  })

  it('name the file and the field of malformed front matter, and refuse unknown fields', () => {
    const bad = fixture()
      .replace('interests: [banking]', 'interests: [banking, crypto]')
      .replace('audience: Testers.', 'audience: Testers.\nreviewd: 2026-01-01')
    expect(() => parseGuide(bad, FILE)).toThrow(GuideFormatError)
    expect(() => parseGuide(bad, FILE)).toThrow(/test-guide\.md[\s\S]*interests\.1[\s\S]*reviewd/)
    expect(() => parseGuide('no front matter', FILE)).toThrow(/test-guide\.md: no front matter/)
    expect(() => parseGuide(fixture({ frontMatter: 'title: [unclosed' }), FILE)).toThrow(/not valid YAML/)
  })

  it('refuse at load a guide that is not in the list, or links a term the glossary lacks', () => {
    const glossary = { '../content/glossary/en.yaml': '- slug: itin\n  term: ITIN\n  definition: A tax number from the IRS.\n' }
    expect(() => loadLibrary({ '../content/guides/en/test-guide.md': fixture() }, glossary)).toThrow(/not in guideSlugs/)
    const withTerm = fixture({ frontMatter: `${fixture().split('---\n')[1].trim()}\nterms: [itin, nope]` })
    expect(() => loadLibrary({ '../content/guides/en/itin.md': withTerm }, glossary)).toThrow(
      /app\/content\/guides\/en\/itin\.md: terms: "nope" is not in the glossary/,
    )
  })
})

// Decision 040: a guide whose facts change on a known date (a law's effective date, a tax year's
// figures) carries the date in `effective`; it is flagged for review before it, and fails once the date
// has passed since its review. The real files are read with the real clock; the rule with fixed days.
describe('dated changes in the guides', () => {
  const english = allGuides('en')

  it('no guide cites a law or deadline that has taken effect since its review (today from the clock)', ({ annotate }) => {
    const lapsed = english.flatMap((guide) => lapsedChanges(guide, TODAY).map((change) => `${guide.slug}: ${change.date} ${change.what}`))
    expect(lapsed).toEqual([])
    // Flagged, not failed: what must be reviewed in the next weeks (shown in the test report).
    const soon = english.flatMap((guide) => upcomingChanges(guide, TODAY).map((change) => `${guide.slug}: review before ${change.date}`))
    if (soon.length > 0) void annotate(soon.join('\n'), 'warning')
  })

  it('the guides whose facts change with a law or a tax year carry the date', () => {
    const dated = (slug: string) => english.find((guide) => guide.slug === slug)!.effective.map((change) => change.date)
    expect(dated('health-insurance-by-status')).toEqual(['2026-10-01', '2027-01-01'])
    expect(dated('retirement-accounts')).toEqual(['2027-01-01'])
    expect(dated('money-sent-home-and-taxes')).toEqual(['2027-01-01'])
  })

  it('a real guide fails on the day its law takes effect, and is flagged 45 days before (fixed days)', () => {
    const file = 'app/content/guides/en/health-insurance-by-status.md'
    const source = guideFiles[`../../${file}`]
    const guide = parseGuide(source, file)
    const change = nextChange(guide)!
    expect(change.date).toBe('2027-01-01')
    expect(upcomingChanges(guide, '2026-11-16').map((c) => c.date)).toEqual([])
    expect(upcomingChanges(guide, '2026-11-17').map((c) => c.date)).toEqual(['2027-01-01'])
    expect(guideProblems(source, file, '2026-12-31')).toEqual([])
    expect(guideProblems(source, file, '2027-01-01').join('\n')).toMatch(
      /health-insurance-by-status\.md: "Public Law 119-21 sec\. 71301[^"]*" took effect on 2027-01-01, after the review of 2026-11-29/,
    )
  })

  it('the rule: a change before the review is fine; one after it fails from its day until the guide is reviewed again', () => {
    const withChange = (reviewed: string) =>
      fixture({
        frontMatter: fixture()
          .split('---\n')[1]
          .trim()
          .replace('reviewed: 2026-01-10', `reviewed: ${reviewed}`)
          .concat('\neffective:\n  - date: 2026-03-01\n    what: A test law'),
      })
    expect(guideProblems(withChange('2026-01-10'), FILE, '2026-02-28')).toEqual([])
    expect(guideProblems(withChange('2026-01-10'), FILE, '2026-03-01')).toEqual([
      `${FILE}: "A test law" took effect on 2026-03-01, after the review of 2026-01-10: review the guide again and set reviewed`,
    ])
    expect(guideProblems(withChange('2026-03-02'), FILE, '2026-03-02')).toEqual([])
    expect(guideProblems(withChange('2026-03-01'), FILE, '2026-03-05')).toEqual([])
  })

  it('refuses changes out of date order or without a description', () => {
    const body = fixture().split('---\n')[1].trim()
    const unordered = fixture({
      frontMatter: `${body}\neffective:\n  - { date: 2026-05-01, what: B }\n  - { date: 2026-04-01, what: A }`,
    })
    expect(() => parseGuide(unordered, FILE)).toThrow(/effective: must be in date order/)
    expect(() => parseGuide(fixture({ frontMatter: `${body}\neffective:\n  - { date: 2026-05-01 }` }), FILE)).toThrow(/effective\.0\.what/)
  })

  it('the page says when the facts of a guide change, and that they have changed once the day is past without a review', () => {
    const guide = english.find((entry) => nextChange(entry))!
    const day = nextChange(guide)!.date
    const before = new Date(`${day}T00:00:00Z`)
    before.setUTCDate(before.getUTCDate() - 1)
    expect(guidePage(guide.slug, 'en', before)!.change).toMatchObject({ kind: 'upcoming' })
    expect(guidePage(guide.slug, 'en', new Date(`${day}T12:00:00Z`))!.change).toMatchObject({ kind: 'lapsed' })
    expect(guidePage('bank-account-without-ssn', 'en', before)!.change).toBeNull()
    // The date is written in the visitor's language (Gregorian, Amharic month names in Amharic).
    expect(guidePage('health-insurance-by-status', 'en', new Date('2026-11-29T00:00:00Z'))!.change).toEqual({
      kind: 'upcoming',
      date: 'January 1, 2027',
    })
    expect(guidePage('health-insurance-by-status', 'am', new Date('2026-11-29T00:00:00Z'))!.change!.date).toBe('1 ጃንዋሪ 2027')
  })
})

describe('dates in the Amharic guides and glossary', () => {
  // The site writes Gregorian dates in Amharic with the Gregorian month names `formatDate` uses
  // (ጃንዋሪ ... ዲሴምበር). An Ethiopian month name (ጥር, መስከረም ...) before a Gregorian year or day reads as the
  // Ethiopian calendar: ጥር 1 is 9 January (content review 2026-11-29; decision 040).
  const ethiopianMonths = ['መስከረም', 'ጥቅምት', 'ኅዳር', 'ህዳር', 'ታኅሣሥ', 'ታህሳስ', 'ጥር', 'የካቲት', 'መጋቢት', 'ሚያዝያ', 'ግንቦት', 'ሰኔ', 'ሐምሌ', 'ነሐሴ', 'ጳጉሜ']
  // A month name alone or after the prepositions ከ / በ / እስከ / ለ, not inside a longer word (ቁጥር, number).
  const monthPattern = new RegExp(`(?<![\\u1200-\\u137F])(?:ከ|በ|እስከ|ለ)?(?:${ethiopianMonths.join('|')})(?![\\u1200-\\u137F])`, 'u')
  const glossaryFiles = import.meta.glob<string>('../../app/content/glossary/am.yaml', { query: '?raw', import: 'default', eager: true })
  const files = { ...Object.fromEntries(Object.entries(guideFiles).filter(([path]) => path.includes('/am/'))), ...glossaryFiles }

  it('finds the Ethiopian month names it looks for (and not ቁጥር)', () => {
    expect(monthPattern.test('ከጥር 1 ቀን 2026 ጀምሮ')).toBe(true)
    expect(monthPattern.test('ከጥር እስከ ታኅሣሥ')).toBe(true)
    expect(monthPattern.test('የሂሳብ ቁጥር')).toBe(false)
    expect(monthPattern.test('ከ1 ጃንዋሪ 2026 ጀምሮ')).toBe(false)
  })

  for (const [path, text] of Object.entries(files)) {
    it(`${path.replace(/^(\.\.\/)+/, '')} writes no Ethiopian month name`, () => {
      const lines = text.split('\n').filter((line) => monthPattern.test(line))
      expect(lines).toEqual([])
    })
  }
})
