-- The servers where the bot registered its slash commands as server
-- commands (DISCORD_GUILD_ID), so that a later start registering them
-- elsewhere (globally, or in another server) removes those copies: Discord
-- keeps a server's commands until the application replaces them, and a
-- command registered both globally and in a server shows twice there.
CREATE TABLE command_guilds (
    guild_id BIGINT PRIMARY KEY NOT NULL
);
