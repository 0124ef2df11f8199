/** What the header needs to know about the signed-in user; built on the server. */
export type HeaderUser = {
  id: string
  email: string
  name: string
  initials: string
  avatarUrl: string | null
  isAdmin: boolean
}
