-- Savings circles (equb / ekub, tontine, susu, esusu, njangi, chama, ayuuto): a record-keeper for a
-- group that already saves together (issue 35; docs/decisions/043-savings-circles.md). The product never
-- holds, moves or promises money: these tables only record who said they paid, and when.
--
-- Reading: row level security shows a circle and everything in it to its active members only.
-- Writing: anon and authenticated hold no write privilege on any table; every change goes through a
-- security definer function below that checks who is asking (auth.uid()) and what their role in the
-- circle allows, with a fixed search_path. History rows are never updated or deleted by anyone but the
-- cascade of a deleted circle: a correction is a new row that names the row it corrects.
-- Runs as the non-superuser `postgres` of a hosted project.

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------

create table public.circles (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  organiser_id uuid not null references auth.users (id) on delete cascade,
  contribution numeric(12, 2) not null,
  currency text not null default 'USD',
  frequency text not null,
  start_date date not null,
  payout_order text not null,
  -- Set once, when the organiser draws the order at random (the drawn order is in the history too).
  drawn_at timestamptz,
  created_at timestamptz not null default now(),
  constraint circles_name_length check (char_length(btrim(name)) between 1 and 80),
  constraint circles_contribution_range check (contribution > 0 and contribution <= 1000000000),
  constraint circles_currency_format check (currency ~ '^[A-Z]{3}$'),
  constraint circles_frequency_kind check (frequency in ('weekly', 'biweekly', 'monthly')),
  constraint circles_payout_order_kind check (payout_order in ('manual', 'random'))
);

create index circles_organiser_idx on public.circles (organiser_id);

create table public.circle_members (
  circle_id uuid not null references public.circles (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The name the other members see (profiles stay private to their owner).
  display_name text not null,
  role text not null default 'member',
  status text not null default 'active',
  -- Order of payouts: the active members sorted by position receive rounds 1, 2, 3, ...
  payout_position integer not null,
  removed_reason text,
  joined_at timestamptz not null default now(),
  primary key (circle_id, user_id),
  constraint circle_members_name_length check (char_length(btrim(display_name)) between 1 and 80),
  constraint circle_members_role_kind check (role in ('organiser', 'member')),
  constraint circle_members_status_kind check (status in ('active', 'left', 'removed')),
  constraint circle_members_reason check ((status = 'removed') = (removed_reason is not null))
);

-- A member's circles (the dashboard) without reading anyone else's rows.
create index circle_members_user_idx on public.circle_members (user_id, circle_id);

create table public.circle_invitations (
  id uuid primary key default gen_random_uuid(),
  circle_id uuid not null references public.circles (id) on delete cascade,
  email text not null,
  invited_by uuid not null references auth.users (id) on delete cascade,
  -- SHA-256 hex of the link's token: the token itself is never stored (as the waitlist's links).
  token_hash text not null unique,
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null,
  -- Set when the e-mail function claimed the invitation's one e-mail.
  emailed_at timestamptz,
  created_at timestamptz not null default now(),
  constraint circle_invitations_email_format check (char_length(email) <= 254 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  constraint circle_invitations_hash_format check (token_hash ~ '^[0-9a-f]{64}$')
);

create index circle_invitations_circle_idx on public.circle_invitations (circle_id, created_at);
create index circle_invitations_inviter_idx on public.circle_invitations (invited_by, created_at);

-- The append-only history: membership changes, the draw, payments and corrections.
create table public.circle_history (
  id bigint generated always as identity primary key,
  circle_id uuid not null references public.circles (id) on delete cascade,
  kind text not null,
  actor_id uuid references auth.users (id) on delete set null,
  actor_name text not null,
  -- The member a payment, join, departure or removal is about.
  member_id uuid references auth.users (id) on delete set null,
  member_name text,
  round integer,
  amount numeric(12, 2),
  paid_on date,
  -- A correction names the payment (or earlier correction) it replaces.
  corrects bigint references public.circle_history (id),
  note text,
  created_at timestamptz not null default now(),
  constraint circle_history_kind check (kind in ('created', 'joined', 'left', 'removed', 'drawn', 'ordered', 'payment', 'correction')),
  constraint circle_history_note_length check (char_length(note) <= 500),
  constraint circle_history_payment_fields check (
    kind not in ('payment', 'correction')
    or (round >= 1 and member_id is not null and amount >= 0 and amount <= 1000000000 and paid_on is not null)
  ),
  constraint circle_history_correction_fields check ((kind = 'correction') = (corrects is not null))
);

-- A circle page reads its own history by the index: the same rows at 10 circles as at 100,000.
create index circle_history_circle_idx on public.circle_history (circle_id, id);
create index circle_history_corrects_idx on public.circle_history (corrects) where corrects is not null;

-- Reminders sent by `npm run circles:remind`: one row per circle, round, member and kind.
create table private.circle_reminder_sends (
  circle_id uuid not null references public.circles (id) on delete cascade,
  round integer not null,
  user_id uuid not null,
  kind text not null,
  sent_at timestamptz not null default now(),
  primary key (circle_id, round, user_id, kind),
  constraint circle_reminder_sends_kind check (kind in ('due', 'payout'))
);

comment on table public.circles is 'Savings circles: a record-keeper only. Read by active members (RLS); written through the circle_* functions.';
comment on table public.circle_members is 'Who is in a circle, their role and payout position. Read by the circle''s active members.';
comment on table public.circle_invitations is 'Single-use, expiring invitation links (SHA-256 of the token). Read by the organiser, token hash excluded.';
comment on table public.circle_history is 'Append-only history of a circle; corrections are new rows naming what they correct.';
comment on table private.circle_reminder_sends is 'Reminder e-mails claimed for sending: at most one per circle, round, member and kind.';

-- ---------------------------------------------------------------------------------------------
-- Privileges and row level security
-- ---------------------------------------------------------------------------------------------

alter table public.circles enable row level security;
alter table public.circle_members enable row level security;
alter table public.circle_invitations enable row level security;
alter table public.circle_history enable row level security;

revoke all on table public.circles, public.circle_members, public.circle_invitations, public.circle_history
  from public, anon, authenticated;
grant select on table public.circles, public.circle_members, public.circle_history to authenticated;
grant select (id, circle_id, email, expires_at, accepted_at, created_at) on table public.circle_invitations to authenticated;
grant select, insert, update, delete on table public.circles, public.circle_members, public.circle_invitations to service_role;
grant select on table public.circle_history to service_role;

-- The caller's role in a circle ('organiser', 'member'), or null when they are not an active member.
-- Security definer so the policies below can read circle_members without recursing into its policy.
create function public.circle_role(p_circle_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select m.role from public.circle_members m
  where m.circle_id = p_circle_id and m.user_id = (select auth.uid()) and m.status = 'active'
$$;

revoke execute on function public.circle_role(uuid) from public, anon;
grant execute on function public.circle_role(uuid) to authenticated, service_role;

create policy "Members read their circles"
  on public.circles for select to authenticated
  using (public.circle_role(id) is not null);

create policy "Members read their circle's members"
  on public.circle_members for select to authenticated
  using (public.circle_role(circle_id) is not null);

create policy "Members read their circle's history"
  on public.circle_history for select to authenticated
  using (public.circle_role(circle_id) is not null);

create policy "Organisers read their circle's invitations"
  on public.circle_invitations for select to authenticated
  using (public.circle_role(circle_id) = 'organiser');

-- ---------------------------------------------------------------------------------------------
-- Limits (repeated in the app's copy: app/lib/circles.ts)
-- ---------------------------------------------------------------------------------------------

create function private.circle_rule(p_name text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case p_name
    when 'circles_per_member' then 10
    when 'members_per_circle' then 30
    when 'invitations_per_hour' then 20
    when 'invitation_days' then 7
  end
$$;

-- The caller's display name: their profile's full name, else the part of their e-mail before the @.
create function private.circle_caller_name()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select left(coalesce(nullif(btrim(p.full_name), ''), split_part(u.email, '@', 1), 'member'), 80)
  from auth.users u left join public.profiles p on p.id = u.id
  where u.id = (select auth.uid())
$$;

-- ---------------------------------------------------------------------------------------------
-- Writes (authenticated, through the Data API's rpc): each checks the caller and returns an outcome
-- ---------------------------------------------------------------------------------------------

-- Creates a circle with the caller as its organiser (payout position 1). outcome: created | limit.
create function public.circle_create(
  p_name text, p_contribution numeric, p_currency text, p_frequency text, p_start_date date, p_payout_order text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  caller_name text := private.circle_caller_name();
  circle uuid;
  existing integer;
begin
  if caller is null then
    raise exception 'sign in first' using errcode = '42501';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('circle_member:' || caller::text));
  select count(*) into existing from public.circle_members m where m.user_id = caller and m.status = 'active';
  if existing >= private.circle_rule('circles_per_member') then
    return jsonb_build_object('outcome', 'limit');
  end if;
  insert into public.circles (name, organiser_id, contribution, currency, frequency, start_date, payout_order)
  values (btrim(p_name), caller, p_contribution, p_currency, p_frequency, p_start_date, p_payout_order)
  returning id into circle;
  insert into public.circle_members (circle_id, user_id, display_name, role, payout_position)
  values (circle, caller, caller_name, 'organiser', 1);
  insert into public.circle_history (circle_id, kind, actor_id, actor_name, member_id, member_name)
  values (circle, 'created', caller, caller_name, caller, caller_name);
  return jsonb_build_object('outcome', 'created', 'id', circle);
end;
$$;

-- Records an invitation (the app made the token and sends the link). outcome: invited | not_organiser |
-- started | full | hourly_limit | already_member.
create function public.circle_invite(p_circle_id uuid, p_email text, p_token_hash text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  address text := lower(btrim(p_email));
  start date;
  seats integer;
  recent integer;
  invitation uuid;
begin
  if public.circle_role(p_circle_id) is distinct from 'organiser' then
    return jsonb_build_object('outcome', 'not_organiser');
  end if;
  select c.start_date into start from public.circles c where c.id = p_circle_id for update;
  if start <= current_date then
    return jsonb_build_object('outcome', 'started');
  end if;
  if exists (
    select 1 from public.circle_members m join auth.users u on u.id = m.user_id
    where m.circle_id = p_circle_id and m.status = 'active' and lower(u.email) = address
  ) then
    return jsonb_build_object('outcome', 'already_member');
  end if;
  select (select count(*) from public.circle_members m where m.circle_id = p_circle_id and m.status = 'active')
       + (select count(*) from public.circle_invitations i
          where i.circle_id = p_circle_id and i.accepted_at is null and i.expires_at > now())
    into seats;
  if seats >= private.circle_rule('members_per_circle') then
    return jsonb_build_object('outcome', 'full');
  end if;
  select count(*) into recent from public.circle_invitations i
  where i.invited_by = caller and i.created_at > now() - interval '1 hour';
  if recent >= private.circle_rule('invitations_per_hour') then
    return jsonb_build_object('outcome', 'hourly_limit');
  end if;
  insert into public.circle_invitations (circle_id, email, invited_by, token_hash, expires_at)
  values (p_circle_id, address, caller, p_token_hash,
          now() + pg_catalog.make_interval(days => private.circle_rule('invitation_days')))
  returning id into invitation;
  return jsonb_build_object('outcome', 'invited', 'id', invitation);
end;
$$;

-- What an invitation link leads to, for the signed-in person opening it. state: valid | expired | used |
-- invalid | other_email. The circle's name is shown only when the link is valid and addressed to them.
create function public.circle_invitation_state(p_token_hash text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  inv record;
  caller_email text;
begin
  select i.*, c.name as circle_name into inv
  from public.circle_invitations i join public.circles c on c.id = i.circle_id
  where i.token_hash = p_token_hash;
  if not found then
    return jsonb_build_object('state', 'invalid');
  end if;
  if inv.accepted_at is not null then
    return jsonb_build_object('state', 'used', 'circle_id', case when public.circle_role(inv.circle_id) is not null then inv.circle_id end);
  end if;
  if inv.expires_at <= now() then
    return jsonb_build_object('state', 'expired');
  end if;
  select lower(u.email) into caller_email from auth.users u where u.id = (select auth.uid());
  if caller_email is distinct from inv.email then
    return jsonb_build_object('state', 'other_email');
  end if;
  return jsonb_build_object('state', 'valid', 'circle_name', inv.circle_name);
end;
$$;

-- Accepts an invitation: single use, unexpired, for the caller's own address. outcome: joined | expired |
-- used | invalid | other_email | limit | full | started.
create function public.circle_accept(p_token_hash text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  caller_name text := private.circle_caller_name();
  caller_email text;
  inv record;
  start date;
  existing integer;
  members integer;
  next_position integer;
begin
  if caller is null then
    raise exception 'sign in first' using errcode = '42501';
  end if;
  select i.* into inv from public.circle_invitations i where i.token_hash = p_token_hash for update;
  if not found then
    return jsonb_build_object('outcome', 'invalid');
  end if;
  if inv.accepted_at is not null then
    return jsonb_build_object('outcome', 'used');
  end if;
  if inv.expires_at <= now() then
    return jsonb_build_object('outcome', 'expired');
  end if;
  select lower(u.email) into caller_email from auth.users u where u.id = caller;
  if caller_email is distinct from inv.email then
    return jsonb_build_object('outcome', 'other_email');
  end if;
  select c.start_date into start from public.circles c where c.id = inv.circle_id for update;
  if start <= current_date then
    return jsonb_build_object('outcome', 'started');
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('circle_member:' || caller::text));
  select count(*) into existing from public.circle_members m where m.user_id = caller and m.status = 'active';
  if existing >= private.circle_rule('circles_per_member') then
    return jsonb_build_object('outcome', 'limit');
  end if;
  select count(*), coalesce(max(m.payout_position), 0) + 1 into members, next_position
  from public.circle_members m where m.circle_id = inv.circle_id;
  if (select count(*) from public.circle_members m where m.circle_id = inv.circle_id and m.status = 'active')
     >= private.circle_rule('members_per_circle') then
    return jsonb_build_object('outcome', 'full');
  end if;
  update public.circle_invitations set accepted_at = now(), accepted_by = caller where id = inv.id;
  insert into public.circle_members (circle_id, user_id, display_name, role, payout_position)
  values (inv.circle_id, caller, caller_name, 'member', next_position)
  on conflict (circle_id, user_id) do update
    set status = 'active', removed_reason = null, display_name = excluded.display_name, payout_position = excluded.payout_position;
  insert into public.circle_history (circle_id, kind, actor_id, actor_name, member_id, member_name)
  values (inv.circle_id, 'joined', caller, caller_name, caller, caller_name);
  return jsonb_build_object('outcome', 'joined', 'circle_id', inv.circle_id);
end;
$$;

-- A member (not the organiser) leaves before the first round. outcome: left | not_member | organiser | started.
create function public.circle_leave(p_circle_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  role_now text := public.circle_role(p_circle_id);
  start date;
  caller_name text;
begin
  if role_now is null then
    return jsonb_build_object('outcome', 'not_member');
  end if;
  if role_now = 'organiser' then
    return jsonb_build_object('outcome', 'organiser');
  end if;
  select c.start_date into start from public.circles c where c.id = p_circle_id for update;
  if start <= current_date then
    return jsonb_build_object('outcome', 'started');
  end if;
  update public.circle_members m set status = 'left' where m.circle_id = p_circle_id and m.user_id = caller
  returning m.display_name into caller_name;
  insert into public.circle_history (circle_id, kind, actor_id, actor_name, member_id, member_name)
  values (p_circle_id, 'left', caller, caller_name, caller, caller_name);
  return jsonb_build_object('outcome', 'left');
end;
$$;

-- The organiser removes a member, with a reason every member reads. outcome: removed | not_organiser |
-- not_member | self | reason.
create function public.circle_remove(p_circle_id uuid, p_member_id uuid, p_reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  reason text := btrim(coalesce(p_reason, ''));
  removed_name text;
begin
  if public.circle_role(p_circle_id) is distinct from 'organiser' then
    return jsonb_build_object('outcome', 'not_organiser');
  end if;
  if p_member_id = caller then
    return jsonb_build_object('outcome', 'self');
  end if;
  if char_length(reason) < 3 or char_length(reason) > 300 then
    return jsonb_build_object('outcome', 'reason');
  end if;
  update public.circle_members m set status = 'removed', removed_reason = reason
  where m.circle_id = p_circle_id and m.user_id = p_member_id and m.status = 'active'
  returning m.display_name into removed_name;
  if removed_name is null then
    return jsonb_build_object('outcome', 'not_member');
  end if;
  insert into public.circle_history (circle_id, kind, actor_id, actor_name, member_id, member_name, note)
  select p_circle_id, 'removed', caller, m.display_name, p_member_id, removed_name, reason
  from public.circle_members m where m.circle_id = p_circle_id and m.user_id = caller;
  return jsonb_build_object('outcome', 'removed');
end;
$$;

-- The organiser draws the payout order at random, once, before the first round; the drawn order is
-- recorded in the history for every member to read. outcome: drawn | not_organiser | manual | already | started.
create function public.circle_draw(p_circle_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  circle record;
  drawn text;
begin
  if public.circle_role(p_circle_id) is distinct from 'organiser' then
    return jsonb_build_object('outcome', 'not_organiser');
  end if;
  select c.* into circle from public.circles c where c.id = p_circle_id for update;
  if circle.payout_order <> 'random' then
    return jsonb_build_object('outcome', 'manual');
  end if;
  if circle.drawn_at is not null then
    return jsonb_build_object('outcome', 'already');
  end if;
  if circle.start_date <= current_date then
    return jsonb_build_object('outcome', 'started');
  end if;
  with shuffled as (
    select m.user_id, row_number() over (order by gen_random_uuid()) as position
    from public.circle_members m where m.circle_id = p_circle_id and m.status = 'active'
  )
  update public.circle_members m set payout_position = s.position
  from shuffled s where m.circle_id = p_circle_id and m.user_id = s.user_id;
  update public.circles set drawn_at = now() where id = p_circle_id;
  select string_agg(m.payout_position::text || '. ' || m.display_name, ', ' order by m.payout_position) into drawn
  from public.circle_members m where m.circle_id = p_circle_id and m.status = 'active';
  insert into public.circle_history (circle_id, kind, actor_id, actor_name, note)
  select p_circle_id, 'drawn', caller, m.display_name, left(drawn, 500)
  from public.circle_members m where m.circle_id = p_circle_id and m.user_id = caller;
  return jsonb_build_object('outcome', 'drawn');
end;
$$;

-- Sets the order of payouts by hand (payout order 'manual'): the organiser, before the first round, gives
-- every active member exactly once, first to receive first, as a JSON array of user ids (jsonb, as
-- waitlist_alert_corridors takes its ids). The order is written into the history every member reads.
-- outcome: ordered | not_organiser | random | started | not_permutation.
create function public.circle_set_order(p_circle_id uuid, p_user_ids jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  circle record;
  ids uuid[];
  active_count integer;
  order_text text;
begin
  if public.circle_role(p_circle_id) is distinct from 'organiser' then
    return jsonb_build_object('outcome', 'not_organiser');
  end if;
  select c.* into circle from public.circles c where c.id = p_circle_id for update;
  if circle.payout_order <> 'manual' then
    return jsonb_build_object('outcome', 'random');
  end if;
  if circle.start_date <= current_date then
    return jsonb_build_object('outcome', 'started');
  end if;
  if p_user_ids is null or jsonb_typeof(p_user_ids) <> 'array' or exists (
    select 1 from jsonb_array_elements(p_user_ids) as e (v)
    where jsonb_typeof(e.v) <> 'string'
      or (e.v #>> '{}') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  ) then
    return jsonb_build_object('outcome', 'not_permutation');
  end if;
  select coalesce(array_agg((e.v #>> '{}')::uuid order by e.n), '{}')
  into ids from jsonb_array_elements(p_user_ids) with ordinality as e (v, n);
  select count(*) into active_count from public.circle_members m where m.circle_id = p_circle_id and m.status = 'active';
  -- A permutation: as many ids as active members, none twice, each an active member of this circle.
  if cardinality(ids) <> active_count
    or (select count(distinct u) from unnest(ids) as u) <> active_count
    or exists (
      select 1 from unnest(ids) as u
      where not exists (
        select 1 from public.circle_members m where m.circle_id = p_circle_id and m.user_id = u and m.status = 'active'
      )
    )
  then
    return jsonb_build_object('outcome', 'not_permutation');
  end if;
  update public.circle_members m set payout_position = o.position
  from unnest(ids) with ordinality as o (user_id, position)
  where m.circle_id = p_circle_id and m.user_id = o.user_id;
  select string_agg(m.payout_position::text || '. ' || m.display_name, ', ' order by m.payout_position) into order_text
  from public.circle_members m where m.circle_id = p_circle_id and m.status = 'active';
  insert into public.circle_history (circle_id, kind, actor_id, actor_name, note)
  select p_circle_id, 'ordered', caller, m.display_name, left(order_text, 500)
  from public.circle_members m where m.circle_id = p_circle_id and m.user_id = caller;
  return jsonb_build_object('outcome', 'ordered');
end;
$$;

-- Records a payment for one member's share of one round, or a correction of an earlier entry (amount 0
-- says "not paid after all"). The organiser may record anyone's share; a member only their own.
-- outcome: recorded | not_member | not_allowed | no_such_member | round | corrects.
create function public.circle_record_payment(
  p_circle_id uuid, p_member_id uuid, p_round integer, p_amount numeric, p_paid_on date,
  p_corrects bigint default null, p_note text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  role_now text := public.circle_role(p_circle_id);
  caller_name text;
  subject_name text;
  rounds integer;
  entry bigint;
begin
  if role_now is null then
    return jsonb_build_object('outcome', 'not_member');
  end if;
  if p_member_id is distinct from caller and role_now <> 'organiser' then
    return jsonb_build_object('outcome', 'not_allowed');
  end if;
  perform 1 from public.circles c where c.id = p_circle_id for update;
  select m.display_name into subject_name from public.circle_members m
  where m.circle_id = p_circle_id and m.user_id = p_member_id and m.status = 'active';
  if subject_name is null then
    return jsonb_build_object('outcome', 'no_such_member');
  end if;
  select count(*) into rounds from public.circle_members m where m.circle_id = p_circle_id and m.status = 'active';
  if p_round is null or p_round < 1 or p_round > rounds then
    return jsonb_build_object('outcome', 'round');
  end if;
  if p_corrects is not null and not exists (
    select 1 from public.circle_history h
    where h.id = p_corrects and h.circle_id = p_circle_id and h.member_id = p_member_id
      and h.round = p_round and h.kind in ('payment', 'correction')
  ) then
    return jsonb_build_object('outcome', 'corrects');
  end if;
  select m.display_name into caller_name from public.circle_members m where m.circle_id = p_circle_id and m.user_id = caller;
  insert into public.circle_history (circle_id, kind, actor_id, actor_name, member_id, member_name, round, amount, paid_on, corrects, note)
  values (p_circle_id, case when p_corrects is null then 'payment' else 'correction' end, caller, caller_name,
          p_member_id, subject_name, p_round, p_amount, p_paid_on, p_corrects, nullif(btrim(p_note), ''))
  returning id into entry;
  return jsonb_build_object('outcome', 'recorded', 'id', entry);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The reminder command (service_role only)
-- ---------------------------------------------------------------------------------------------

-- One page (at most 500) of circles with active members, in id order after p_after: the command's scan.
create function public.circle_reminder_circles(p_limit integer, p_after uuid default null)
returns table (id uuid, contribution numeric, currency text, frequency text, start_date date)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.contribution, c.currency, c.frequency, c.start_date
  from public.circles c
  where p_after is null or c.id > p_after
  order by c.id
  limit least(greatest(coalesce(p_limit, 100), 1), 500)
$$;

-- Claims one reminder; the primary key makes a second claim find it. Returns the address and language.
create function public.circle_reminder_claim(p_circle_id uuid, p_round integer, p_user_id uuid, p_kind text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  inserted integer;
  address text;
  lang text;
begin
  select u.email, coalesce(p.locale, 'en') into address, lang
  from public.circle_members m
  join auth.users u on u.id = m.user_id
  left join public.profiles p on p.id = m.user_id
  where m.circle_id = p_circle_id and m.user_id = p_user_id and m.status = 'active';
  if address is null then
    return jsonb_build_object('send', false, 'reason', 'not_member');
  end if;
  insert into private.circle_reminder_sends (circle_id, round, user_id, kind) values (p_circle_id, p_round, p_user_id, p_kind)
  on conflict do nothing;
  get diagnostics inserted = row_count;
  if inserted = 0 then
    return jsonb_build_object('send', false, 'reason', 'already_sent');
  end if;
  return jsonb_build_object('send', true, 'email', address, 'locale', lang);
end;
$$;

-- Claims the one e-mail of an invitation for the send-confirmation function, which was given the link's
-- token by the app server and proves it by its digest. Returns the invitee's address.
create function public.circle_invitation_claim_email(p_invitation_id uuid, p_token_hash text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
begin
  update public.circle_invitations i set emailed_at = now()
  where i.id = p_invitation_id and i.token_hash = p_token_hash and i.emailed_at is null
    and i.accepted_at is null and i.expires_at > now()
  returning i.email into address;
  if address is null then
    return jsonb_build_object('send', false, 'reason', 'already_sent');
  end if;
  return jsonb_build_object('send', true, 'email', address);
end;
$$;

revoke execute on function private.circle_rule(text) from public, anon, authenticated;
revoke execute on function private.circle_caller_name() from public, anon, authenticated;
revoke execute on function public.circle_create(text, numeric, text, text, date, text) from public, anon;
revoke execute on function public.circle_invite(uuid, text, text) from public, anon;
revoke execute on function public.circle_invitation_state(text) from public, anon;
revoke execute on function public.circle_accept(text) from public, anon;
revoke execute on function public.circle_leave(uuid) from public, anon;
revoke execute on function public.circle_remove(uuid, uuid, text) from public, anon;
revoke execute on function public.circle_draw(uuid) from public, anon;
revoke execute on function public.circle_set_order(uuid, jsonb) from public, anon;
revoke execute on function public.circle_record_payment(uuid, uuid, integer, numeric, date, bigint, text) from public, anon;
revoke execute on function public.circle_reminder_circles(integer, uuid) from public, anon, authenticated;
revoke execute on function public.circle_reminder_claim(uuid, integer, uuid, text) from public, anon, authenticated;

grant execute on function public.circle_create(text, numeric, text, text, date, text) to authenticated;
grant execute on function public.circle_invite(uuid, text, text) to authenticated;
grant execute on function public.circle_invitation_state(text) to authenticated;
grant execute on function public.circle_accept(text) to authenticated;
grant execute on function public.circle_leave(uuid) to authenticated;
grant execute on function public.circle_remove(uuid, uuid, text) to authenticated;
grant execute on function public.circle_draw(uuid) to authenticated;
grant execute on function public.circle_set_order(uuid, jsonb) to authenticated;
grant execute on function public.circle_record_payment(uuid, uuid, integer, numeric, date, bigint, text) to authenticated;
grant execute on function public.circle_reminder_circles(integer, uuid) to service_role;
revoke execute on function public.circle_invitation_claim_email(uuid, text) from public, anon, authenticated;
grant execute on function public.circle_invitation_claim_email(uuid, text) to service_role;
grant execute on function public.circle_reminder_claim(uuid, integer, uuid, text) to service_role;
