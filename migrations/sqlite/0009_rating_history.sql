-- Each player's rating after every rated result, per guild and ladder, in
-- the order they came (`id`): the line of `/lyngk stats`' chart. The
-- ratings kept before this start the line (with no game).
CREATE TABLE rating_history (
    id        INTEGER PRIMARY KEY,
    guild_id  INTEGER NOT NULL,
    variant   TEXT    NOT NULL CHECK (variant IN ('standard', 'sixstack')),
    user_id   INTEGER NOT NULL,
    -- The game whose result made it; NULL for a rating kept from before.
    game_id   INTEGER REFERENCES games (id) ON DELETE CASCADE,
    rating    REAL    NOT NULL,
    deviation REAL    NOT NULL
);
CREATE INDEX rating_history_player ON rating_history (guild_id, user_id, id);
INSERT INTO rating_history (guild_id, variant, user_id, game_id, rating, deviation)
    SELECT guild_id, variant, user_id, NULL, rating, deviation FROM ratings
    ORDER BY guild_id, variant, user_id;
