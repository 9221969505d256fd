-- A game whose channel the bot reaches only through interactions (a DM or
-- group DM between users, a server that never added the bot: only a user's
-- install of the app authorised the interaction that started it). The turn
-- clock never posts in such a channel: its notices go to the players by
-- direct message. Games from before stay as they were (the channel tried).
ALTER TABLE games ADD COLUMN interactions_only BOOLEAN NOT NULL DEFAULT FALSE;

-- A kept message for such a channel: never posted by the clock, shown once
-- at the channel's next interaction (a follow-up of it), and dropped
-- unshown once it is older than the bound the service keeps it for.
ALTER TABLE kept_posts ADD COLUMN for_interaction BOOLEAN NOT NULL DEFAULT FALSE;
CREATE INDEX kept_posts_for_interaction ON kept_posts (kept_at) WHERE for_interaction;
