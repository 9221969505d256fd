-- Ratings per variant: one ladder for the standard game and one for the
-- six-stack variant in each guild. The ratings kept so far (one per player
-- and guild, all variants together) become the standard ladder. SQLite can't
-- change a primary key in place: the table is rebuilt.
CREATE TABLE ratings_per_variant (
    guild_id   INTEGER NOT NULL,
    variant    TEXT    NOT NULL CHECK (variant IN ('standard', 'sixstack')),
    user_id    INTEGER NOT NULL,
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    wins       INTEGER NOT NULL DEFAULT 0,
    losses     INTEGER NOT NULL DEFAULT 0,
    draws      INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, variant, user_id)
) WITHOUT ROWID;
INSERT INTO ratings_per_variant
    (guild_id, variant, user_id, rating, deviation, volatility, wins, losses, draws)
SELECT guild_id, 'standard', user_id, rating, deviation, volatility, wins, losses, draws
FROM ratings;
DROP TABLE ratings;
ALTER TABLE ratings_per_variant RENAME TO ratings;
CREATE INDEX ratings_board ON ratings (guild_id, variant, rating DESC);

-- Per-user choices that hold in every guild: turn reminders by direct
-- message (off unless the user turns them on).
CREATE TABLE user_settings (
    user_id INTEGER PRIMARY KEY,
    notify  INTEGER NOT NULL DEFAULT 0
);

-- The active games of a guild (/lyngk games, /lyngk mygames).
CREATE INDEX games_active_per_guild ON games (guild_id, id) WHERE status = 'active';
