-- The most players a tournament takes, set by its organiser when creating
-- it (NULL: no limit); a Join past it is refused.
ALTER TABLE tournaments ADD COLUMN max_players INTEGER;
