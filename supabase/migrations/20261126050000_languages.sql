-- Languages (issue 23, docs/decisions/030-languages.md):
-- - a waitlist entry keeps the language it was joined in (`locale`: en, fr or am; every e-mail to it
--   uses that language) and, if given, the language its member would like the guide in
--   (`preferred_language`), counted for the owner by a maintained counter (cheap at any size);
-- - a profile keeps its user's language (`locale`), set from the sign-up's metadata and changed on
--   /profile; the account e-mails use it.
-- Joining, claiming e-mails and the owner's summary keep their rules; they only carry the new columns.

alter table public.waitlist
  add column locale text not null default 'en',
  add column preferred_language text,
  add constraint waitlist_locale_check check (locale in ('en', 'fr', 'am')),
  add constraint waitlist_preferred_language_check
    check (preferred_language in ('en', 'fr', 'am', 'so', 'sw', 'pt', 'ti', 'ar', 'other'));

alter table public.profiles
  add column locale text not null default 'en',
  add constraint profiles_locale_check check (locale in ('en', 'fr', 'am'));

grant update (locale) on table public.profiles to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Entries per preferred language ('' = not given), kept by triggers like private.waitlist_counts
-- ---------------------------------------------------------------------------------------------

create table private.waitlist_language_counts (
  language text primary key,
  n bigint not null
);

comment on table private.waitlist_language_counts is
  'Waitlist entries per preferred language ('''' when none was given), kept by the waitlist_language_* triggers.';

insert into private.waitlist_language_counts (language, n)
select coalesce(w.preferred_language, ''), count(*) from public.waitlist w group by 1;

create function private.waitlist_language_added() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.waitlist_language_counts as c (language, n)
  select coalesce(a.preferred_language, ''), count(*) from added a group by 1
  on conflict (language) do update set n = c.n + excluded.n;
  return null;
end;
$$;

create function private.waitlist_language_removed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.waitlist_language_counts c set n = c.n - g.n
  from (select coalesce(x.preferred_language, '') as language, count(*) as n from gone x group by 1) g
  where c.language = g.language;
  return null;
end;
$$;

-- A changed preferred language (rare: nothing in the app changes it) moves one entry between counts.
create function private.waitlist_language_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.waitlist_language_counts c set n = c.n - 1 where c.language = coalesce(old.preferred_language, '');
  insert into private.waitlist_language_counts as c (language, n) values (coalesce(new.preferred_language, ''), 1)
  on conflict (language) do update set n = c.n + 1;
  return null;
end;
$$;

create function private.waitlist_language_truncated() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.waitlist_language_counts;
  return null;
end;
$$;

create trigger waitlist_language_insert after insert on public.waitlist
  referencing new table as added for each statement execute function private.waitlist_language_added();
create trigger waitlist_language_delete after delete on public.waitlist
  referencing old table as gone for each statement execute function private.waitlist_language_removed();
create trigger waitlist_language_update after update of preferred_language on public.waitlist
  for each row when (old.preferred_language is distinct from new.preferred_language)
  execute function private.waitlist_language_changed();
create trigger waitlist_language_truncate after truncate on public.waitlist
  for each statement execute function private.waitlist_language_truncated();

revoke all on table private.waitlist_language_counts from public;
revoke execute on function private.waitlist_language_added() from public;
revoke execute on function private.waitlist_language_removed() from public;
revoke execute on function private.waitlist_language_changed() from public;
revoke execute on function private.waitlist_language_truncated() from public;

-- ---------------------------------------------------------------------------------------------
-- Joining: as in 20261126010000_waitlist_one_inbox.sql, and the entry's locale and preferred language.
-- A locale or preferred language outside the lists is stored as 'en' / not given (never an error: the
-- app validates them first). Old callers (four arguments) still work through the defaults.
-- ---------------------------------------------------------------------------------------------

drop function public.waitlist_join(text, text, text, text);

create function public.waitlist_join(
  p_full_name text, p_email text, p_interest text, p_referral_code text,
  p_locale text default 'en', p_preferred_language text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  mailbox text := private.waitlist_email_key(p_email, false);
  inbox text := private.waitlist_email_key(p_email, true);
  entry_locale text := case when p_locale in ('en', 'fr', 'am') then p_locale else 'en' end;
  entry_language text := case when p_preferred_language in ('en', 'fr', 'am', 'so', 'sw', 'pt', 'ti', 'ar', 'other')
                               then p_preferred_language end;
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

  insert into public.waitlist (full_name, email, interest, referred_by, locale, preferred_language)
  values (p_full_name, p_email, p_interest, referrer, entry_locale, entry_language)
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

revoke execute on function public.waitlist_join(text, text, text, text, text, text) from public, anon, authenticated;
grant execute on function public.waitlist_join(text, text, text, text, text, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- The e-mails: the claim answers the entry's locale too (same rules as 20261122030000_waitlist_growth.sql
-- and 20261126020000_price_alerts.sql)
-- ---------------------------------------------------------------------------------------------

create or replace function public.waitlist_claim_email(
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
  entry_locale text;
  entry_confirmed timestamptz;
  last_sent timestamptz;
  sends integer;
  wait_seconds integer;
begin
  if confirm_digest is null or status_digest is null or leave_digest is null
     or confirm_digest = status_digest or confirm_digest = leave_digest or status_digest = leave_digest then
    raise exception 'three distinct SHA-256 hex digests are required' using errcode = '22023';
  end if;

  select w.id, w.interest, w.referral_code, w.locale, w.confirmed_at, w.confirmation_sent_at, w.confirmation_sends
    into entry_id, entry_interest, entry_code, entry_locale, entry_confirmed, last_sent, sends
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
  return jsonb_build_object('send', true, 'interest', entry_interest, 'referral_code', entry_code, 'locale', entry_locale);
end;
$$;

create or replace function public.waitlist_alert_claim(p_entry_id uuid, p_corridor text, p_quarter text, p_leave_hash text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  leave_digest bytea := private.waitlist_token_digest(p_leave_hash);
  since text;
  entry_email text;
  entry_locale text;
  entry_confirmed timestamptz;
  inserted integer;
begin
  if leave_digest is null then
    raise exception 'a SHA-256 hex digest is required for the leave token' using errcode = '22023';
  end if;
  if p_quarter is null or p_quarter !~ '^[0-9]{4}Q[1-4]$' then
    raise exception 'a quarter (YYYYQn) is required' using errcode = '22023';
  end if;
  select a.since_quarter, w.email, w.locale, w.confirmed_at into since, entry_email, entry_locale, entry_confirmed
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
  return jsonb_build_object('send', true, 'email', entry_email, 'locale', entry_locale);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The owner's view: counts per preferred language (from the counter) and each listed entry's
-- preferred language (the admin page's rows, the CSV's pages of 500: primary-key lookups)
-- ---------------------------------------------------------------------------------------------

create function public.waitlist_admin_languages()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('language', c.language, 'count', c.n) order by c.language), '[]'::jsonb)
  from private.waitlist_language_counts c where c.n <> 0
$$;

-- p_entry_ids: a JSON array of ids (at most the first 1000 are read), as waitlist_alert_corridors.
create function public.waitlist_entry_languages(p_entry_ids jsonb)
returns table (entry_id uuid, preferred_language text, locale text)
language sql
stable
security definer
set search_path = ''
as $$
  select w.id, w.preferred_language, w.locale
  from public.waitlist w
  where w.id in (
    select (e.value #>> '{}')::uuid
    from jsonb_array_elements(case when jsonb_typeof(p_entry_ids) = 'array' then p_entry_ids else '[]'::jsonb end)
      with ordinality as e(value, i)
    where e.i <= 1000 and e.value #>> '{}' ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  )
$$;

revoke execute on function public.waitlist_admin_languages() from public, anon, authenticated;
revoke execute on function public.waitlist_entry_languages(jsonb) from public, anon, authenticated;
grant execute on function public.waitlist_admin_languages() to service_role;
grant execute on function public.waitlist_entry_languages(jsonb) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Profiles: the sign-up's language (metadata `locale`) is the profile's first language
-- ---------------------------------------------------------------------------------------------

create or replace function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  avatar text := new.raw_user_meta_data ->> 'avatar_url';
  chosen text := new.raw_user_meta_data ->> 'locale';
begin
  insert into public.profiles (id, full_name, avatar_url, locale)
  values (
    new.id,
    left(coalesce(new.raw_user_meta_data ->> 'full_name', ''), 200),
    case when char_length(avatar) <= 2048 and avatar ~* '^https?://' then avatar end,
    case when chosen in ('en', 'fr', 'am') then chosen else 'en' end
  );
  return new;
end;
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated;
