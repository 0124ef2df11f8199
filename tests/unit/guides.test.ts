import { describe, expect, it } from 'vitest'

import { allGuides, glossaryTerms, library, loadLibrary } from '../../app/.server/guides.server'
import { guideSlugs } from '../../app/content/learn'
import { GuideFormatError, MAX_GUIDE_WORDS, guideProblems, parseGuide } from '../../app/lib/guide-format'

// Issue 22: a guide must have a source, every source a well-formed https link, a review at most 12
// months old, the sections "Steps" and "Watch out", and at most about 700 words. The real files are
// checked against today's date (so a stale guide fails CI); the rules themselves against fixtures with
// an injected date.

const guideFiles = import.meta.glob<string>('../../app/content/guides/*/*.md', { query: '?raw', import: 'default', eager: true })

const TODAY = new Date().toISOString().slice(0, 10)

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
  it('has every one of the 18 guides in English, and no other', () => {
    expect(allGuides('en').map((guide) => guide.slug)).toEqual([...guideSlugs])
  })

  for (const [path, source] of Object.entries(guideFiles)) {
    const file = path.replace(/^(\.\.\/)+/, '')
    it(`${file} has sources, a review in the last 12 months, its sections and at most ${MAX_GUIDE_WORDS} words`, () => {
      expect(guideProblems(source, file, TODAY)).toEqual([])
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
