-- Games that last: challenges, games stored as a start position plus their
-- action log, per-guild ratings and settings. Discord ids are INTEGER.

CREATE TABLE guild_settings (
    guild_id      INTEGER PRIMARY KEY,
    turn_limit_ms INTEGER NOT NULL CHECK (turn_limit_ms > 0)
);

CREATE TABLE challenges (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,
    challenger  INTEGER NOT NULL,
    opponent    INTEGER NOT NULL CHECK (opponent <> challenger),
    variant     TEXT    NOT NULL CHECK (variant IN ('standard', 'sixstack')),
    created_at  INTEGER NOT NULL,
    expires_at  INTEGER NOT NULL,
    status      TEXT    NOT NULL DEFAULT 'open'
                CHECK (status IN ('open', 'accepted', 'declined', 'cancelled', 'expired')),
    rematch_of  INTEGER REFERENCES games (id)
);
-- One open challenge per channel at a time.
CREATE UNIQUE INDEX challenges_open_per_channel ON challenges (channel_id) WHERE status = 'open';
CREATE INDEX challenges_expiry ON challenges (expires_at) WHERE status = 'open';

CREATE TABLE games (
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
    CHECK ((status = 'active') = (result IS NULL AND reason IS NULL))
);
-- At most one active game per channel.
CREATE UNIQUE INDEX games_active_per_channel ON games (channel_id) WHERE status = 'active';
CREATE INDEX games_deadlines ON games (deadline_at) WHERE status = 'active';
CREATE INDEX games_warnings ON games (warn_at) WHERE status = 'active' AND warned = 0;
CREATE INDEX games_finished_player1 ON games (guild_id, player1, finished_at) WHERE status = 'finished';
CREATE INDEX games_finished_player2 ON games (guild_id, player2, finished_at) WHERE status = 'finished';
CREATE INDEX games_channel ON games (channel_id, id);

CREATE TABLE actions (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply       INTEGER NOT NULL CHECK (ply >= 0),
    notation  TEXT    NOT NULL,
    -- Who acted; NULL for a pass the service made for a player without a turn.
    user_id   INTEGER,
    played_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;

CREATE TABLE ratings (
    guild_id   INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    wins       INTEGER NOT NULL DEFAULT 0,
    losses     INTEGER NOT NULL DEFAULT 0,
    draws      INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, user_id)
) WITHOUT ROWID;
CREATE INDEX ratings_board ON ratings (guild_id, rating DESC);
