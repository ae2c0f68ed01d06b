-- Shop profiles and menus as numbered versions: the server serves the one published row of each
-- shop; drafts are rows with a draft id and no number; scheduled rows go live at publish_at.
-- Presets are versioned the same way under shop_id '@preset/<id>'.

CREATE SEQUENCE profile_live_seq;

CREATE TABLE profile_versions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shop_id text NOT NULL,
  version integer,
  draft_id text UNIQUE,
  status text NOT NULL CHECK (status IN ('draft', 'scheduled', 'published', 'superseded')),
  profile jsonb,
  profile_text text,
  menu jsonb,
  -- The texts as written (jsonb reorders keys): what `shopctl pull` writes back.
  menu_text text,
  findings jsonb,
  author text NOT NULL,
  message text,
  created_at timestamptz NOT NULL,
  publish_at timestamptz,
  published_at timestamptz,
  based_on_version integer,
  source text NOT NULL CHECK (source IN ('files', 'studio', 'rollback')),
  files_hash text,
  -- Taken from profile_live_seq each time a row becomes the published one: instances poll its maximum.
  live_seq bigint,
  CHECK ((status = 'draft') = (version IS NULL)),
  CHECK ((status = 'draft') = (draft_id IS NOT NULL))
);
CREATE UNIQUE INDEX profile_versions_number ON profile_versions (shop_id, version) WHERE version IS NOT NULL;
-- At most one published version per shop, whatever the races.
CREATE UNIQUE INDEX profile_versions_live ON profile_versions (shop_id) WHERE status = 'published';
CREATE INDEX profile_versions_due ON profile_versions (publish_at) WHERE status = 'scheduled';
CREATE INDEX profile_versions_live_seq ON profile_versions (live_seq) WHERE live_seq IS NOT NULL;

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shop_id text,
  actor text NOT NULL,
  action text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  at timestamptz NOT NULL
);
CREATE INDEX audit_log_shop_at ON audit_log (shop_id, at);
