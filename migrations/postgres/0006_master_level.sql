-- The master level of the computer: `games.ai_level` may now be 'master'.
ALTER TABLE games DROP CONSTRAINT IF EXISTS games_ai_level_check;
ALTER TABLE games ADD CONSTRAINT games_ai_level_check
    CHECK (ai_level IN ('easy', 'normal', 'hard', 'master'));
