-- Wrong codes count per phone for an hour (a new code does not reset them), and every text sent
-- is logged so the texts per phone, per client address and per shop can be capped per hour.
ALTER TABLE phone_codes ADD COLUMN attempts_since timestamptz;
UPDATE phone_codes SET attempts_since = sent_at;
ALTER TABLE phone_codes ALTER COLUMN attempts_since SET NOT NULL;

CREATE TABLE phone_texts (
  shop_id text NOT NULL,
  phone_key text NOT NULL,
  client text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX phone_texts_shop_sent ON phone_texts (shop_id, sent_at);
CREATE INDEX phone_texts_client_sent ON phone_texts (client, sent_at);
