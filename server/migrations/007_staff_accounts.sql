-- Staff accounts and their sessions. A password is kept only as a self-describing scrypt hash
-- ("scrypt$N$r$p$salt$hash", salt per user, parameters stored so they can be raised later).
-- E-mail addresses are unique whatever their case. Sign-in attempts are counted by the shared
-- rate-limit store (Redis with REDIS_URL), not here.
CREATE TABLE staff_users (
  id text PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'manager', 'staff')),
  sites text[] NOT NULL DEFAULT '{}',
  must_change_password boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  created_by text
);

CREATE UNIQUE INDEX staff_users_email_key ON staff_users (lower(email));

-- A session row per signed-in browser: the id is the SHA-256 (hex) of the random cookie token,
-- so the table alone cannot be used to sign in. expires_at is the absolute end; the idle limit
-- is counted from last_seen_at.
CREATE TABLE staff_sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  user_agent text
);

CREATE INDEX staff_sessions_user ON staff_sessions (user_id);
