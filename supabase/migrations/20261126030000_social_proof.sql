-- Real social proof (SOCIAL_PROOF=real, docs/decisions/022-true-numbers.md): what the database knows
-- about confirmed joins, and nothing personal beyond a first name and an interest.
--
-- Cheap at any size of the list: the total is a counter kept by a trigger (counting 133,000
-- confirmed rows of 200,000 took 200-700 ms on the embedded Postgres: tests/bench/social-proof.ts);
-- the last 24 hours are an index range scan of the partial index waitlist_confirmed_order_idx
-- (confirmed_at, ...) where confirmed_at is not null, bounded by a day's confirmations; the names
-- are the newest few confirmations since p_recent_since, read backwards from the same index and
-- capped at 20 rows whatever the caller asks. The app caches the answer in-process for a minute.

create table private.waitlist_confirmed_total (
  id boolean primary key default true,
  n bigint not null,
  constraint waitlist_confirmed_total_one_row check (id)
);

comment on table private.waitlist_confirmed_total is
  'The number of confirmed waitlist entries, kept by the trigger waitlist_confirmed_total (one row).';

insert into private.waitlist_confirmed_total (n)
select count(*) from public.waitlist w where w.confirmed_at is not null;

create function private.waitlist_count_confirmed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  delta integer := 0;
begin
  if tg_op = 'TRUNCATE' then
    update private.waitlist_confirmed_total set n = 0 where id;
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') and old.confirmed_at is not null then
    delta := delta - 1;
  end if;
  if tg_op in ('UPDATE', 'INSERT') and new.confirmed_at is not null then
    delta := delta + 1;
  end if;
  if delta <> 0 then
    update private.waitlist_confirmed_total set n = n + delta where id;
  end if;
  return null;
end;
$$;

revoke execute on function private.waitlist_count_confirmed() from public;

create trigger waitlist_confirmed_total
after insert or delete or update of confirmed_at on public.waitlist
for each row execute function private.waitlist_count_confirmed();

create trigger waitlist_confirmed_total_truncate
after truncate on public.waitlist
for each statement execute function private.waitlist_count_confirmed();

create function public.waitlist_social_proof(p_day_since timestamptz, p_recent_since timestamptz, p_names integer)
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
