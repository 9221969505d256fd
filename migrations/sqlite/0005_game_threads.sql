-- Games in threads: each game may start in a new public thread of the
-- channel where it was agreed (on unless a guild turns it off). A guild may
-- now have settings without a turn limit of its own: `turn_limit_ms` may be
-- NULL (the default limit). SQLite can't drop a NOT NULL constraint: the
-- table (referred to by no other) is rebuilt.
CREATE TABLE guild_settings_rebuilt (
    guild_id      INTEGER PRIMARY KEY,
    turn_limit_ms INTEGER CHECK (turn_limit_ms > 0),
    threads       INTEGER NOT NULL DEFAULT 1
);
INSERT INTO guild_settings_rebuilt (guild_id, turn_limit_ms)
    SELECT guild_id, turn_limit_ms FROM guild_settings;
DROP TABLE guild_settings;
ALTER TABLE guild_settings_rebuilt RENAME TO guild_settings;
