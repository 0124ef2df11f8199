-- Early-access waitlist: anyone may add themselves; nobody but the service role may read it.

create table public.waitlist (
  id uuid primary key default gen_random_uuid(),
  full_name text not null,
  email text not null,
  interest text not null,
  created_at timestamptz not null default now(),
  constraint waitlist_email_key unique (email),
  constraint waitlist_full_name_length check (char_length(full_name) between 2 and 200),
  constraint waitlist_email_format check (
    char_length(email) <= 254
    and email = lower(btrim(email))
    and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  constraint waitlist_interest_check check (interest in ('investing', 'banking', 'insurance', 'homeland', 'business'))
);

comment on table public.waitlist is 'Early-access sign-ups. Insert-only for anon and authenticated.';

-- Stored trimmed and lowercased, so uniqueness ignores case and surrounding spaces.
create function public.normalize_waitlist_entry() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  new.full_name := btrim(new.full_name);
  return new;
end;
$$;

create trigger waitlist_normalize
  before insert or update on public.waitlist
  for each row execute function public.normalize_waitlist_entry();

revoke execute on function public.normalize_waitlist_entry() from public, anon, authenticated;

alter table public.waitlist enable row level security;

revoke all on table public.waitlist from anon, authenticated;
grant insert (full_name, email, interest) on table public.waitlist to anon, authenticated;

create policy "Anyone can join the waitlist"
  on public.waitlist for insert
  to anon, authenticated
  with check (true);
