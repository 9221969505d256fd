-- Open challenges: `opponent` may be NULL (anyone but the challenger may
-- accept; the accepter is stored on acceptance).
ALTER TABLE challenges ALTER COLUMN opponent DROP NOT NULL;

-- The message that shows a challenge with its Accept / Decline buttons, so
-- that the buttons can be disabled when the challenge closes without a
-- click (a command, the turn clock). NULL until the message is posted. The
-- message is in the challenge's channel.
ALTER TABLE challenges ADD COLUMN message_id BIGINT;
