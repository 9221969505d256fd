-- Takebacks with consent. A request is a row of `takebacks`; an accepted
-- one marks the actions it undid (`actions.undone_by`) instead of deleting
-- them, so the log stays append-only and what was taken back can be
-- audited. The log is therefore keyed by its own order (`seq`), and a ply
-- is unique only among the actions that stand. `games.revision` grows with
-- every change of a game (a turn, a takeback, its end): buttons, menus,
-- the computer's pending answer and every conditional write check it,
-- since a ply comes back with another position after a takeback. Guilds
-- may refuse takebacks in rated games (`guild_settings.takebacks`).
CREATE TABLE takebacks (
    id          INTEGER PRIMARY KEY,
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    requester   INTEGER NOT NULL,
    -- The game's revision when it was asked for: accepted only while the
    -- game is still there.
    revision    INTEGER NOT NULL,
    -- The ply the game goes back to: the start of the requester's last turn.
    back_to     INTEGER NOT NULL CHECK (back_to >= 0),
    created_at  INTEGER NOT NULL,
    expires_at  INTEGER NOT NULL,
    status      TEXT    NOT NULL DEFAULT 'open'
                CHECK (status IN ('open', 'accepted', 'declined', 'expired', 'overtaken')),
    answered_at INTEGER,
    -- Where the request was posted, once it is.
    channel_id  INTEGER NOT NULL,
    message_id  INTEGER
);
-- One open request per game at a time.
CREATE UNIQUE INDEX takebacks_open_per_game ON takebacks (game_id) WHERE status = 'open';
CREATE INDEX takebacks_expiry ON takebacks (expires_at) WHERE status = 'open';

-- SQLite can't change a primary key: `actions` (referred to by no table)
-- is rebuilt, each action's place in the log being its ply so far.
CREATE TABLE actions_rebuilt (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    -- The action's place in the whole log, taken-back actions included.
    seq       INTEGER NOT NULL CHECK (seq >= 0),
    ply       INTEGER NOT NULL CHECK (ply >= 0),
    notation  TEXT    NOT NULL,
    -- Who acted; NULL for a pass the service made for a player without a turn.
    user_id   INTEGER,
    played_at INTEGER NOT NULL,
    -- The takeback that undid it; NULL while it stands.
    undone_by INTEGER REFERENCES takebacks (id),
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
INSERT INTO actions_rebuilt (game_id, seq, ply, notation, user_id, played_at)
    SELECT game_id, ply, ply, notation, user_id, played_at FROM actions;
DROP TABLE actions;
ALTER TABLE actions_rebuilt RENAME TO actions;
-- One standing action per ply.
CREATE UNIQUE INDEX actions_standing ON actions (game_id, ply) WHERE undone_by IS NULL;

ALTER TABLE games ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
UPDATE games SET revision = ply;

ALTER TABLE guild_settings ADD COLUMN takebacks INTEGER NOT NULL DEFAULT 1;
