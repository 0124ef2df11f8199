-- An admin can hide a member's first name from the real social proof (issue 36, decision 035).
--
-- public.waitlist.name_hidden is set from /admin/waitlist, by the server with the secret key after the
-- admin guard, exactly as the admin's delete is made (service_role's table grant,
-- 20261122000100_service_role_grants.sql). anon and authenticated hold no privilege on the table
-- (20261129000000_waitlist_no_direct_writes.sql), so they can neither set nor read it; the revoke
-- below says so for this column whatever a later table grant does to the others.
--
-- public.waitlist_social_proof is the same function as in 20261126030000_social_proof.sql except that
-- a hidden name never leaves the database: its first_name is null, and the app shows that join as
-- its interest alone ("Someone interested in banking joined..."). The join still counts and still
-- has its notice: hiding a name says nothing false about the list.

alter table public.waitlist
  add column name_hidden boolean not null default false;

comment on column public.waitlist.name_hidden is
  'Set by an admin: this entry''s first name is never shown in the real social proof (its notice shows the interest alone).';

revoke insert (name_hidden), update (name_hidden), select (name_hidden) on table public.waitlist from public, anon, authenticated;

create or replace function public.waitlist_social_proof(p_day_since timestamptz, p_recent_since timestamptz, p_names integer)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'total', coalesce((select t.n from private.waitlist_confirmed_total t where t.id), 0),
    'last_day', (select count(*) from public.waitlist w where w.confirmed_at >= p_day_since),
    'recent', coalesce((
      select jsonb_agg(jsonb_build_object(
        -- The first word of the name only, at most 40 characters, and nothing when an admin hid it;
        -- the app checks it further (app/lib/notice-name.ts).
        'first_name', case when r.name_hidden then null else left(split_part(btrim(r.full_name), ' ', 1), 40) end,
        'interest', r.interest,
        'confirmed_at', r.confirmed_at
      ) order by r.confirmed_at desc)
      from (
        select w.full_name, w.name_hidden, w.interest, w.confirmed_at
        from public.waitlist w
        where w.confirmed_at >= p_recent_since
        order by w.confirmed_at desc
        limit greatest(0, least(coalesce(p_names, 0), 20))
      ) r
    ), '[]'::jsonb)
  )
$$;

revoke execute on function public.waitlist_social_proof(timestamptz, timestamptz, integer) from public, anon, authenticated;
grant execute on function public.waitlist_social_proof(timestamptz, timestamptz, integer) to service_role;
