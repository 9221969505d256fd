//! `command_guilds`: the servers where the bot registered its slash
//! commands as server commands (`DISCORD_GUILD_ID`). A start that registers
//! them elsewhere reads this list to remove those copies, and forgets each
//! server once its copies are gone (or can't be reached for good).

use super::{Result, Tx, on_conn};
use crate::ids::GuildId;

impl Tx {
    /// The servers whose copies of the commands are remembered.
    ///
    /// # Errors
    /// A database failure.
    pub async fn command_guilds(&mut self) -> Result<Vec<GuildId>> {
        let rows: Vec<(GuildId,)> = on_conn!(self, |c| {
            sqlx::query_as("SELECT guild_id FROM command_guilds")
                .fetch_all(c)
                .await?
        });
        Ok(rows.into_iter().map(|(guild,)| guild).collect())
    }

    /// Remembers that the commands were registered in `guild` (once).
    ///
    /// # Errors
    /// A database failure.
    pub async fn remember_command_guild(&mut self, guild: GuildId) -> Result<()> {
        on_conn!(self, |c| {
            sqlx::query("INSERT INTO command_guilds (guild_id) VALUES ($1) ON CONFLICT DO NOTHING")
                .bind(guild)
                .execute(c)
                .await?;
        });
        Ok(())
    }

    /// Forgets `guild`: its copies are gone.
    ///
    /// # Errors
    /// A database failure.
    pub async fn forget_command_guild(&mut self, guild: GuildId) -> Result<()> {
        on_conn!(self, |c| {
            sqlx::query("DELETE FROM command_guilds WHERE guild_id = $1")
                .bind(guild)
                .execute(c)
                .await?;
        });
        Ok(())
    }
}
