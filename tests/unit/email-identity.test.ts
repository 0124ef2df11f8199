import { describe, expect, it } from 'vitest'

import { inboxKey, isRelayDomain, mailboxKey } from '../../app/lib/email-identity'

// One inbox, one credit (docs/decisions/020-fair-and-cheap.md): which addresses are the same person.

describe('the mailbox an address reaches (duplicates)', () => {
  it('Gmail ignores dots and a +tag, and googlemail.com is gmail.com', () => {
    for (const address of [
      'ada@gmail.com',
      'a.da@gmail.com',
      'ada+1@gmail.com',
      'A.D.A+waitlist@GMail.com ',
      'ada@googlemail.com',
      'a.d.a+x+y@googlemail.com',
    ]) {
      expect(mailboxKey(address)).toBe('ada@gmail.com')
    }
  })

  it('other providers keep the local part as typed (dots and plus may be different people there)', () => {
    expect(mailboxKey('a.da@example.com')).toBe('a.da@example.com')
    expect(mailboxKey('ada+1@example.com')).toBe('ada+1@example.com')
    expect(mailboxKey('  Ada@Example.COM ')).toBe('ada@example.com')
    // Only the domain itself: a look-alike is another provider.
    expect(mailboxKey('a.da@gmail.com.evil.example')).toBe('a.da@gmail.com.evil.example')
    expect(mailboxKey('a.da@sub.gmail.com')).toBe('a.da@sub.gmail.com')
  })

  it('leaves odd input as it is, lower-cased and trimmed', () => {
    expect(mailboxKey(' NoAt ')).toBe('noat')
    expect(mailboxKey('+tag@gmail.com')).toBe('+tag@gmail.com')
    expect(mailboxKey('"a@b"@gmail.com')).toBe('"a@b"@gmail.com')
  })
})

describe('the inbox an address reaches (referral credit)', () => {
  it('drops a +tag at every provider, and applies Gmail’s rules', () => {
    expect(inboxKey('bob+1@example.com')).toBe('bob@example.com')
    expect(inboxKey('bob+news+2@Example.com')).toBe('bob@example.com')
    expect(inboxKey('b.ob@example.com')).toBe('b.ob@example.com')
    expect(inboxKey('a.da+7@googlemail.com')).toBe('ada@gmail.com')
    expect(inboxKey('+only@example.com')).toBe('+only@example.com')
  })
})

describe('relays that mint addresses', () => {
  it('knows the forwarding services, and their subdomains, and nothing else', () => {
    for (const domain of ['duck.com', 'privaterelay.appleid.com', 'mozmail.com', 'simplelogin.com', 'alias.anonaddy.com', 'DUCK.COM']) {
      expect(isRelayDomain(domain)).toBe(true)
    }
    for (const domain of ['gmail.com', 'proton.me', 'example.com', 'notduck.com', 'duck.com.example'])
      expect(isRelayDomain(domain)).toBe(false)
  })
})
