import { describe, expect, it } from 'vitest'

import { avatarInitialsOf, displayNameOf, initialsOf } from '~/lib/display-name'

describe('displayNameOf', () => {
  it('uses the full name first', () => {
    expect(displayNameOf({ full_name: 'Ada Okafor', first_name: 'A', last_name: 'O' }, 'ada@example.com')).toBe('Ada Okafor')
  })

  it('trims and collapses the spaces of the full name', () => {
    expect(displayNameOf({ full_name: '  Ada   Okafor ' }, 'ada@example.com')).toBe('Ada Okafor')
  })

  it('falls back to first plus last name when the full name is empty or blank', () => {
    expect(displayNameOf({ full_name: '', first_name: 'Kwame', last_name: 'Mensah' }, 'k@example.com')).toBe('Kwame Mensah')
    expect(displayNameOf({ full_name: '   ', first_name: 'Kwame', last_name: 'Mensah' }, 'k@example.com')).toBe('Kwame Mensah')
    expect(displayNameOf({ full_name: null, first_name: 'Kwame', last_name: null }, 'k@example.com')).toBe('Kwame')
    expect(displayNameOf({ first_name: null, last_name: 'Mensah' }, 'k@example.com')).toBe('Mensah')
  })

  it('falls back to the part of the e-mail before the @', () => {
    expect(displayNameOf({ full_name: '', first_name: '', last_name: '' }, 'amara.diallo@example.com')).toBe('amara.diallo')
    expect(displayNameOf(null, 'amara@example.com')).toBe('amara')
    expect(displayNameOf(undefined, 'amara@example.com')).toBe('amara')
  })

  it("falls back to 'User' when there is nothing else", () => {
    expect(displayNameOf(null, null)).toBe('User')
    expect(displayNameOf({}, undefined)).toBe('User')
    expect(displayNameOf({ full_name: ' ' }, '')).toBe('User')
    expect(displayNameOf(null, '@example.com')).toBe('User')
  })
})

describe('initialsOf', () => {
  it('takes the first letters of the first two words, upper case', () => {
    expect(initialsOf('Ada Okafor')).toBe('AO')
    expect(initialsOf('ada okafor')).toBe('AO')
    expect(initialsOf('Chinua Achebe Albert')).toBe('CA')
    expect(initialsOf('  kwame   mensah ')).toBe('KM')
  })

  it('takes the first two characters of a single word', () => {
    expect(initialsOf('amara')).toBe('AM')
    expect(initialsOf('amara.diallo')).toBe('AM')
    expect(initialsOf('Z')).toBe('Z')
  })

  it('is never longer than two characters', () => {
    for (const name of ['Ada Okafor', 'abc', 'a b c d', 'ÉLODIE', 'Ñandú Ürü'])
      expect(Array.from(initialsOf(name)).length).toBeLessThanOrEqual(2)
    expect(initialsOf('Élodie Ñandú')).toBe('ÉÑ')
  })

  it("is 'U' when there is no name", () => {
    expect(initialsOf('')).toBe('U')
    expect(initialsOf('   ')).toBe('U')
    expect(initialsOf(null)).toBe('U')
    expect(initialsOf(undefined)).toBe('U')
  })
})

describe('avatarInitialsOf', () => {
  it('uses the full name, then first plus last name', () => {
    expect(avatarInitialsOf({ full_name: 'Ada Okafor' })).toBe('AO')
    expect(avatarInitialsOf({ full_name: '', first_name: 'kwame', last_name: 'mensah' })).toBe('KM')
    expect(avatarInitialsOf({ first_name: 'Kwame' })).toBe('KW')
  })

  it("is 'U' without a name (the e-mail is not a name)", () => {
    expect(avatarInitialsOf(null)).toBe('U')
    expect(avatarInitialsOf({ full_name: '  ', first_name: null, last_name: '' })).toBe('U')
  })
})
