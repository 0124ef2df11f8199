-- Run once on a data directory made before the hosted role model (when PGlite's superuser, now
-- supabase_admin, ran the migrations): what the migrations made becomes postgres's, as on hosted.
-- bootstrap.sql then hands the auth schema to supabase_auth_admin.
do $$
declare
  item record;
begin
  for item in select n.nspname from pg_namespace n
              where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', 'public', 'auth', 'extensions',
                                      'local_mail', 'supabase_local', 'supabase_migrations')
                and n.nspname not like 'pg\_%' loop
    execute format('alter schema %I owner to postgres', item.nspname);
  end loop;
  for item in select c.oid::regclass as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
              where c.relkind in ('r', 'v', 'm', 'p')
                and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', 'auth', 'extensions',
                                      'local_mail', 'supabase_local', 'supabase_migrations')
                and n.nspname not like 'pg\_%' loop
    execute format('alter table %s owner to postgres', item.name);
  end loop;
  for item in select p.oid::regprocedure as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
              where n.nspname not in ('pg_catalog', 'information_schema', 'auth', 'extensions')
                and n.nspname not like 'pg\_%' loop
    execute format('alter function %s owner to postgres', item.name);
  end loop;
end
$$;
