-- Real social proof (SOCIAL_PROOF=real, docs/decisions/022-true-numbers.md): what the database knows
-- about confirmed joins, and nothing personal beyond a first name and an interest.
--
-- Cheap at any size of the list: the two counts are index-only range scans of the partial index
-- waitlist_confirmed_order_idx (confirmed_at, ...) where confirmed_at is not null; the names are the
-- newest few confirmations since p_recent_since, read backwards from the same index and capped at 20
-- rows whatever the caller asks. The app caches the answer in-process for a minute.

create function public.waitlist_social_proof(p_day_since timestamptz, p_recent_since timestamptz, p_names integer)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'total', (select count(*) from public.waitlist w where w.confirmed_at is not null),
    'last_day', (select count(*) from public.waitlist w where w.confirmed_at >= p_day_since),
    'recent', coalesce((
      select jsonb_agg(jsonb_build_object(
        -- The first word of the name only, at most 40 characters; the app checks it further.
        'first_name', left(split_part(btrim(r.full_name), ' ', 1), 40),
        'interest', r.interest,
        'confirmed_at', r.confirmed_at
      ) order by r.confirmed_at desc)
      from (
        select w.full_name, w.interest, w.confirmed_at
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
