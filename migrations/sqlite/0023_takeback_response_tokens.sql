-- The interaction token that can still edit a takeback request's message
-- where the bot is not in the channel (only a user's install of the app
-- reached it), as 0022 keeps for challenges: there the message can only be
-- edited through the token of the interaction whose answer showed it (the
-- click of Take back, or the command), and only for the 15 minutes a token
-- lasts. `response_at` is when that interaction arrived;
-- `response_followup` says whether the message is a follow-up of it
-- (edited by its id) rather than its original response. All three are NULL
-- where the bot edits the message in the channel (a server's install).
ALTER TABLE takebacks ADD COLUMN response_token TEXT;
ALTER TABLE takebacks ADD COLUMN response_at INTEGER;
ALTER TABLE takebacks ADD COLUMN response_followup INTEGER;
