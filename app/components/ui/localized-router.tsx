import { forwardRef } from 'react'
import {
  Form as RouterForm,
  type FormProps,
  Link as RouterLink,
  type LinkProps,
  NavLink as RouterNavLink,
  type NavLinkProps,
  type To,
} from 'react-router'

import { useLocalizePath } from './locale'

/**
 * React Router's `Link`, `NavLink` and `Form`, leading to their target in the page's language: a
 * `to="/signup"` or `action="/profile"` written in English becomes `/fr/signup` on a French page
 * (docs/decisions/030-languages.md). Import them from here instead of 'react-router' in public pages
 * and components (tests/unit/localized-links.test.ts checks it); the admin area stays English.
 */
function useLocalizeTo(): (to: To) => To {
  const localize = useLocalizePath()
  return (to) => (typeof to === 'string' ? localize(to) : to.pathname ? { ...to, pathname: localize(to.pathname) } : to)
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  return <RouterLink ref={ref} to={useLocalizeTo()(to)} {...rest} />
})

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...rest }, ref) {
  return <RouterNavLink ref={ref} to={useLocalizeTo()(to)} {...rest} />
})

/** A form without `action` posts to the page it is on, which is already in the page's language. */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form({ action, ...rest }, ref) {
  const localize = useLocalizePath()
  return <RouterForm ref={ref} action={action === undefined ? undefined : localize(action)} {...rest} />
})
