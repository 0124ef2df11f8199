-- Embedded-only bootstrap: what a hosted Supabase project already has before its migrations run,
-- with the hosted role model (supabase/postgres migrations/db/init-scripts and later migrations):
--   supabase_admin       the bootstrap superuser (runs this file);
--   postgres             NOT a superuser: runs migrations and seed.sql; ALL on the auth tables but no
--                        CREATE on schema auth;
--   supabase_auth_admin  owns the auth schema's tables and functions; Auth (GoTrue) writes as it, with
--                        search_path = auth;
--   anon, authenticated, service_role (bypassrls), authenticator (the Data API's login role).
-- Also the local mailbox and the migration ledger. Never part of supabase/migrations. Idempotent: runs
-- on PGlite whenever this file, a migration or the seed changed since the database last ran it
-- (supabase/local/db.ts, supabase_local.settings' schema_hash), and on a real PostgreSQL (tests/postgres).

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

do $$
begin
  if not exists (select from pg_roles where rolname = 'postgres') then
    create role postgres login;
  end if;
  -- As on hosted: everything but superuser (docs guides/database/postgres/roles).
  alter role postgres nosuperuser createdb createrole replication bypassrls;
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin bypassrls;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin login noinherit createrole;
  end if;
end
$$;

-- The API roles inherit since supabase/postgres 20230529180330 (alter_api_roles_for_inherit).
alter role anon inherit;
alter role authenticated inherit;
alter role service_role inherit;
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
alter role supabase_auth_admin set search_path = auth;

alter database postgres set search_path = "$user", public, extensions;
set search_path = "$user", public, extensions;

-- postgres creates schemas and tables (it owns what the migrations make).
grant create, connect, temporary on database postgres to postgres;
grant usage, create on schema public to postgres;
grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
-- As on every hosted project since 2026-10-30 (Supabase changelog #45329): tables created in public
-- are NOT granted to anon, authenticated or service_role by default. Every grant the app needs is
-- explicit in supabase/migrations.

create schema if not exists auth;
grant all on schema auth to supabase_auth_admin;
-- USAGE only: migrations (as postgres) can use the auth tables but create nothing in schema auth.
grant usage on schema auth to postgres, anon, authenticated, service_role;

-- GoTrue's tables, as far as this stack uses them, so that supabase/seed.sql and the migrations run
-- unchanged here and on a real project. The token columns of auth.users have no default (NULL), as
-- in GoTrue's schema: SQL that creates users must set them ('' ), or GoTrue cannot sign them in.
create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
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
-- Data directories made before the token columns lost their defaults.
alter table auth.users alter column confirmation_token drop default;
alter table auth.users alter column recovery_token drop default;
alter table auth.users alter column email_change_token_new drop default;
alter table auth.users alter column email_change drop default;
-- GoTrue's index is on email itself (it lowercases every address it stores).
do $$
begin
  if exists (select from pg_indexes where schemaname = 'auth' and indexname = 'users_email_partial_key'
             and indexdef like '%lower(%') then
    drop index auth.users_email_partial_key;
  end if;
end
$$;
create unique index if not exists users_email_partial_key on auth.users (email) where is_sso_user = false;
alter table auth.users enable row level security;

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

-- GoTrue's one-time tokens (e-mail links): one per user and type, found by token_hash.
do $$
begin
  if not exists (select from pg_type t join pg_namespace n on n.oid = t.typnamespace
                 where n.nspname = 'auth' and t.typname = 'one_time_token_type') then
    create type auth.one_time_token_type as enum ('confirmation_token', 'reauthentication_token', 'recovery_token',
      'email_change_token_new', 'email_change_token_current', 'phone_change_token');
  end if;
  if not exists (select from pg_type t join pg_namespace n on n.oid = t.typnamespace
                 where n.nspname = 'auth' and t.typname = 'code_challenge_method') then
    create type auth.code_challenge_method as enum ('s256', 'plain');
  end if;
  -- Data directories made when token_type was text: the tokens are short-lived, start afresh.
  if exists (select from information_schema.columns where table_schema = 'auth' and table_name = 'one_time_tokens'
             and column_name = 'token_type' and data_type = 'text') then
    drop table auth.one_time_tokens;
  end if;
end
$$;

create table if not exists auth.one_time_tokens (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type auth.one_time_token_type not null,
  token_hash text not null check (char_length(token_hash) > 0),
  relates_to text not null,
  created_at timestamp without time zone not null default now(),
  updated_at timestamp without time zone not null default now(),
  unique (user_id, token_type)
);
create index if not exists one_time_tokens_token_hash_hash_idx on auth.one_time_tokens using hash (token_hash);

-- PKCE flows (GoTrue models/flow_state.go): the auth code a redirect carries, and its challenge.
create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid,
  auth_code text,
  code_challenge_method auth.code_challenge_method,
  code_challenge text,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz,
  updated_at timestamptz,
  authentication_method text not null,
  auth_code_issued_at timestamptz
);
create index if not exists idx_auth_code on auth.flow_state (auth_code);
create index if not exists idx_user_id_auth_method on auth.flow_state (user_id, authentication_method);

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

-- Everything in auth belongs to supabase_auth_admin, as GoTrue's own migrations leave it.
do $$
declare
  item record;
begin
  for item in select c.oid::regclass as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
              where n.nspname = 'auth' and c.relkind = 'r' loop
    execute format('alter table %s owner to supabase_auth_admin', item.name);
  end loop;
  for item in select p.oid::regprocedure as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
              where n.nspname = 'auth' loop
    execute format('alter function %s owner to supabase_auth_admin', item.name);
  end loop;
  for item in select format('%I.%I', n.nspname, t.typname) as name from pg_type t join pg_namespace n on n.oid = t.typnamespace
              where n.nspname = 'auth' and t.typtype = 'e' loop
    execute format('alter type %s owner to supabase_auth_admin', item.name);
  end loop;
end
$$;

-- supabase/postgres 20211115181400_update-auth-permissions: postgres may use (not create) auth objects,
-- e.g. reference auth.users and put a trigger on it.
grant all on all tables in schema auth to postgres;
grant all on all sequences in schema auth to postgres;
grant all on all routines in schema auth to postgres;
alter default privileges for role supabase_auth_admin in schema auth grant all on tables to postgres;
alter default privileges for role supabase_auth_admin in schema auth grant all on sequences to postgres;
alter default privileges for role supabase_auth_admin in schema auth grant all on routines to postgres;
grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;

-- The local mailbox: every e-mail the stack would send (the SMTP server Auth and the functions use).
-- Not reachable through the REST API.
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

create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);

revoke all on schema local_mail, supabase_local, supabase_migrations from public;
grant usage on schema local_mail to supabase_auth_admin;
grant select, insert on local_mail.messages to supabase_auth_admin;
grant usage on sequence local_mail.messages_id_seq to supabase_auth_admin;
