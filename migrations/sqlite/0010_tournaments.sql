-- Server tournaments. A tournament belongs to a channel (one that is not
-- over per channel); its entrants sign up until the deadline or until the
-- organiser starts it; each round is a row of `tournament_rounds` (its
-- primary key makes pairing a round a thing that happens once), and each
-- game of a round a row of `pairings`, which names the game once it is
-- started. `tournaments.current_round` is advanced by a conditional update
-- in the same transaction that inserts the round: of two writers that both
-- find a round over, one pairs the next.
CREATE TABLE tournaments (
    id               INTEGER PRIMARY KEY,
    guild_id         INTEGER NOT NULL,
    channel_id       INTEGER NOT NULL,
    name             TEXT    NOT NULL,
    format           TEXT    NOT NULL CHECK (format IN ('swiss', 'round_robin')),
    -- A Swiss's number of rounds; NULL for a round robin.
    rounds           INTEGER CHECK (rounds IS NULL OR rounds >= 1),
    variant          TEXT    NOT NULL CHECK (variant IN ('standard', 'sixstack')),
    turn_limit_ms    INTEGER NOT NULL CHECK (turn_limit_ms > 0),
    -- When sign-up closes and the first round starts; NULL: by hand.
    signup_deadline  INTEGER,
    state            TEXT    NOT NULL DEFAULT 'signup'
                     CHECK (state IN ('signup', 'running', 'paused', 'finished', 'cancelled')),
    organiser        INTEGER NOT NULL,
    -- The announcement with the Join / Leave buttons, once posted.
    message_id       INTEGER,
    -- The round being played (0 before the start).
    current_round    INTEGER NOT NULL DEFAULT 0 CHECK (current_round >= 0),
    created_at       INTEGER NOT NULL,
    started_at       INTEGER,
    finished_at      INTEGER
);
CREATE UNIQUE INDEX tournaments_one_per_channel ON tournaments (channel_id)
    WHERE state IN ('signup', 'running', 'paused');
CREATE INDEX tournaments_signup ON tournaments (signup_deadline) WHERE state = 'signup';

CREATE TABLE tournament_entrants (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    user_id       INTEGER NOT NULL,
    status        TEXT    NOT NULL DEFAULT 'joined'
                  CHECK (status IN ('joined', 'left', 'removed')),
    joined_at     INTEGER NOT NULL,
    -- The place in the seed order (0: the best), fixed at the start; NULL
    -- for whoever left before it.
    seed          INTEGER,
    PRIMARY KEY (tournament_id, user_id)
);

CREATE TABLE tournament_rounds (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    number        INTEGER NOT NULL CHECK (number >= 1),
    -- The player with the round's bye, if any.
    bye_user      INTEGER,
    started_at    INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, number)
);

CREATE TABLE pairings (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL,
    round         INTEGER NOT NULL,
    board         INTEGER NOT NULL CHECK (board >= 1),
    -- Who moves first, who second.
    first_user    INTEGER NOT NULL,
    second_user   INTEGER NOT NULL,
    -- The game, once started.
    game_id       INTEGER UNIQUE REFERENCES games (id),
    result        TEXT CHECK (result IN ('first', 'second', 'draw', 'first_forfeit',
                                         'second_forfeit', 'both_forfeit')),
    -- When a process took the pairing to start its game: another takes it
    -- only once that is old (the first stopped before starting it).
    claimed_at    INTEGER,
    FOREIGN KEY (tournament_id, round)
        REFERENCES tournament_rounds (tournament_id, number) ON DELETE CASCADE,
    UNIQUE (tournament_id, round, board)
);
CREATE INDEX pairings_unstarted ON pairings (tournament_id)
    WHERE game_id IS NULL AND result IS NULL;

-- A tournament game: its tournament, and its own time per turn (NULL: the
-- guild's).
ALTER TABLE games ADD COLUMN tournament_id INTEGER REFERENCES tournaments (id);
ALTER TABLE games ADD COLUMN turn_limit_ms INTEGER;
