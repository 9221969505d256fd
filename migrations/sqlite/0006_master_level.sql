-- no-transaction
-- The master level of the computer: `games.ai_level` may now be 'master'.
-- SQLite can't change a CHECK constraint, so the table is rebuilt the
-- documented way (create, copy, drop, rename, recreate the indexes),
-- keeping every id, with foreign key enforcement off meanwhile (`actions`
-- and `challenges` refer to `games`): that pragma is a no-op inside a
-- transaction, so this migration opens its own.
PRAGMA foreign_keys = OFF;
BEGIN IMMEDIATE;

CREATE TABLE games_rebuilt (
    id              INTEGER PRIMARY KEY,
    guild_id        INTEGER NOT NULL,
    channel_id      INTEGER NOT NULL,
    challenge_id    INTEGER REFERENCES challenges (id),
    variant         TEXT    NOT NULL CHECK (variant IN ('standard', 'sixstack')),
    seed            INTEGER NOT NULL,
    start_lpn       TEXT    NOT NULL,
    player1         INTEGER NOT NULL,
    player2         INTEGER NOT NULL CHECK (player2 <> player1),
    status          TEXT    NOT NULL DEFAULT 'active'
                    CHECK (status IN ('active', 'finished', 'aborted')),
    -- Number of actions in the log: the expected ply of the next action.
    ply             INTEGER NOT NULL DEFAULT 0,
    result          TEXT    CHECK (result IN ('win1', 'win2', 'draw')),
    reason          TEXT    CHECK (reason IN ('end', 'sudden_death', 'resign', 'timeout', 'abort')),
    created_at      INTEGER NOT NULL,
    finished_at     INTEGER,
    -- The turn clock of the player to move (NULL once the game is over).
    turn_started_at INTEGER,
    warn_at         INTEGER,
    deadline_at     INTEGER,
    warned          INTEGER NOT NULL DEFAULT 0,
    -- The computer's level in a game against it; NULL: two humans.
    ai_level        TEXT    CHECK (ai_level IN ('easy', 'normal', 'hard', 'master')),
    CHECK ((status = 'active') = (result IS NULL AND reason IS NULL))
);
INSERT INTO games_rebuilt (id, guild_id, channel_id, challenge_id, variant, seed, start_lpn,
                           player1, player2, status, ply, result, reason, created_at,
                           finished_at, turn_started_at, warn_at, deadline_at, warned, ai_level)
    SELECT id, guild_id, channel_id, challenge_id, variant, seed, start_lpn,
           player1, player2, status, ply, result, reason, created_at,
           finished_at, turn_started_at, warn_at, deadline_at, warned, ai_level
    FROM games;
DROP TABLE games;
ALTER TABLE games_rebuilt RENAME TO games;
-- At most one active game per channel.
CREATE UNIQUE INDEX games_active_per_channel ON games (channel_id) WHERE status = 'active';
CREATE INDEX games_deadlines ON games (deadline_at) WHERE status = 'active';
CREATE INDEX games_warnings ON games (warn_at) WHERE status = 'active' AND warned = 0;
CREATE INDEX games_finished_player1 ON games (guild_id, player1, finished_at) WHERE status = 'finished';
CREATE INDEX games_finished_player2 ON games (guild_id, player2, finished_at) WHERE status = 'finished';
CREATE INDEX games_channel ON games (channel_id, id);
CREATE INDEX games_active_per_guild ON games (guild_id, id) WHERE status = 'active';

COMMIT;
PRAGMA foreign_keys = ON;
