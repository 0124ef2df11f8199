-- Local only (`supabase db reset`, the embedded stack): the admin account.
--   e-mail:   admin@example.com   (the app's ADMIN_EMAIL default)
--   password: admin-local-password
-- Never run against a hosted project.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
values (
  '00000000-0000-0000-0000-000000000000',
  '00000000-0000-4000-8000-00000000ad01',
  'authenticated',
  'authenticated',
  'admin@example.com',
  extensions.crypt('admin-local-password', extensions.gen_salt('bf', 10)),
  now(),
  '{"provider": "email", "providers": ["email"]}',
  '{"full_name": "Local Admin"}',
  now(),
  now(),
  '', '', '', ''
)
on conflict (id) do nothing;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values (
  '00000000-0000-4000-8000-00000000ad01',
  '00000000-0000-4000-8000-00000000ad01',
  '{"sub": "00000000-0000-4000-8000-00000000ad01", "email": "admin@example.com", "email_verified": true, "phone_verified": false}',
  'email',
  now(),
  now(),
  now()
)
on conflict (provider_id, provider) do nothing;
