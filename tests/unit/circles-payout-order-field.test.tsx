/**
 * The new circle's "Order of payouts" radios (app/components/circles/payout-order-field.tsx): the server's
 * message for the group is tied to it (aria-describedby points at the element that holds the message,
 * aria-invalid on the group) as every other field of the form is, and nothing is claimed when there is
 * no message. The choice sent back stays checked.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { PayoutOrderField } from '~/components/circles/payout-order-field'
import { m } from '~/paraglide/messages.js'

const render = (answer: Parameters<typeof PayoutOrderField>[0]['answer']) =>
  renderToStaticMarkup(createElement(PayoutOrderField, { answer }))

/** The opening tag of the first element matching `tag`, and one attribute's value in it. */
const openingTag = (html: string, tag: string) => html.match(new RegExp(`<${tag}\\b[^>]*>`))?.[0] ?? ''
const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]
const checked = (html: string) =>
  [...html.matchAll(/<input\b[^>]*>/g)]
    .map(([t]) => t)
    .filter((t) => /\schecked=""/.test(t))
    .map((t) => attribute(t, 'value'))

describe('the payout-order radio group', () => {
  it('with the server message: the group is invalid and described by the message', () => {
    const html = render({ errors: { payoutOrder: [m.circles_error_payout_order()] }, values: { payoutOrder: 'sometimes' } })
    const group = openingTag(html, 'fieldset')
    expect(attribute(group, 'role')).toBe('radiogroup')
    expect(attribute(group, 'aria-invalid')).toBe('true')
    const described = attribute(group, 'aria-describedby')
    expect(described).toBeTruthy()
    // The element it names holds the message, inside the group.
    expect(html).toMatch(new RegExp(`<ul id="${described}"[^>]*><li>${m.circles_error_payout_order()}</li></ul></fieldset>$`))
    expect(html).toContain(`<legend class="text-sm font-medium text-slate-900">${m.circles_field_order()}</legend>`)
    const radios = [...html.matchAll(/<input\b[^>]*>/g)].map(([t]) => t)
    expect(radios.map((t) => [attribute(t, 'type'), attribute(t, 'name'), attribute(t, 'value')])).toEqual([
      ['radio', 'payoutOrder', 'manual'],
      ['radio', 'payoutOrder', 'random'],
    ])
  })

  it('without a message: not invalid, described by nothing, "manual" checked; the sent choice stays checked', () => {
    const fresh = render(undefined)
    const group = openingTag(fresh, 'fieldset')
    expect(attribute(group, 'aria-invalid')).toBeUndefined()
    expect(attribute(group, 'aria-describedby')).toBeUndefined()
    expect(fresh).not.toContain('<ul')
    expect(checked(fresh)).toEqual(['manual'])
    expect(checked(render({ errors: {}, values: { payoutOrder: 'random' } }))).toEqual(['random'])
  })
})
