-- Puzzles proven by the exact solver (`/lyngk puzzle`): the set shipped
-- with the bot (guild_id 0, no game) and those mined from each server's
-- finished games (its guild and the game). `puzzle` is the puzzle's line:
-- `LPN | goal | turn; turn; …`. Each puzzle is rated (Glicko-2) against the
-- members who try it.
CREATE TABLE puzzles (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    game_id     INTEGER,
    puzzle      TEXT    NOT NULL,
    turns       INTEGER NOT NULL CHECK (turns >= 1),
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    volatility  REAL    NOT NULL,
    created_at  INTEGER NOT NULL,
    UNIQUE (guild_id, puzzle)
);
CREATE INDEX puzzles_by_guild ON puzzles (guild_id, id);

-- Each member's puzzle rating (one for all servers), their solved and
-- failed counts, their streak of solved puzzles, and the puzzle they are
-- playing (NULL: none) with the ply of its line they are at.
CREATE TABLE puzzle_players (
    user_id     INTEGER PRIMARY KEY,
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    volatility  REAL    NOT NULL,
    solved      INTEGER NOT NULL DEFAULT 0,
    failed      INTEGER NOT NULL DEFAULT 0,
    streak      INTEGER NOT NULL DEFAULT 0,
    best_streak INTEGER NOT NULL DEFAULT 0,
    puzzle_id   INTEGER,
    ply         INTEGER NOT NULL DEFAULT 0,
    daily       INTEGER NOT NULL DEFAULT 0
);

-- A member's first try at each puzzle: only it is rated.
CREATE TABLE puzzle_attempts (
    user_id   INTEGER NOT NULL,
    puzzle_id INTEGER NOT NULL,
    solved    INTEGER NOT NULL CHECK (solved IN (0, 1)),
    at        INTEGER NOT NULL,
    PRIMARY KEY (user_id, puzzle_id)
);
