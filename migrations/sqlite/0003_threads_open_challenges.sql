-- no-transaction
-- Open challenges: `opponent` may be NULL (anyone but the challenger may
-- accept; the accepter is stored on acceptance). SQLite can't drop a NOT
-- NULL constraint, so the table is rebuilt the documented way (create, copy,
-- drop, rename, recreate the indexes), keeping every id, with foreign key
-- enforcement off meanwhile (`games` refers to `challenges`): that pragma is
-- a no-op inside a transaction, so this migration opens its own.
--
-- Also: the message that shows a challenge with its Accept / Decline
-- buttons, so that the buttons can be disabled when the challenge closes
-- without a click (a command, the turn clock). NULL until the message is
-- posted. The message is in the challenge's channel.
PRAGMA foreign_keys = OFF;
BEGIN IMMEDIATE;

CREATE TABLE challenges_rebuilt (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,
    challenger  INTEGER NOT NULL,
    -- NULL: an open challenge, not yet accepted.
    opponent    INTEGER CHECK (opponent <> challenger),
    variant     TEXT    NOT NULL CHECK (variant IN ('standard', 'sixstack')),
    created_at  INTEGER NOT NULL,
    expires_at  INTEGER NOT NULL,
    status      TEXT    NOT NULL DEFAULT 'open'
                CHECK (status IN ('open', 'accepted', 'declined', 'cancelled', 'expired')),
    rematch_of  INTEGER REFERENCES games (id),
    message_id  INTEGER
);
INSERT INTO challenges_rebuilt (id, guild_id, channel_id, challenger, opponent, variant,
                                created_at, expires_at, status, rematch_of)
    SELECT id, guild_id, channel_id, challenger, opponent, variant,
           created_at, expires_at, status, rematch_of
    FROM challenges;
DROP TABLE challenges;
ALTER TABLE challenges_rebuilt RENAME TO challenges;
-- One open challenge per channel at a time.
CREATE UNIQUE INDEX challenges_open_per_channel ON challenges (channel_id) WHERE status = 'open';
CREATE INDEX challenges_expiry ON challenges (expires_at) WHERE status = 'open';

COMMIT;
PRAGMA foreign_keys = ON;
