//! The Discord edge of the ids: serenity's ids and the bot's
//! ([`crate::ids`]) are the same snowflakes, converted here and nowhere else
//! (`ours.into()` to call serenity, `Ours::from(theirs)` from an event).

use poise::serenity_prelude as discord;

use crate::ids;

/// Both ways between one of serenity's ids and the bot's.
macro_rules! both_ways {
    ($($name:ident),* $(,)?) => {$(
        impl From<discord::$name> for ids::$name {
            fn from(id: discord::$name) -> ids::$name {
                ids::$name::new(id.get())
            }
        }

        impl From<ids::$name> for discord::$name {
            fn from(id: ids::$name) -> discord::$name {
                discord::$name::new(id.get())
            }
        }
    )*};
}

both_ways!(UserId, GuildId, ChannelId, MessageId);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_snowflake_crosses_the_edge_unchanged() {
        let theirs = discord::UserId::new(u64::MAX);
        let ours = ids::UserId::from(theirs);
        assert_eq!(ours.get(), u64::MAX);
        assert_eq!(discord::UserId::from(ours), theirs);
        let channel = ids::ChannelId::new(42);
        assert_eq!(discord::ChannelId::from(channel).get(), 42);
    }
}
