-- Price alerts find an entry the way a join does (decision 020's mailbox key): "E-mail me when new
-- prices are published" with a.da@gmail.com adds the corridor to ada@gmail.com's entry instead of
-- answering as if the address were new. Only the look-up changes (decision 023).

create or replace function public.waitlist_alert_add(p_email text, p_corridor text, p_quarter text)
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
  -- The same mailbox as waitlist_join's duplicate check (Gmail dots and +tags, googlemail.com), or the
  -- exact address for an entry older than the mailbox key.
  select w.id into entry from public.waitlist w
  where w.mailbox_key = private.waitlist_email_key(p_email, false) or w.email = lower(btrim(p_email))
  limit 1 for update;
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
