-- Messages the bot could not post after every retry (Discord failing):
-- kept until the next command or clock tick in their channel posts them.
-- A message about a game records the game's revision (which grows with every change) when it was written; once
-- the game has moved on it is out of date, and is dropped unposted.
CREATE TABLE kept_posts (
    id          INTEGER PRIMARY KEY,
    channel_id  INTEGER NOT NULL,
    game_id     INTEGER REFERENCES games (id),
    revision         INTEGER,
    -- The message as it was to be posted: its text, rendered in the
    -- reader's language, the users it pings (ids separated by spaces), the
    -- colour bar's player (1 or 2), and the picture.
    content     TEXT    NOT NULL,
    mentions    TEXT    NOT NULL,
    accent      INTEGER CHECK (accent IN (1, 2)),
    image       BLOB,
    image_name  TEXT,
    image_alt   TEXT,
    kept_at     INTEGER NOT NULL,
    CHECK ((game_id IS NULL) = (revision IS NULL)),
    CHECK ((image IS NULL) = (image_name IS NULL))
);

CREATE INDEX kept_posts_per_channel ON kept_posts (channel_id, id);
