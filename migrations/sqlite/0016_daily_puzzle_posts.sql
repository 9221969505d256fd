-- The channel where a server's puzzle of the day is posted by the clock
-- (NULL: not posted), and the day (days since 1970-01-01, UTC) it was last
-- posted, so that each day's is posted once whatever the restarts and the
-- processes.
ALTER TABLE guild_settings ADD COLUMN daily_puzzle_channel INTEGER;
ALTER TABLE guild_settings ADD COLUMN daily_puzzle_day INTEGER NOT NULL DEFAULT 0;
