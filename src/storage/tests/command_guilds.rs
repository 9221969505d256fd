use crate::ids::GuildId;
use crate::storage::Db;
use crate::storage::testing::TestDb;

backends!(the_servers_of_the_commands_are_remembered_once_and_forgotten);
async fn the_servers_of_the_commands_are_remembered_once_and_forgotten(t: TestDb) {
    let db = Db::open(t.url()).await.unwrap();
    // A snowflake above i64::MAX comes back as it went in.
    let (a, b) = (GuildId::new(u64::MAX), GuildId::new(7));
    let mut tx = db.begin().await.unwrap();
    assert!(tx.command_guilds().await.unwrap().is_empty());
    for guild in [a, b, a] {
        tx.remember_command_guild(guild).await.unwrap();
    }
    tx.commit().await.unwrap();
    let mut tx = db.read().await.unwrap();
    let mut remembered = tx.command_guilds().await.unwrap();
    tx.commit().await.unwrap();
    remembered.sort_by_key(|g| g.get());
    assert_eq!(remembered, [b, a], "each once");
    let mut tx = db.begin().await.unwrap();
    tx.forget_command_guild(a).await.unwrap();
    // Forgetting one not remembered is no error.
    tx.forget_command_guild(GuildId::new(9)).await.unwrap();
    tx.commit().await.unwrap();
    let mut tx = db.read().await.unwrap();
    assert_eq!(tx.command_guilds().await.unwrap(), [b]);
    tx.commit().await.unwrap();
}
