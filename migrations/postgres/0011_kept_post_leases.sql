-- A kept message is no longer deleted when a process takes it to post it,
-- but leased: taken_at is when it was taken (NULL: free). It is deleted once
-- posted and freed again when the post fails; if the process stops in
-- between, another takes it once the lease is over, so that nothing is lost.
ALTER TABLE kept_posts ADD COLUMN taken_at BIGINT;
