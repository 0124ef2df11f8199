-- The public keys cannot write the waitlist table (issue 36; the security review's R8 / F-S3).
--
-- Every join goes through public.waitlist_join (security definer, executable by service_role only),
-- which the app's server calls with the secret key after its own checks: the honeypot, the rate
-- limits, the disposable-domain and one-inbox rules, the referral credit and the confirmation e-mail.
-- The first migration still let anyone holding the anon (publishable) key insert rows directly, past
-- all of that. Nothing of the app, the e-mail function or the scripts writes the table as anon or
-- authenticated, so both lose every privilege on it, and the insert policy that went with the grant
-- is dropped: with row level security on and no policy, a grant made by mistake later still lets
-- nothing in. service_role keeps its grants (20261122000100_service_role_grants.sql; it bypasses RLS).

revoke all on table public.waitlist from public, anon, authenticated;

drop policy if exists "Anyone can join the waitlist" on public.waitlist;

comment on table public.waitlist is
  'Early-access sign-ups. Written only through public.waitlist_join and the service role; no access for anon or authenticated.';
