-- The winning chances an analysis found (/lyngk analyse), kept so that a
-- review (/lyngk record review) shows the chance at every turn and steps to
-- the biggest swing. One row per game analysed: a played game's (game_id)
-- or an imported game's (imported_id), never both; analysing a game again
-- replaces its row. `chances` is player 1's winning chance at the start
-- and after every turn, in thousandths, separated by spaces.
CREATE TABLE game_analyses (
    id          INTEGER PRIMARY KEY,
    game_id     INTEGER REFERENCES games (id) ON DELETE CASCADE,
    imported_id INTEGER REFERENCES imported_games (id) ON DELETE CASCADE,
    chances     TEXT    NOT NULL,
    analysed_at INTEGER NOT NULL,
    CHECK ((game_id IS NULL) <> (imported_id IS NULL))
);
CREATE UNIQUE INDEX game_analyses_game ON game_analyses (game_id);
CREATE UNIQUE INDEX game_analyses_imported ON game_analyses (imported_id);
