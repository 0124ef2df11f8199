-- The owner's "By language" counts (issue 31, docs/decisions/041-every-word-and-320px.md): the admin
-- summary counted only the waitlist form's optional "Preferred language" drop-down, which few fill in,
-- so entries joined on /fr/ and /am/ showed as French 0, Amharic 0, "Not given" all. The language an
-- entry joined in (`locale`, always known) gets its own maintained counter, read like the preferred
-- language's (cost independent of the list's size; statement-level triggers, as decision 018's).

create table private.waitlist_locale_counts (
  locale text primary key,
  n bigint not null
);

comment on table private.waitlist_locale_counts is
  'Waitlist entries per language joined in (en, fr, am), kept by the waitlist_locale_* triggers.';

insert into private.waitlist_locale_counts (locale, n)
select w.locale, count(*) from public.waitlist w group by 1;

create function private.waitlist_locale_added() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.waitlist_locale_counts as c (locale, n)
  select a.locale, count(*) from added a group by 1
  on conflict (locale) do update set n = c.n + excluded.n;
  return null;
end;
$$;

create function private.waitlist_locale_removed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.waitlist_locale_counts c set n = c.n - g.n
  from (select x.locale, count(*) as n from gone x group by 1) g
  where c.locale = g.locale;
  return null;
end;
$$;

-- A changed locale (nothing in the app changes it) moves one entry between counts.
create function private.waitlist_locale_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.waitlist_locale_counts c set n = c.n - 1 where c.locale = old.locale;
  insert into private.waitlist_locale_counts as c (locale, n) values (new.locale, 1)
  on conflict (locale) do update set n = c.n + 1;
  return null;
end;
$$;

create function private.waitlist_locale_truncated() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.waitlist_locale_counts;
  return null;
end;
$$;

create trigger waitlist_locale_insert after insert on public.waitlist
  referencing new table as added for each statement execute function private.waitlist_locale_added();
create trigger waitlist_locale_delete after delete on public.waitlist
  referencing old table as gone for each statement execute function private.waitlist_locale_removed();
create trigger waitlist_locale_update after update of locale on public.waitlist
  for each row when (old.locale is distinct from new.locale)
  execute function private.waitlist_locale_changed();
create trigger waitlist_locale_truncate after truncate on public.waitlist
  for each statement execute function private.waitlist_locale_truncated();

revoke all on table private.waitlist_locale_counts from public;
revoke execute on function private.waitlist_locale_added() from public;
revoke execute on function private.waitlist_locale_removed() from public;
revoke execute on function private.waitlist_locale_changed() from public;
revoke execute on function private.waitlist_locale_truncated() from public;

create function public.waitlist_admin_locales()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('locale', c.locale, 'count', c.n) order by c.locale), '[]'::jsonb)
  from private.waitlist_locale_counts c where c.n <> 0
$$;

revoke execute on function public.waitlist_admin_locales() from public, anon, authenticated;
grant execute on function public.waitlist_admin_locales() to service_role;
