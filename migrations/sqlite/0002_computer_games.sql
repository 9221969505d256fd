-- Games against the computer: the computer plays under a reserved user id
-- (0, never a Discord id) and its level is recorded here. NULL: two humans.
-- Such games never touch the ratings.

ALTER TABLE games ADD COLUMN ai_level TEXT CHECK (ai_level IN ('easy', 'normal', 'hard'));
