-- A member's lines explored from a turn of a review (/lyngk record review,
-- its Explore button) or from a position they gave (`position:`), played
-- on a private board. `game_id` or `imported_id` names the game it
-- branches from (neither for a position given), `turn` the turn of that
-- game it starts after (0: the start), `start_lpn` the position it starts
-- from, and `line` the whole turns played since, in notation, separated by
-- `;`. A member keeps their latest explorations only; nothing here touches
-- a game or a rating.
CREATE TABLE explorations (
    id          INTEGER PRIMARY KEY,
    user_id     INTEGER NOT NULL,
    game_id     INTEGER REFERENCES games (id) ON DELETE CASCADE,
    imported_id INTEGER REFERENCES imported_games (id) ON DELETE CASCADE,
    turn        INTEGER NOT NULL CHECK (turn >= 0),
    start_lpn   TEXT    NOT NULL,
    line        TEXT    NOT NULL,
    created_at  INTEGER NOT NULL,
    CHECK (game_id IS NULL OR imported_id IS NULL)
);
CREATE INDEX explorations_user ON explorations (user_id, id);
