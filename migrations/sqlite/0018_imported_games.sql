-- Games imported from a record (/lyngk import, `lyngk import FILE`): a kind
-- of game of their own, in a table of their own, so that no query of the
-- played games (lists, ladders, statistics, the channel's games, the turn
-- clock) can ever see one. An imported game belongs to the member who
-- imported it and to no server: it is never rated, never counted, and only
-- its owner sees it. `record` is the record in its canonical text (tags,
-- start position, turns, comments, variations), every turn checked when it
-- was imported; the game is read back from it. `variant`, `result` and
-- `reason` repeat its tags for the queries.
CREATE TABLE imported_games (
    id          INTEGER PRIMARY KEY,
    owner       INTEGER NOT NULL,
    variant     TEXT    NOT NULL CHECK (variant IN ('standard', 'sixstack')),
    result      TEXT    CHECK (result IN ('win1', 'win2', 'draw')),
    reason      TEXT    CHECK (reason IN ('end', 'sudden_death', 'resign', 'timeout', 'abort')),
    record      TEXT    NOT NULL,
    imported_at INTEGER NOT NULL
);
-- A member's imported games, latest first.
CREATE INDEX imported_games_owner ON imported_games (owner, id);
