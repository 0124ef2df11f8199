-- Embedded-only bootstrap: what a hosted Supabase project already has before its migrations run.
-- Roles, the extensions schema, the auth schema with the GoTrue tables this stack uses, the local
-- mailbox and the migration ledger. Never part of supabase/migrations.

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists citext with schema extensions;

do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

alter database postgres set search_path = "$user", public, extensions;
set search_path = "$user", public, extensions;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;
-- As on every hosted project since 2026-10-30 (Supabase changelog #45329): tables created in public
-- are NOT granted to anon, authenticated or service_role by default. Every grant the app needs is
-- explicit in supabase/migrations.

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

-- The columns GoTrue has, so that supabase/seed.sql runs unchanged here and on a real project.
create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255) default '',
  confirmation_sent_at timestamptz,
  recovery_token varchar(255) default '',
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255) default '',
  email_change varchar(255) default '',
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0,
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (lower(email)) where is_sso_user = false;

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  unique (provider_id, provider)
);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  aal text not null default 'aal1',
  not_after timestamptz
);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) not null unique,
  user_id varchar(255) not null,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);

-- GoTrue's one-time tokens: here only the sign-up confirmation (token_hash, 24 h, single use).
create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in ('confirmation_token')),
  token_hash text not null unique,
  relates_to text not null,
  created_at timestamptz not null default now(),
  unique (user_id, token_type)
);

-- auth.uid(), auth.role(), auth.jwt() exactly as Supabase defines them.
create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;

-- The local mailbox: every e-mail the stack would send. Not reachable through the REST API.
create schema if not exists local_mail;
create table if not exists local_mail.messages (
  id bigserial primary key,
  to_email text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  link text,
  created_at timestamptz not null default now()
);

-- Settings of this stack (JWT secret and API keys), kept with the data.
create schema if not exists supabase_local;
create table if not exists supabase_local.settings (
  key text primary key,
  value text not null
);

-- The same ledger the Supabase CLI keeps.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);

revoke all on schema local_mail, supabase_local, supabase_migrations from public;

create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);
