-- One inbox, one credit (docs/decisions/020-fair-and-cheap.md). The address stays what the visitor
-- typed (trimmed and lower-cased); two keys decide what counts as the same person:
--   mailbox_key (unique): Gmail's rules - dots and a +tag ignored, googlemail.com = gmail.com;
--   inbox_key: also a +tag at every provider; a join whose inbox is already on the list, or whose
--   address is a relay that mints addresses (duck.com…), credits no referrer.
-- The app repeats the rules in app/lib/email-identity.ts; tests/integration/waitlist-inbox.test.ts
-- checks that both agree. Runs as the non-superuser `postgres` of a hosted project.

-- The key of an address: for_credit false gives the mailbox key, true the inbox key.
create function private.waitlist_email_key(p_email text, p_for_credit boolean)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  address text := lower(btrim(p_email));
  at integer := pg_catalog.strpos(pg_catalog.reverse(address), '@');
  local_part text;
  domain text;
  plus integer;
  gmail boolean;
begin
  if at = 0 then
    return address;
  end if;
  local_part := pg_catalog.left(address, pg_catalog.length(address) - at);
  domain := pg_catalog.right(address, at - 1);
  gmail := domain in ('gmail.com', 'googlemail.com');
  if gmail then
    domain := 'gmail.com';
  end if;
  plus := pg_catalog.strpos(local_part, '+');
  if (gmail or p_for_credit) and plus > 1 then
    local_part := pg_catalog.left(local_part, plus - 1);
  end if;
  if gmail then
    local_part := pg_catalog.replace(local_part, '.', '');
  end if;
  return local_part || '@' || domain;
end;
$$;

revoke execute on function private.waitlist_email_key(text, boolean) from public;

-- Forwarding services that make a new address per site on demand (a subdomain counts too).
create function private.waitlist_relay_domain(p_email text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select exists (
    select 1
    from unnest(array[
      'duck.com', 'privaterelay.appleid.com', 'mozmail.com', 'simplelogin.com', 'simplelogin.fr', 'aleeas.com',
      'slmail.me', 'anonaddy.com', 'anonaddy.me', 'addy.io', 'passmail.net'
    ]) as relay(domain)
    where pg_catalog.substring(lower(btrim(p_email)), '@([^@]*)$') = relay.domain
       or pg_catalog.substring(lower(btrim(p_email)), '@([^@]*)$') like '%.' || relay.domain
  )
$$;

revoke execute on function private.waitlist_relay_domain(text) from public;

alter table public.waitlist
  add column mailbox_key text,
  add column inbox_key text;

comment on column public.waitlist.mailbox_key is
  'The mailbox the address reaches by Gmail''s rules (unique). Null only on entries that duplicated an earlier one before this rule.';
comment on column public.waitlist.inbox_key is 'The inbox the address reaches, +tags ignored everywhere: one inbox earns one referral credit.';

-- Existing entries: every one gets its inbox key; the earliest entry of each mailbox keeps its
-- mailbox key, later duplicates of it (joined before the rule) stay on the list without one.
update public.waitlist w
set inbox_key = private.waitlist_email_key(w.email, true),
    mailbox_key = case when k.first then private.waitlist_email_key(w.email, false) end
from (
  select x.id,
         row_number() over (partition by private.waitlist_email_key(x.email, false) order by x.created_at, x.id) = 1 as first
  from public.waitlist x
) k
where k.id = w.id;

create unique index waitlist_mailbox_key_idx on public.waitlist (mailbox_key);
create index waitlist_inbox_key_idx on public.waitlist (inbox_key);

-- Both keys follow the address on every insert and on a change of address. Security definer: an
-- anonymous insert (the table's own grant) has no access to schema private.
create function private.waitlist_set_email_keys() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.mailbox_key := private.waitlist_email_key(new.email, false);
  new.inbox_key := private.waitlist_email_key(new.email, true);
  return new;
end;
$$;

revoke execute on function private.waitlist_set_email_keys() from public;

create trigger waitlist_email_keys
  before insert or update of email on public.waitlist
  for each row execute function private.waitlist_set_email_keys();

-- Joining, as before (docs/decisions/010-waitlist-growth.md), with the same person found by mailbox:
-- `a.da+1@googlemail.com` after `ada@gmail.com` is a duplicate (its answer names the stored address,
-- which the confirmation e-mail goes to). A referral is credited only to a join whose inbox is new to
-- the list and not a relay, and never to the referrer's own inbox.
create or replace function public.waitlist_join(p_full_name text, p_email text, p_interest text, p_referral_code text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  mailbox text := private.waitlist_email_key(p_email, false);
  inbox text := private.waitlist_email_key(p_email, true);
  referrer uuid;
  referrer_inbox text;
  capped boolean := false;
  same_inbox boolean := false;
  recent integer;
  new_id uuid;
  new_code text;
  stored_email text;
  stored_confirmed boolean;
begin
  select w.email, w.confirmed_at is not null into stored_email, stored_confirmed
  from public.waitlist w
  where w.mailbox_key = mailbox or w.email = lower(btrim(p_email))
  limit 1;
  if stored_email is not null then
    return jsonb_build_object('outcome', 'duplicate', 'confirmed', stored_confirmed, 'email', stored_email);
  end if;

  if p_referral_code is not null and p_referral_code ~ '^[a-z0-9]{6,32}$' then
    select w.id, w.inbox_key into referrer, referrer_inbox from public.waitlist w where w.referral_code = p_referral_code for update;
    if referrer is not null then
      if referrer_inbox = inbox or private.waitlist_relay_domain(p_email)
         or exists (select 1 from public.waitlist x where x.inbox_key = inbox) then
        referrer := null;
        same_inbox := true;
      else
        select count(*) into recent from public.waitlist r
        where r.referred_by = referrer and r.created_at > now() - interval '1 day';
        if recent >= private.waitlist_rule('referral_joins_per_day') then
          referrer := null;
          capped := true;
        end if;
      end if;
    end if;
  end if;

  insert into public.waitlist (full_name, email, interest, referred_by)
  values (p_full_name, p_email, p_interest, referrer)
  on conflict do nothing
  returning id, referral_code into new_id, new_code;

  if new_id is null then
    -- Another join of the same mailbox won the race.
    select w.email, w.confirmed_at is not null into stored_email, stored_confirmed
    from public.waitlist w
    where w.mailbox_key = mailbox or w.email = lower(btrim(p_email))
    limit 1;
    return jsonb_build_object(
      'outcome', 'duplicate', 'confirmed', coalesce(stored_confirmed, false), 'email', coalesce(stored_email, lower(btrim(p_email)))
    );
  end if;
  return jsonb_build_object(
    'outcome', 'joined', 'id', new_id, 'referral_code', new_code,
    'referred', referrer is not null, 'referral_capped', capped, 'referral_same_inbox', same_inbox
  );
end;
$$;
