-- A member's mistakes, found by the analysis of their finished games
-- (/lyngk analyse) and retried privately with /lyngk mistakes: the turn
-- they played, the position before it, their winning chance before and
-- after it (whole percentages) and the turn the analysis preferred.
-- `found_at` stays NULL until a better turn is found; `tries` counts the
-- turns tried. One row per member, game and turn: analysing a game again
-- adds nothing. Only members' turns are stored, never the computer's.
CREATE TABLE mistakes (
    id            INTEGER PRIMARY KEY,
    user_id       INTEGER NOT NULL,
    -- The game's guild (0: none).
    guild_id      INTEGER NOT NULL,
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    -- The turn's number in the game, from 1.
    turn          INTEGER NOT NULL CHECK (turn >= 1),
    before_lpn    TEXT    NOT NULL,
    played        TEXT    NOT NULL,
    chance_before INTEGER NOT NULL CHECK (chance_before BETWEEN 0 AND 100),
    chance_after  INTEGER NOT NULL CHECK (chance_after BETWEEN 0 AND 100),
    preferred     TEXT    NOT NULL,
    created_at    INTEGER NOT NULL,
    found_at      INTEGER,
    tries         INTEGER NOT NULL DEFAULT 0 CHECK (tries >= 0),
    UNIQUE (user_id, game_id, turn)
);
-- A member's mistakes still to find, latest games first.
CREATE INDEX mistakes_to_find ON mistakes (user_id, guild_id, game_id) WHERE found_at IS NULL;
