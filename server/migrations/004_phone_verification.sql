-- One-time codes that verify a phone before its cashback is shown or spent, and the secret that
-- signs the verified-phone tokens (one per database, so every instance on it accepts them).
CREATE TABLE phone_codes (
  shop_id text NOT NULL,
  phone_key text NOT NULL,
  code_hash text NOT NULL,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, phone_key)
);

CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
