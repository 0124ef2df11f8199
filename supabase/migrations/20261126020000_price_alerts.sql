-- Price alerts for the Remittance Cost Analyzer (docs/decisions/023-price-alerts.md): a waitlist
-- entry asks to be e-mailed when new prices for a corridor (a destination country, ISO alpha-2) are
-- published; `npm run remittance:alerts` e-mails each confirmed member once per corridor and survey
-- quarter. Reached only with the server's secret key (service_role), like the rest of the waitlist.
-- Runs as the non-superuser `postgres` of a hosted project.

-- ---------------------------------------------------------------------------------------------
-- What each entry asked for
-- ---------------------------------------------------------------------------------------------

create table public.waitlist_alerts (
  entry_id uuid not null references public.waitlist (id) on delete cascade,
  corridor text not null,
  -- The survey quarter the page showed when the member asked: alerts are for anything newer.
  since_quarter text not null,
  created_at timestamptz not null default now(),
  primary key (entry_id, corridor),
  constraint waitlist_alerts_corridor_format check (corridor ~ '^[A-Z]{2}$'),
  constraint waitlist_alerts_quarter_format check (since_quarter ~ '^[0-9]{4}Q[1-4]$')
);

-- The alert command's keyset scan: one corridor's subscribers in entry order.
create index waitlist_alerts_corridor_idx on public.waitlist_alerts (corridor, entry_id);

comment on table public.waitlist_alerts is
  'Price alerts: the corridors (destination countries) a waitlist entry asked to hear about. Deleted with the entry.';

alter table public.waitlist_alerts enable row level security;
revoke all on table public.waitlist_alerts from public, anon, authenticated;
grant select, insert, update, delete on table public.waitlist_alerts to service_role;

-- What was sent: one row per entry, corridor and survey quarter (the command's idempotency).
create table private.waitlist_alert_sends (
  entry_id uuid not null,
  corridor text not null,
  quarter text not null,
  sent_at timestamptz not null default now(),
  primary key (entry_id, corridor, quarter),
  foreign key (entry_id, corridor) references public.waitlist_alerts (entry_id, corridor) on delete cascade,
  constraint waitlist_alert_sends_quarter_format check (quarter ~ '^[0-9]{4}Q[1-4]$')
);

comment on table private.waitlist_alert_sends is
  'Price-alert e-mails claimed for sending: at most one per entry, corridor and survey quarter.';

-- Leave links in alert e-mails are ordinary leave tokens (730 days, private.waitlist_tokens).

-- ---------------------------------------------------------------------------------------------
-- Asking for a corridor (the /navigator/remittance/alert action, after the entry was joined)
-- ---------------------------------------------------------------------------------------------

-- Adds a corridor to the entry of an address. outcome: added | already | limit | not_on_waitlist.
-- At most 12 corridors per entry (the survey has 11), so a stranger who knows an address cannot grow
-- its row without bound. The answer is for the server's log only: the visitor sees the same page
-- whatever it is (decision 023).
create function public.waitlist_alert_add(p_email text, p_corridor text, p_quarter text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  entry uuid;
  existing integer;
  inserted integer;
begin
  if p_corridor is null or p_corridor !~ '^[A-Z]{2}$' or p_quarter is null or p_quarter !~ '^[0-9]{4}Q[1-4]$' then
    raise exception 'a corridor (ISO alpha-2) and a quarter (YYYYQn) are required' using errcode = '22023';
  end if;
  select w.id into entry from public.waitlist w where w.email = lower(btrim(p_email)) for update;
  if entry is null then
    return jsonb_build_object('outcome', 'not_on_waitlist');
  end if;
  if exists (select 1 from public.waitlist_alerts a where a.entry_id = entry and a.corridor = p_corridor) then
    return jsonb_build_object('outcome', 'already');
  end if;
  select count(*) into existing from public.waitlist_alerts a where a.entry_id = entry;
  if existing >= 12 then
    return jsonb_build_object('outcome', 'limit');
  end if;
  insert into public.waitlist_alerts (entry_id, corridor, since_quarter) values (entry, p_corridor, p_quarter)
  on conflict do nothing;
  get diagnostics inserted = row_count;
  return jsonb_build_object('outcome', case when inserted = 1 then 'added' else 'already' end);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The alert command: who is due, and claiming one e-mail
-- ---------------------------------------------------------------------------------------------

-- One page (at most 500) of the confirmed members due an alert for a corridor's quarter: they asked
-- before that quarter was published (since_quarter < p_quarter) and nothing was sent for it yet.
-- Keyset-paged on entry_id (after p_after, null = from the start), read from the corridor index.
create function public.waitlist_alerts_due(p_corridor text, p_quarter text, p_limit integer, p_after uuid default null)
returns table (entry_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select a.entry_id
  from public.waitlist_alerts a
  join public.waitlist w on w.id = a.entry_id
  where a.corridor = p_corridor
    and (p_after is null or a.entry_id > p_after)
    and a.since_quarter < p_quarter
    and w.confirmed_at is not null
    and not exists (
      select 1 from private.waitlist_alert_sends s
      where s.entry_id = a.entry_id and s.corridor = a.corridor and s.quarter = p_quarter
    )
  order by a.entry_id
  limit least(greatest(coalesce(p_limit, 100), 1), 500)
$$;

-- Claims the alert e-mail for one entry, corridor and quarter, and stores the digest of the leave
-- token it carries. Nothing for an entry that is gone, pending, did not ask for the corridor, asked
-- after that quarter, or was already sent it. The alert row's lock makes concurrent claims take
-- turns, and the send record's primary key makes a second claim find it.
create function public.waitlist_alert_claim(p_entry_id uuid, p_corridor text, p_quarter text, p_leave_hash text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  leave_digest bytea := private.waitlist_token_digest(p_leave_hash);
  since text;
  entry_email text;
  entry_confirmed timestamptz;
  inserted integer;
begin
  if leave_digest is null then
    raise exception 'a SHA-256 hex digest is required for the leave token' using errcode = '22023';
  end if;
  if p_quarter is null or p_quarter !~ '^[0-9]{4}Q[1-4]$' then
    raise exception 'a quarter (YYYYQn) is required' using errcode = '22023';
  end if;
  select a.since_quarter, w.email, w.confirmed_at into since, entry_email, entry_confirmed
  from public.waitlist_alerts a
  join public.waitlist w on w.id = a.entry_id
  where a.entry_id = p_entry_id and a.corridor = p_corridor
  for update of a;
  if not found then
    return jsonb_build_object('send', false, 'reason', 'not_subscribed');
  end if;
  if entry_confirmed is null then
    return jsonb_build_object('send', false, 'reason', 'pending');
  end if;
  if since >= p_quarter then
    return jsonb_build_object('send', false, 'reason', 'not_newer');
  end if;
  insert into private.waitlist_alert_sends (entry_id, corridor, quarter) values (p_entry_id, p_corridor, p_quarter)
  on conflict do nothing;
  get diagnostics inserted = row_count;
  if inserted = 0 then
    return jsonb_build_object('send', false, 'reason', 'already_sent');
  end if;
  insert into private.waitlist_tokens (token_hash, entry_id, purpose, expires_at)
  values (leave_digest, p_entry_id, 'leave', now() + pg_catalog.make_interval(days => private.waitlist_rule('leave_days')));
  return jsonb_build_object('send', true, 'email', entry_email);
end;
$$;

-- The corridors each of the given entries asked for (the admin list's page, the CSV's page of 500).
-- p_entry_ids: a JSON array of ids (at most the first 1000 are read); jsonb, which the Data API
-- passes as it is on hosted and on the embedded stack alike.
create function public.waitlist_alert_corridors(p_entry_ids jsonb)
returns table (entry_id uuid, corridors text[])
language sql
stable
security definer
set search_path = ''
as $$
  select a.entry_id, array_agg(a.corridor order by a.corridor)
  from public.waitlist_alerts a
  where a.entry_id in (
    select (e.value #>> '{}')::uuid
    from jsonb_array_elements(case when jsonb_typeof(p_entry_ids) = 'array' then p_entry_ids else '[]'::jsonb end)
      with ordinality as e(value, n)
    where e.n <= 1000
  )
  group by a.entry_id
$$;

revoke execute on function public.waitlist_alert_add(text, text, text) from public, anon, authenticated;
revoke execute on function public.waitlist_alerts_due(text, text, integer, uuid) from public, anon, authenticated;
revoke execute on function public.waitlist_alert_claim(uuid, text, text, text) from public, anon, authenticated;
revoke execute on function public.waitlist_alert_corridors(jsonb) from public, anon, authenticated;

grant execute on function public.waitlist_alert_add(text, text, text) to service_role;
grant execute on function public.waitlist_alerts_due(text, text, integer, uuid) to service_role;
grant execute on function public.waitlist_alert_claim(uuid, text, text, text) to service_role;
grant execute on function public.waitlist_alert_corridors(jsonb) to service_role;
