-- Where each member stands in each lesson of /lyngk learn: the step they
-- are at (from 0) and when they first finished it (NULL: not yet). A
-- lesson started again goes back to its first step and stays done.
CREATE TABLE lesson_progress (
    user_id BIGINT  NOT NULL,
    lesson  TEXT    NOT NULL,
    step    INTEGER NOT NULL CHECK (step >= 0),
    done_at BIGINT,
    PRIMARY KEY (user_id, lesson)
);
