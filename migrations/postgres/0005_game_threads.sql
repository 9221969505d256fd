-- Games in threads: each game may start in a new public thread of the
-- channel where it was agreed (on unless a guild turns it off). A guild may
-- now have settings without a turn limit of its own: `turn_limit_ms` may be
-- NULL (the default limit).
ALTER TABLE guild_settings ALTER COLUMN turn_limit_ms DROP NOT NULL;
ALTER TABLE guild_settings ADD COLUMN threads BOOLEAN NOT NULL DEFAULT TRUE;
