-- A long waitlist never slows anyone else down (issue 20, docs/decisions/018-waitlist-at-scale.md).
--
-- 1. The place in line is a maintained value: private.waitlist_places holds every confirmed member's
--    base place, confirmed referrals and place, kept current by statement triggers on public.waitlist.
--    The usual events cost O(log n) plus a handful of rows: a confirmation appends a member (its
--    place is found through an index) and a referral credit moves one member up 5 places, shifting
--    only the few members it passes. Rare events (a confirmed member leaves or is deleted, a bulk
--    load, a hand edit of the order) rebuild the table in one set-based statement. The status page
--    reads one row by primary key: its cost does not depend on the length of the list.
-- 2. The owner's counts (per interest and status, joins per UTC day) are maintained counters.
-- 3. The owner's list pages by keyset (cursor) with an index per filter, and its search is
--    accent-insensitive through a folded copy of name and address and its trigrams in a GIN index
--    (core array operators: no extension, so it is the same on PGlite and on hosted Postgres).
--
-- Runs as the non-superuser `postgres` of a hosted project. The rules (5 places per referral, ties:
-- more referrals first, then the earlier base place) are exactly those of
-- 20261122030000_waitlist_growth.sql; tests/integration/waitlist-growth.test.ts checks them against
-- an independent computation, and tests/postgres/waitlist-scale.test.ts against the window query.

-- ---------------------------------------------------------------------------------------------
-- Place in line, maintained
-- ---------------------------------------------------------------------------------------------

create table private.waitlist_places (
  entry_id uuid primary key,
  -- Order of confirmation among confirmed members (1 = first), as waitlist_standing numbered it.
  base integer not null,
  referrals integer not null,
  -- base - 5 x referrals, and -referrals: the ranking is (sort_key, tie, base) ascending.
  sort_key integer not null,
  tie integer not null,
  place integer not null
);

create index waitlist_places_rank_idx on private.waitlist_places (sort_key, tie, base);
create index waitlist_places_place_idx on private.waitlist_places (place);

-- One row: the number of confirmed members, and the lock every change of the places takes first
-- (concurrent confirmations on a hosted server take turns; PGlite has one connection anyway).
create table private.waitlist_line (
  singleton boolean primary key default true check (singleton),
  confirmed integer not null default 0
);
insert into private.waitlist_line (singleton, confirmed) values (true, 0);

comment on table private.waitlist_places is
  'Every confirmed member''s place in line (docs/decisions/018-waitlist-at-scale.md), maintained by triggers on public.waitlist.';

/** Recomputes every place from public.waitlist (the definition of the rule, set-based). */
create function private.waitlist_places_rebuild() returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  per integer := private.waitlist_rule('places_per_referral');
begin
  perform 1 from private.waitlist_line l for update;
  delete from private.waitlist_places;
  insert into private.waitlist_places (entry_id, base, referrals, sort_key, tie, place)
  select s.id, s.base, s.r, s.base - per * s.r, -s.r,
         row_number() over (order by s.base - per * s.r, s.r desc, s.base)
  from (
    select m.id, m.base::integer as base, coalesce(c.n, 0)::integer as r
    from (
      select w.id, row_number() over (order by w.confirmed_at, w.created_at, w.id) as base
      from public.waitlist w
      where w.confirmed_at is not null
    ) m
    left join (
      select x.referred_by as id, count(*) as n
      from public.waitlist x
      where x.referred_by is not null and x.confirmed_at is not null
      group by x.referred_by
    ) c on c.id = m.id
  ) s;
  update private.waitlist_line set confirmed = (select count(*) from private.waitlist_places);
end;
$$;

/**
 * A member who has just confirmed and comes after every other confirmed member in the order of
 * confirmation: base place n + 1, with the confirmed referrals they already have (a referee may
 * confirm first). Their place is that of the first member ranked after them; those members (a few:
 * only members whose key is within 5 x referrals of the end can be) move down one.
 */
create function private.waitlist_places_append(p_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  per integer := private.waitlist_rule('places_per_referral');
  n integer;
  r integer;
  b integer;
  k integer;
  p integer;
begin
  select l.confirmed into n from private.waitlist_line l for update;
  select count(*)::integer into r from public.waitlist x where x.referred_by = p_id and x.confirmed_at is not null;
  b := n + 1;
  k := b - per * r;
  select q.place into p from private.waitlist_places q
  where (q.sort_key, q.tie, q.base) > (k, -r, b)
  order by q.sort_key, q.tie, q.base
  limit 1;
  if p is null then
    p := n + 1;
  else
    update private.waitlist_places q set place = q.place + 1 where q.place >= p;
  end if;
  insert into private.waitlist_places (entry_id, base, referrals, sort_key, tie, place) values (p_id, b, r, k, -r, p);
  update private.waitlist_line set confirmed = n + 1;
end;
$$;

/**
 * A confirmed member gains (p_delta = 1) or loses (-1) one confirmed referral: they move up or down
 * past the members ranked between their old and new key, who shift one place the other way.
 */
create function private.waitlist_places_credit(p_id uuid, p_delta integer) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  per integer := private.waitlist_rule('places_per_referral');
  me private.waitlist_places%rowtype;
  r integer;
  k integer;
  p integer;
begin
  perform 1 from private.waitlist_line l for update;
  select * into me from private.waitlist_places q where q.entry_id = p_id;
  if not found then
    return; -- pending: no place yet
  end if;
  r := greatest(me.referrals + p_delta, 0);
  k := me.base - per * r;
  if r > me.referrals then
    select q.place into p from private.waitlist_places q
    where (q.sort_key, q.tie, q.base) > (k, -r, me.base) and q.entry_id <> p_id
    order by q.sort_key, q.tie, q.base
    limit 1;
    if p is null or p > me.place then
      p := me.place;
    end if;
    update private.waitlist_places q set place = q.place + 1 where q.place >= p and q.place < me.place;
  elsif r < me.referrals then
    select q.place into p from private.waitlist_places q
    where (q.sort_key, q.tie, q.base) < (k, -r, me.base) and q.entry_id <> p_id
    order by q.sort_key desc, q.tie desc, q.base desc
    limit 1;
    if p is null or p < me.place then
      p := me.place;
    end if;
    update private.waitlist_places q set place = q.place - 1 where q.place > me.place and q.place <= p;
  else
    return;
  end if;
  update private.waitlist_places q set referrals = r, sort_key = k, tie = -r, place = p where q.entry_id = p_id;
end;
$$;

/** Whether a confirmed entry comes after every other confirmed member (an index probe). */
create function private.waitlist_confirmed_last(p_id uuid, p_confirmed_at timestamptz, p_created_at timestamptz) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not exists (
    select 1 from public.waitlist w
    where w.confirmed_at is not null and w.id <> p_id
      and (w.confirmed_at, w.created_at, w.id) > (p_confirmed_at, p_created_at, p_id)
  )
$$;

-- ---------------------------------------------------------------------------------------------
-- The owner's counts, maintained
-- ---------------------------------------------------------------------------------------------

create table private.waitlist_counts (
  interest text not null,
  status text not null,
  n bigint not null,
  primary key (interest, status)
);

create table private.waitlist_daily_joins (
  day date primary key,
  n bigint not null
);

insert into private.waitlist_counts (interest, status, n)
select w.interest, w.status, count(*) from public.waitlist w group by w.interest, w.status;
insert into private.waitlist_daily_joins (day, n)
select (w.created_at at time zone 'utc')::date, count(*) from public.waitlist w group by 1;

-- ---------------------------------------------------------------------------------------------
-- The triggers (statement level, with transition tables: a bulk load is one rebuild, not n moves)
-- ---------------------------------------------------------------------------------------------

create function private.waitlist_after_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  confirmed_rows integer;
  x record;
begin
  insert into private.waitlist_counts as c (interest, status, n)
  select a.interest, a.status, count(*) from added a group by a.interest, a.status
  on conflict (interest, status) do update set n = c.n + excluded.n;
  insert into private.waitlist_daily_joins as d (day, n)
  select (a.created_at at time zone 'utc')::date, count(*) from added a group by 1
  on conflict (day) do update set n = d.n + excluded.n;

  select count(*) into confirmed_rows from added a where a.confirmed_at is not null;
  if confirmed_rows = 0 then
    return null;
  end if;
  perform 1 from private.waitlist_line l for update;
  if confirmed_rows = 1 then
    select a.id, a.confirmed_at, a.created_at, a.referred_by into x from added a where a.confirmed_at is not null;
    if private.waitlist_confirmed_last(x.id, x.confirmed_at, x.created_at) then
      perform private.waitlist_places_append(x.id);
      if x.referred_by is not null then
        perform private.waitlist_places_credit(x.referred_by, 1);
      end if;
      return null;
    end if;
  end if;
  perform private.waitlist_places_rebuild();
  return null;
end;
$$;

create function private.waitlist_after_update() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed integer;
  x record;
begin
  insert into private.waitlist_counts as c (interest, status, n)
  select t.interest, t.status, sum(t.d) from (
    select a.interest, a.status, 1 as d from added a
    union all
    select g.interest, g.status, -1 from gone g
  ) t group by t.interest, t.status having sum(t.d) <> 0
  on conflict (interest, status) do update set n = c.n + excluded.n;
  insert into private.waitlist_daily_joins as dj (day, n)
  select t.day, sum(t.d) from (
    select (a.created_at at time zone 'utc')::date as day, 1 as d from added a
    union all
    select (g.created_at at time zone 'utc')::date, -1 from gone g
  ) t group by t.day having sum(t.d) <> 0
  on conflict (day) do update set n = dj.n + excluded.n;

  -- What the places depend on: who is confirmed, when, and who referred whom. Losing the link to a
  -- referrer who has just been deleted (the foreign key's "set null") changes nothing here: the
  -- deletion itself rebuilds.
  select count(*) into changed
  from added a join gone g on g.id = a.id
  where a.confirmed_at is distinct from g.confirmed_at
     or (a.confirmed_at is not null and a.created_at is distinct from g.created_at)
     or (
       a.referred_by is distinct from g.referred_by
       and (a.confirmed_at is not null or g.confirmed_at is not null)
       and not (a.referred_by is null and not exists (select 1 from public.waitlist r where r.id = g.referred_by))
     );
  if changed = 0 then
    return null;
  end if;
  perform 1 from private.waitlist_line l for update;
  if changed = 1 then
    select a.id, a.confirmed_at, a.created_at, a.referred_by, g.confirmed_at as was_confirmed, g.referred_by as was_referred_by,
           g.created_at as was_created_at
      into x
    from added a join gone g on g.id = a.id
    where a.confirmed_at is distinct from g.confirmed_at
       or (a.confirmed_at is not null and a.created_at is distinct from g.created_at)
       or (
         a.referred_by is distinct from g.referred_by
         and (a.confirmed_at is not null or g.confirmed_at is not null)
         and not (a.referred_by is null and not exists (select 1 from public.waitlist r where r.id = g.referred_by))
       )
    limit 1;
    -- The confirmation (waitlist_confirm): pending to confirmed, nothing else, last in order.
    if x.was_confirmed is null and x.confirmed_at is not null
       and x.referred_by is not distinct from x.was_referred_by and x.created_at = x.was_created_at
       and private.waitlist_confirmed_last(x.id, x.confirmed_at, x.created_at) then
      perform private.waitlist_places_append(x.id);
      if x.referred_by is not null then
        perform private.waitlist_places_credit(x.referred_by, 1);
      end if;
      return null;
    end if;
  end if;
  perform private.waitlist_places_rebuild();
  return null;
end;
$$;

create function private.waitlist_after_delete() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.waitlist_counts as c (interest, status, n)
  select g.interest, g.status, -count(*) from gone g group by g.interest, g.status
  on conflict (interest, status) do update set n = c.n + excluded.n;
  insert into private.waitlist_daily_joins as d (day, n)
  select (g.created_at at time zone 'utc')::date, -count(*) from gone g group by 1
  on conflict (day) do update set n = d.n + excluded.n;
  -- A pending entry has no place and credits nobody; a confirmed one shifts everyone after it.
  if exists (select 1 from gone g where g.confirmed_at is not null) then
    perform private.waitlist_places_rebuild();
  end if;
  return null;
end;
$$;

create trigger waitlist_maintain_insert after insert on public.waitlist
  referencing new table as added for each statement execute function private.waitlist_after_insert();
create trigger waitlist_maintain_update after update on public.waitlist
  referencing old table as gone new table as added for each statement execute function private.waitlist_after_update();
create trigger waitlist_maintain_delete after delete on public.waitlist
  referencing old table as gone for each statement execute function private.waitlist_after_delete();

select private.waitlist_places_rebuild();

-- ---------------------------------------------------------------------------------------------
-- Search: a folded copy (accents stripped, lower case) and its trigrams
-- ---------------------------------------------------------------------------------------------

-- Both without `set search_path`: that would stop the planner inlining them and cost ~0.15 ms a
-- call on PGlite (a bulk load calls them per row). Every name in them is schema-qualified, and
-- they are only called from functions that run with an empty search_path.

/** Lower case without accents: NFD splits "ọ" into "o" and a combining mark, which is removed. */
create function private.waitlist_fold(t text) returns text
language sql
immutable
parallel safe
as $$
  select pg_catalog.lower(pg_catalog.regexp_replace(normalize(t, NFD), '[\u0300-\u036f]', '', 'g'))
$$;

/** The three-character pieces of a text (none for a text under three characters); GIN drops repeats. */
create function private.waitlist_trigrams(t text) returns text[]
language plpgsql
immutable
parallel safe
as $$
declare
  pieces text[] := '{}';
begin
  for i in 1 .. coalesce(pg_catalog.char_length(t), 0) - 2 loop
    pieces := pg_catalog.array_append(pieces, pg_catalog.substr(t, i, 3));
  end loop;
  return pieces;
end;
$$;

alter table public.waitlist
  add column search_text text,
  add column search_trigrams text[];

comment on column public.waitlist.search_text is 'Name and address folded for the owner''s search (accents stripped, lower case); set by a trigger.';

-- Set by a trigger rather than generated columns: a generated column would call these functions
-- with the inserting role's rights (anon may insert), and schema private is closed to it. Named so
-- it runs after waitlist_normalize (triggers of a kind fire in name order).
create function private.waitlist_search_fields() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.search_text := private.waitlist_fold(new.full_name) || E'\n' || new.email;
  new.search_trigrams := private.waitlist_trigrams(new.search_text);
  return new;
end;
$$;

create trigger waitlist_search_fields
  before insert or update of full_name, email, search_text, search_trigrams on public.waitlist
  for each row execute function private.waitlist_search_fields();

update public.waitlist w set search_text = null;

create index waitlist_search_idx on public.waitlist using gin (search_trigrams);
create index waitlist_interest_order_idx on public.waitlist (interest, created_at, id);
create index waitlist_status_order_idx on public.waitlist (status, created_at, id);

-- ---------------------------------------------------------------------------------------------
-- What the app calls
-- ---------------------------------------------------------------------------------------------

-- A member's standing: one row by primary key from the maintained places, the confirmed total from
-- its counter, and the member's own confirmed referrals through the referred_by index.
create or replace function public.waitlist_standing(p_entry_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'confirmed', w.confirmed_at is not null,
    'referral_code', w.referral_code,
    'place', p.place,
    'base_place', p.base,
    'confirmed_total', (select l.confirmed from private.waitlist_line l),
    'confirmed_referrals', (
      select count(*) from public.waitlist x where x.referred_by = w.id and x.confirmed_at is not null
    )
  )
  from public.waitlist w
  left join private.waitlist_places p on p.entry_id = w.id
  where w.id = p_entry_id
$$;

-- One page of the owner's list, newest first ((created_at, id) descending), by keyset: the rows
-- after the cursor (older), or with p_backward the rows before it (newer), returned newest first.
-- Ask for one row more than a page to learn whether there is another page that way. cursor_at is
-- the join time to the microsecond (a JavaScript Date would lose the last three digits, and the
-- keyset with it). The search is
-- a substring of the folded name or address; from three characters on, the trigram index finds the
-- candidates. security definer: it reads the folded columns and private counters as the owner.
create function public.waitlist_admin_page(
  p_search text, p_interest text, p_status text, p_limit integer,
  p_cursor_created_at timestamptz, p_cursor_id uuid, p_backward boolean
)
returns table (
  id uuid, full_name text, email text, interest text, status text, created_at timestamptz,
  confirmed_at timestamptz, referrer_email text, referrals bigint, cursor_at text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  page_size integer := least(greatest(coalesce(p_limit, 25), 1), 2001);
  needle text := nullif(private.waitlist_fold(p_search), '');
  tris text[] := private.waitlist_trigrams(coalesce(needle, ''));
  backward boolean := coalesce(p_backward, false) and p_cursor_created_at is not null;
  filters text := '';
  q text;
begin
  if needle is not null then
    filters := filters || ' and strpos(w.search_text, $1) > 0';
    if cardinality(tris) > 0 then
      filters := filters || ' and w.search_trigrams @> $2';
    end if;
  end if;
  if p_interest is not null then
    filters := filters || ' and w.interest = $3';
  end if;
  if p_status is not null then
    filters := filters || ' and w.status = $4';
  end if;
  if p_cursor_created_at is not null then
    filters := filters || case when backward then ' and (w.created_at, w.id) > ($5, $6)' else ' and (w.created_at, w.id) < ($5, $6)' end;
  end if;
  q := format(
    $q$
      select s.id, s.full_name, s.email, s.interest, s.status, s.created_at, s.confirmed_at, ref.email,
             (select count(*) from public.waitlist x where x.referred_by = s.id and x.confirmed_at is not null),
             to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
      from (
        select w.id, w.full_name, w.email, w.interest, w.status, w.created_at, w.confirmed_at, w.referred_by
        from public.waitlist w
        where true %s
        order by w.created_at %s, w.id %s
        limit $7
      ) s
      left join public.waitlist ref on ref.id = s.referred_by
      order by s.created_at desc, s.id desc
    $q$,
    filters, case when backward then 'asc' else 'desc' end, case when backward then 'asc' else 'desc' end
  );
  return query execute q
    using needle, tris, p_interest, p_status, p_cursor_created_at,
          coalesce(p_cursor_id, case when backward then '00000000-0000-0000-0000-000000000000'::uuid else 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid end),
          page_size;
end;
$$;

-- How many entries match: from the maintained counters without a search; with a search, counted
-- through the index but never past p_cap + 1 (the page says "more than p_cap").
create function public.waitlist_admin_total(p_search text, p_interest text, p_status text, p_cap integer)
returns bigint
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  needle text := nullif(private.waitlist_fold(p_search), '');
  tris text[] := private.waitlist_trigrams(coalesce(needle, ''));
  cap integer := least(greatest(coalesce(p_cap, 10000), 1), 100000);
  matched bigint;
begin
  if needle is null then
    return (
      select coalesce(sum(c.n), 0) from private.waitlist_counts c
      where (p_interest is null or c.interest = p_interest) and (p_status is null or c.status = p_status)
    );
  end if;
  if cardinality(tris) > 0 then
    select count(*) into matched from (
      select 1 from public.waitlist w
      where w.search_trigrams @> tris and strpos(w.search_text, needle) > 0
        and (p_interest is null or w.interest = p_interest) and (p_status is null or w.status = p_status)
      limit cap + 1
    ) m;
  else
    select count(*) into matched from (
      select 1 from public.waitlist w
      where strpos(w.search_text, needle) > 0
        and (p_interest is null or w.interest = p_interest) and (p_status is null or w.status = p_status)
      limit cap + 1
    ) m;
  end if;
  return matched;
end;
$$;

-- Counts per interest and status and joins per UTC day (zeros included), from the counters.
create or replace function public.waitlist_admin_summary(p_days integer)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'by_interest', coalesce((
      select jsonb_agg(jsonb_build_object('interest', c.interest, 'status', c.status, 'count', c.n) order by c.interest, c.status)
      from private.waitlist_counts c where c.n <> 0
    ), '[]'::jsonb),
    'daily', (
      select jsonb_agg(jsonb_build_object('day', d.day::date, 'count', coalesce(j.n, 0)) order by d.day)
      from generate_series(
        ((now() at time zone 'utc')::date - (least(greatest(p_days, 1), 366) - 1))::timestamp,
        ((now() at time zone 'utc')::date)::timestamp,
        interval '1 day'
      ) as d(day)
      left join private.waitlist_daily_joins j on j.day = d.day::date
    )
  )
$$;

-- The old list functions (waitlist_admin_entries: offset paging; waitlist_admin_count: an unindexed
-- count) have no caller in the app any more. They stay (service_role only, as before) so a client
-- of the previous release keeps working during a deploy; a later migration can drop them.

-- ---------------------------------------------------------------------------------------------
-- Who may call what: the server's secret key only; nobody reaches the private helpers directly
-- ---------------------------------------------------------------------------------------------

revoke all on table private.waitlist_places, private.waitlist_line, private.waitlist_counts, private.waitlist_daily_joins from public;
revoke execute on function private.waitlist_places_rebuild() from public;
revoke execute on function private.waitlist_places_append(uuid) from public;
revoke execute on function private.waitlist_places_credit(uuid, integer) from public;
revoke execute on function private.waitlist_confirmed_last(uuid, timestamptz, timestamptz) from public;
revoke execute on function private.waitlist_after_insert() from public;
revoke execute on function private.waitlist_after_update() from public;
revoke execute on function private.waitlist_after_delete() from public;
revoke execute on function private.waitlist_search_fields() from public;
revoke execute on function private.waitlist_fold(text) from public;
revoke execute on function private.waitlist_trigrams(text) from public;

revoke execute on function public.waitlist_standing(uuid) from public, anon, authenticated;
revoke execute on function public.waitlist_admin_page(text, text, text, integer, timestamptz, uuid, boolean) from public, anon, authenticated;
revoke execute on function public.waitlist_admin_total(text, text, text, integer) from public, anon, authenticated;
revoke execute on function public.waitlist_admin_summary(integer) from public, anon, authenticated;
grant execute on function public.waitlist_standing(uuid) to service_role;
grant execute on function public.waitlist_admin_page(text, text, text, integer, timestamptz, uuid, boolean) to service_role;
grant execute on function public.waitlist_admin_total(text, text, text, integer) to service_role;
grant execute on function public.waitlist_admin_summary(integer) to service_role;
