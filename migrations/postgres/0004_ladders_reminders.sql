-- Ratings per variant: one ladder for the standard game and one for the
-- six-stack variant in each guild. The ratings kept so far (one per player
-- and guild, all variants together) become the standard ladder.
ALTER TABLE ratings ADD COLUMN variant TEXT NOT NULL DEFAULT 'standard'
    CHECK (variant IN ('standard', 'sixstack'));
ALTER TABLE ratings ALTER COLUMN variant DROP DEFAULT;
ALTER TABLE ratings DROP CONSTRAINT ratings_pkey;
ALTER TABLE ratings ADD PRIMARY KEY (guild_id, variant, user_id);
DROP INDEX ratings_board;
CREATE INDEX ratings_board ON ratings (guild_id, variant, rating DESC);

-- Per-user choices that hold in every guild: turn reminders by direct
-- message (off unless the user turns them on).
CREATE TABLE user_settings (
    user_id BIGINT  PRIMARY KEY,
    notify  BOOLEAN NOT NULL DEFAULT FALSE
);

-- The active games of a guild (/lyngk games, /lyngk mygames).
CREATE INDEX games_active_per_guild ON games (guild_id, id) WHERE status = 'active';
