-- The waitlist as a growth tool (docs/decisions/010-waitlist-growth.md): double opt-in, referral
-- links and place in line, leaving the list, and the owner's view. Everything here is reached only
-- through the app server's secret key (service_role) or the send-confirmation function (the same
-- key): anonymous callers keep exactly what they had (insert three columns, read nothing).
--
-- Runs as the non-superuser `postgres` of a hosted project: nothing is created in schema `auth`, and
-- no statement needs a superuser.

-- ---------------------------------------------------------------------------------------------
-- Entries: pending until confirmed, each with its own referral code and (maybe) a referrer
-- ---------------------------------------------------------------------------------------------

alter table public.waitlist
  add column confirmed_at timestamptz,
  -- 12 hex digits (48 random bits) from the CSPRNG behind gen_random_uuid (pg_catalog, no extension).
  -- A volatile default, so existing rows each get their own code when the column is added.
  add column referral_code text not null default substr(replace(pg_catalog.gen_random_uuid()::text, '-', ''), 1, 12),
  add column referred_by uuid references public.waitlist (id) on delete set null,
  add column confirmation_sent_at timestamptz,
  add column confirmation_sends integer not null default 0,
  add column status text generated always as (case when confirmed_at is null then 'pending' else 'confirmed' end) stored,
  add constraint waitlist_referral_code_key unique (referral_code),
  add constraint waitlist_referral_code_format check (referral_code ~ '^[a-z0-9]{6,32}$'),
  add constraint waitlist_not_self_referred check (referred_by is distinct from id),
  add constraint waitlist_confirmation_sends_range check (confirmation_sends between 0 and 100);

comment on column public.waitlist.confirmed_at is 'When the address was confirmed (double opt-in); null while pending.';
comment on column public.waitlist.referred_by is 'The entry whose referral link this one joined through; cleared when that entry leaves.';
comment on column public.waitlist.confirmation_sent_at is 'When the last confirmation e-mail was claimed for sending (resend at most once a minute).';

create index waitlist_referred_by_idx on public.waitlist (referred_by) where referred_by is not null;
-- Newest first (scanned backwards), and the export's keyset cursor (created_at, id) < (…).
create index waitlist_joined_order_idx on public.waitlist (created_at, id);
create index waitlist_confirmed_order_idx on public.waitlist (confirmed_at, created_at, id) where confirmed_at is not null;

-- ---------------------------------------------------------------------------------------------
-- Link tokens: random (made by the caller), single purpose, stored as SHA-256, expiring
-- ---------------------------------------------------------------------------------------------

create schema if not exists private;
revoke all on schema private from public;

create table private.waitlist_tokens (
  token_hash bytea primary key,
  entry_id uuid not null references public.waitlist (id) on delete cascade,
  purpose text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  constraint waitlist_tokens_purpose check (purpose in ('confirm', 'status', 'leave')),
  constraint waitlist_tokens_hash_length check (octet_length(token_hash) = 32)
);

create index waitlist_tokens_entry_idx on private.waitlist_tokens (entry_id);

comment on table private.waitlist_tokens is
  'SHA-256 digests of the tokens in waitlist e-mail links. Confirm: 7 days, once. Status: 365 days. Leave: 730 days (people unsubscribe from old mail).';

-- The rules in one place (docs/decisions/010-waitlist-growth.md; app/lib/waitlist-referral.ts repeats
-- the numbers users are told, and tests/integration/waitlist-growth.test.ts pins that they agree).
create function private.waitlist_rule(name text) returns integer
language sql
immutable
set search_path = ''
as $$
  select case name
    when 'places_per_referral' then 5        -- each confirmed referral moves the referrer up 5 places
    when 'referral_joins_per_day' then 10    -- joins credited to one referral code per rolling 24 hours
    when 'resend_seconds' then 60            -- at most one confirmation e-mail per entry per minute
    when 'max_sends' then 5                  -- the welcome e-mail plus 4 resends, ever
    when 'confirm_days' then 7
    when 'status_days' then 365
    when 'leave_days' then 730
  end
$$;

revoke execute on function private.waitlist_rule(text) from public;

/** A 64-digit lower-case hex SHA-256, as bytea; null for anything else (forged input). */
create function private.waitlist_token_digest(hex text) returns bytea
language sql
immutable
set search_path = ''
as $$
  select case when hex ~ '^[0-9a-f]{64}$' then pg_catalog.decode(hex, 'hex') end
$$;

revoke execute on function private.waitlist_token_digest(text) from public;

-- ---------------------------------------------------------------------------------------------
-- Joining (the /signup action, with the server's secret key)
-- ---------------------------------------------------------------------------------------------

-- Adds an entry (pending), crediting the referral code's owner unless that code has already brought
-- `referral_joins_per_day` joins in the last 24 hours (the join still succeeds, uncredited). The
-- referrer's row is locked while counting, so concurrent joins through one link cannot overshoot.
create function public.waitlist_join(p_full_name text, p_email text, p_interest text, p_referral_code text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  referrer uuid;
  capped boolean := false;
  recent integer;
  new_id uuid;
  new_code text;
  was_confirmed boolean;
begin
  if p_referral_code is not null and p_referral_code ~ '^[a-z0-9]{6,32}$' then
    select w.id into referrer from public.waitlist w where w.referral_code = p_referral_code for update;
    if referrer is not null then
      select count(*) into recent from public.waitlist r
      where r.referred_by = referrer and r.created_at > now() - interval '1 day';
      if recent >= private.waitlist_rule('referral_joins_per_day') then
        referrer := null;
        capped := true;
      end if;
    end if;
  end if;

  insert into public.waitlist (full_name, email, interest, referred_by)
  values (p_full_name, p_email, p_interest, referrer)
  on conflict (email) do nothing
  returning id, referral_code into new_id, new_code;

  if new_id is null then
    select w.confirmed_at is not null into was_confirmed from public.waitlist w where w.email = lower(btrim(p_email));
    return jsonb_build_object('outcome', 'duplicate', 'confirmed', coalesce(was_confirmed, false));
  end if;
  return jsonb_build_object(
    'outcome', 'joined', 'id', new_id, 'referral_code', new_code,
    'referred', referrer is not null, 'referral_capped', capped
  );
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The confirmation e-mail (the send-confirmation function, with the project's service key)
-- ---------------------------------------------------------------------------------------------

-- Claims one confirmation e-mail for an address and stores the digests of the three tokens its links
-- carry. Nothing is claimed for an address that is not on the list or is already confirmed; the
-- welcome e-mail is claimed once per entry; a resend at most once a minute and `max_sends` in all.
-- The row lock makes two concurrent claims for one entry take turns.
create function public.waitlist_claim_email(
  p_email text, p_resend boolean, p_confirm_hash text, p_status_hash text, p_leave_hash text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  confirm_digest bytea := private.waitlist_token_digest(p_confirm_hash);
  status_digest bytea := private.waitlist_token_digest(p_status_hash);
  leave_digest bytea := private.waitlist_token_digest(p_leave_hash);
  entry_id uuid;
  entry_interest text;
  entry_code text;
  entry_confirmed timestamptz;
  last_sent timestamptz;
  sends integer;
  wait_seconds integer;
begin
  if confirm_digest is null or status_digest is null or leave_digest is null
     or confirm_digest = status_digest or confirm_digest = leave_digest or status_digest = leave_digest then
    raise exception 'three distinct SHA-256 hex digests are required' using errcode = '22023';
  end if;

  select w.id, w.interest, w.referral_code, w.confirmed_at, w.confirmation_sent_at, w.confirmation_sends
    into entry_id, entry_interest, entry_code, entry_confirmed, last_sent, sends
  from public.waitlist w
  where w.email = lower(btrim(p_email))
  for update;

  if entry_id is null then
    return jsonb_build_object('send', false, 'reason', 'not_on_waitlist');
  end if;
  if entry_confirmed is not null then
    return jsonb_build_object('send', false, 'reason', 'confirmed');
  end if;
  if sends > 0 and not coalesce(p_resend, false) then
    return jsonb_build_object('send', false, 'reason', 'already_sent');
  end if;
  if sends >= private.waitlist_rule('max_sends') then
    return jsonb_build_object('send', false, 'reason', 'limit');
  end if;
  if last_sent is not null and last_sent > now() - pg_catalog.make_interval(secs => private.waitlist_rule('resend_seconds')) then
    wait_seconds := greatest(1, ceil(extract(epoch from (
      last_sent + pg_catalog.make_interval(secs => private.waitlist_rule('resend_seconds')) - now()
    )))::integer);
    return jsonb_build_object('send', false, 'reason', 'too_soon', 'retry_after', wait_seconds);
  end if;

  update public.waitlist w set confirmation_sent_at = now(), confirmation_sends = w.confirmation_sends + 1
  where w.id = entry_id;
  insert into private.waitlist_tokens (token_hash, entry_id, purpose, expires_at) values
    (confirm_digest, entry_id, 'confirm', now() + pg_catalog.make_interval(days => private.waitlist_rule('confirm_days'))),
    (status_digest, entry_id, 'status', now() + pg_catalog.make_interval(days => private.waitlist_rule('status_days'))),
    (leave_digest, entry_id, 'leave', now() + pg_catalog.make_interval(days => private.waitlist_rule('leave_days')));
  return jsonb_build_object('send', true, 'interest', entry_interest, 'referral_code', entry_code);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The links: what a token opens (GET, read only), confirming and leaving (POST)
-- ---------------------------------------------------------------------------------------------

-- What a link's token stands for, without changing anything (the GET of a link; mail scanners
-- prefetch those). state: valid | used | expired | unknown. A token of another purpose is unknown.
create function public.waitlist_token_state(p_token_hash text, p_purpose text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  token record;
begin
  select t.entry_id, t.expires_at, t.used_at, w.email, w.confirmed_at
    into token
  from private.waitlist_tokens t
  join public.waitlist w on w.id = t.entry_id
  where t.token_hash = private.waitlist_token_digest(p_token_hash) and t.purpose = p_purpose;

  if not found then
    return jsonb_build_object('state', 'unknown');
  end if;
  if p_purpose = 'confirm' and (token.used_at is not null or token.confirmed_at is not null) then
    return jsonb_build_object('state', 'used');
  end if;
  if token.expires_at <= now() then
    return jsonb_build_object('state', 'expired');
  end if;
  return jsonb_build_object(
    'state', 'valid', 'entry_id', token.entry_id, 'email', token.email, 'confirmed', token.confirmed_at is not null
  );
end;
$$;

-- Confirms the entry a confirmation token belongs to, once: the token (and every other confirmation
-- token of the entry) is spent, and a status token (its digest given by the caller) is stored for
-- the page the member lands on. outcome: confirmed | used | expired | unknown.
create function public.waitlist_confirm(p_token_hash text, p_status_hash text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  digest bytea := private.waitlist_token_digest(p_token_hash);
  status_digest bytea := private.waitlist_token_digest(p_status_hash);
  token_entry uuid;
  token_expires timestamptz;
  token_used timestamptz;
  entry_confirmed timestamptz;
begin
  if status_digest is null or status_digest = digest then
    raise exception 'a distinct SHA-256 hex digest is required for the status token' using errcode = '22023';
  end if;
  select t.entry_id, t.expires_at, t.used_at into token_entry, token_expires, token_used
  from private.waitlist_tokens t
  where t.token_hash = digest and t.purpose = 'confirm'
  for update;
  if token_entry is null then
    return jsonb_build_object('outcome', 'unknown');
  end if;

  select w.confirmed_at into entry_confirmed from public.waitlist w where w.id = token_entry for update;
  if token_used is not null or entry_confirmed is not null then
    return jsonb_build_object('outcome', 'used');
  end if;
  if token_expires <= now() then
    return jsonb_build_object('outcome', 'expired');
  end if;

  update public.waitlist w set confirmed_at = now() where w.id = token_entry;
  update private.waitlist_tokens t set used_at = now()
  where t.entry_id = token_entry and t.purpose = 'confirm' and t.used_at is null;
  insert into private.waitlist_tokens (token_hash, entry_id, purpose, expires_at)
  values (status_digest, token_entry, 'status', now() + pg_catalog.make_interval(days => private.waitlist_rule('status_days')));
  return jsonb_build_object('outcome', 'confirmed', 'entry_id', token_entry);
end;
$$;

-- Removes the entry a leave token belongs to: its row, its tokens (cascade) and its referral links
-- (entries it referred keep their place but lose the link; its own link to its referrer goes with
-- the row). outcome: left | expired | unknown.
create function public.waitlist_leave(p_token_hash text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  token_entry uuid;
  token_expires timestamptz;
  removed text;
begin
  select t.entry_id, t.expires_at into token_entry, token_expires
  from private.waitlist_tokens t
  where t.token_hash = private.waitlist_token_digest(p_token_hash) and t.purpose = 'leave'
  for update;
  if token_entry is null then
    return jsonb_build_object('outcome', 'unknown');
  end if;
  if token_expires <= now() then
    return jsonb_build_object('outcome', 'expired');
  end if;
  delete from public.waitlist w where w.id = token_entry returning w.email into removed;
  return jsonb_build_object('outcome', 'left', 'email', removed);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Place in line
-- ---------------------------------------------------------------------------------------------

-- A confirmed member's place among confirmed members. Their base place is the order of confirmation
-- (earlier first; join time, then id, break ties). Each confirmed referral moves them up
-- `places_per_referral` places: members are ranked by base - 5 x confirmed referrals; on a tie the
-- one with more referrals goes first (so a referral moves you up the full 5 places), then the
-- earlier base place. Pending members have no place yet (place null) but see their referrals.
create function public.waitlist_standing(p_entry_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with members as (
    select w.id, row_number() over (order by w.confirmed_at, w.created_at, w.id) as base
    from public.waitlist w
    where w.confirmed_at is not null
  ),
  credits as (
    select r.referred_by as id, count(*) as referrals
    from public.waitlist r
    where r.referred_by is not null and r.confirmed_at is not null
    group by r.referred_by
  ),
  ranked as (
    select m.id, m.base, coalesce(c.referrals, 0) as referrals,
           row_number() over (
             order by m.base - private.waitlist_rule('places_per_referral') * coalesce(c.referrals, 0), coalesce(c.referrals, 0) desc, m.base
           ) as place,
           count(*) over () as total
    from members m
    left join credits c on c.id = m.id
  )
  select jsonb_build_object(
    'confirmed', w.confirmed_at is not null,
    'referral_code', w.referral_code,
    'place', r.place,
    'base_place', r.base,
    'confirmed_total', coalesce(r.total, (select count(*) from members)),
    'confirmed_referrals', (
      select count(*) from public.waitlist x where x.referred_by = w.id and x.confirmed_at is not null
    )
  )
  from public.waitlist w
  left join ranked r on r.id = w.id
  where w.id = p_entry_id
$$;

-- ---------------------------------------------------------------------------------------------
-- The owner's view (/admin/waitlist), read with the server's secret key after the admin guard
-- ---------------------------------------------------------------------------------------------

-- One page of entries, newest first, matching the filters (null = any). Either an offset (the list)
-- or a keyset cursor (the CSV export: the rows older than (after_created_at, after_id)), which reads
-- each page straight from the index however deep into the list it is.
create function public.waitlist_admin_entries(
  p_search text, p_interest text, p_status text, p_limit integer, p_offset integer,
  p_after_created_at timestamptz, p_after_id uuid
)
returns table (
  id uuid, full_name text, email text, interest text, status text, created_at timestamptz,
  confirmed_at timestamptz, referrer_email text, referrals bigint
)
language plpgsql
stable
set search_path = ''
as $$
declare
  page_size integer := least(greatest(coalesce(p_limit, 25), 1), 1000);
  needle text := lower(p_search);
begin
  if p_after_created_at is null then
    return query
      select w.id, w.full_name, w.email, w.interest, w.status, w.created_at, w.confirmed_at, ref.email,
             (select count(*) from public.waitlist x where x.referred_by = w.id and x.confirmed_at is not null)
      from public.waitlist w
      left join public.waitlist ref on ref.id = w.referred_by
      where (needle is null or strpos(lower(w.full_name), needle) > 0 or strpos(w.email, needle) > 0)
        and (p_interest is null or w.interest = p_interest)
        and (p_status is null or w.status = p_status)
      order by w.created_at desc, w.id desc
      limit page_size
      offset greatest(coalesce(p_offset, 0), 0);
  else
    return query
      select w.id, w.full_name, w.email, w.interest, w.status, w.created_at, w.confirmed_at, ref.email,
             (select count(*) from public.waitlist x where x.referred_by = w.id and x.confirmed_at is not null)
      from public.waitlist w
      left join public.waitlist ref on ref.id = w.referred_by
      where (w.created_at, w.id) < (p_after_created_at, coalesce(p_after_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid))
        and (needle is null or strpos(lower(w.full_name), needle) > 0 or strpos(w.email, needle) > 0)
        and (p_interest is null or w.interest = p_interest)
        and (p_status is null or w.status = p_status)
      order by w.created_at desc, w.id desc
      limit page_size;
  end if;
end;
$$;

create function public.waitlist_admin_count(p_search text, p_interest text, p_status text)
returns bigint
language sql
stable
set search_path = ''
as $$
  select count(*)
  from public.waitlist w
  where (p_search is null or strpos(lower(w.full_name), lower(p_search)) > 0 or strpos(w.email, lower(p_search)) > 0)
    and (p_interest is null or w.interest = p_interest)
    and (p_status is null or w.status = p_status)
$$;

-- Counts per interest and status, and joins per UTC day over the last p_days days (zeros included).
create function public.waitlist_admin_summary(p_days integer)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'by_interest', coalesce((
      select jsonb_agg(jsonb_build_object('interest', g.interest, 'status', g.status, 'count', g.n) order by g.interest, g.status)
      from (select w.interest, w.status, count(*) as n from public.waitlist w group by w.interest, w.status) g
    ), '[]'::jsonb),
    'daily', (
      select jsonb_agg(jsonb_build_object('day', d.day::date, 'count', coalesce(j.n, 0)) order by d.day)
      from generate_series(
        ((now() at time zone 'utc')::date - (least(greatest(p_days, 1), 366) - 1))::timestamp,
        ((now() at time zone 'utc')::date)::timestamp,
        interval '1 day'
      ) as d(day)
      left join (
        select (w.created_at at time zone 'utc')::date as day, count(*) as n
        from public.waitlist w
        where (w.created_at at time zone 'utc')::date >= (now() at time zone 'utc')::date - (least(greatest(p_days, 1), 366) - 1)
        group by 1
      ) j on j.day = d.day::date
    )
  )
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call what: the server's secret key only
-- ---------------------------------------------------------------------------------------------

revoke execute on function public.waitlist_join(text, text, text, text) from public, anon, authenticated;
revoke execute on function public.waitlist_claim_email(text, boolean, text, text, text) from public, anon, authenticated;
revoke execute on function public.waitlist_token_state(text, text) from public, anon, authenticated;
revoke execute on function public.waitlist_confirm(text, text) from public, anon, authenticated;
revoke execute on function public.waitlist_leave(text) from public, anon, authenticated;
revoke execute on function public.waitlist_standing(uuid) from public, anon, authenticated;
revoke execute on function public.waitlist_admin_entries(text, text, text, integer, integer, timestamptz, uuid) from public, anon, authenticated;
revoke execute on function public.waitlist_admin_count(text, text, text) from public, anon, authenticated;
revoke execute on function public.waitlist_admin_summary(integer) from public, anon, authenticated;

grant execute on function public.waitlist_join(text, text, text, text) to service_role;
grant execute on function public.waitlist_claim_email(text, boolean, text, text, text) to service_role;
grant execute on function public.waitlist_token_state(text, text) to service_role;
grant execute on function public.waitlist_confirm(text, text) to service_role;
grant execute on function public.waitlist_leave(text) to service_role;
grant execute on function public.waitlist_standing(uuid) to service_role;
grant execute on function public.waitlist_admin_entries(text, text, text, integer, integer, timestamptz, uuid) to service_role;
grant execute on function public.waitlist_admin_count(text, text, text) to service_role;
grant execute on function public.waitlist_admin_summary(integer) to service_role;
