-- One profile per auth user, created by a trigger when the user signs up.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  username text,
  full_name text,
  first_name text,
  last_name text,
  bio text,
  avatar_url text,
  updated_at timestamptz not null default now(),
  constraint profiles_username_length check (char_length(username) between 3 and 50),
  constraint profiles_full_name_length check (char_length(full_name) <= 200),
  constraint profiles_first_name_length check (char_length(first_name) <= 100),
  constraint profiles_last_name_length check (char_length(last_name) <= 100),
  constraint profiles_bio_length check (char_length(bio) <= 500),
  constraint profiles_avatar_url_format check (char_length(avatar_url) <= 2048 and avatar_url ~* '^https?://')
);

-- Usernames are unique ignoring case.
create unique index profiles_username_lower_key on public.profiles (lower(username));

comment on table public.profiles is 'Public profile of an auth user; each user reads and updates only their own.';

create function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  avatar text := new.raw_user_meta_data ->> 'avatar_url';
begin
  insert into public.profiles (id, full_name, avatar_url)
  values (
    new.id,
    left(coalesce(new.raw_user_meta_data ->> 'full_name', ''), 200),
    case when char_length(avatar) <= 2048 and avatar ~* '^https?://' then avatar end
  );
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

create function public.touch_profile_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger profiles_touch_updated_at
  before update on public.profiles
  for each row execute function public.touch_profile_updated_at();

revoke execute on function public.handle_new_user() from public, anon, authenticated;
revoke execute on function public.touch_profile_updated_at() from public, anon, authenticated;

alter table public.profiles enable row level security;

revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
grant update (username, full_name, first_name, last_name, bio, avatar_url, updated_at)
  on table public.profiles to authenticated;

create policy "Users read their own profile"
  on public.profiles for select
  to authenticated
  using ((select auth.uid()) = id);

create policy "Users update their own profile"
  on public.profiles for update
  to authenticated
  using ((select auth.uid()) = id)
  with check ((select auth.uid()) = id);
