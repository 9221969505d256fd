//! The bot process against a PostgreSQL server that accepts only TLS
//! connections (`LYNGK_TEST_POSTGRES_TLS_URL`, see
//! `lyngk::storage::testing`; skipped with a note without one): a
//! `DATABASE_URL` in `.env` with `sslmode=verify-full&sslrootcert=…` reaches
//! the driver whole and the bot starts on it; with `sslmode=disable` it
//! stops at start and says what to change.

use lyngk::storage::testing::TlsServer;

use super::bot::{send_signal, wait_for_exit};
use crate::common::fake_discord::{CommandScope, FakeConfig};
use crate::common::{Harness, WAIT};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_starts_on_a_verify_full_url_from_dot_env() {
    let Some(server) =
        TlsServer::from_env("cli::postgres_tls::the_bot_starts_on_a_verify_full_url_from_dot_env")
    else {
        return;
    };
    let params = format!("sslmode=verify-full&sslrootcert={}", server.ca().display());
    let db = server.database(&params).await;
    let h = Harness::without_bot(FakeConfig::default()).await;
    let dir = tempfile::tempdir().unwrap();
    // As an operator writes it: unquoted, the `&` and all.
    std::fs::write(
        dir.path().join(".env"),
        format!(
            "DISCORD_TOKEN={}\nDATABASE_URL={}\n",
            h.fake.config().token,
            db.url()
        ),
    )
    .unwrap();
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .env_remove("DATABASE_URL")
        .env("DISCORD_GUILD_ID", h.fake.config().guild_id.to_string())
        .env("DISCORD_HTTP_PROXY", h.fake.api_base())
        .env("RUST_LOG", "warn")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("lyngk starts");
    let pid = child.id();
    let registered = h
        .fake
        .wait_for_commands(CommandScope::Guild(h.fake.config().guild_id), WAIT)
        .await;
    send_signal(pid, libc::SIGTERM);
    let output = wait_for_exit(child).await;
    let stderr = String::from_utf8_lossy(&output.stderr);
    registered.unwrap_or_else(|e| panic!("the bot registers its commands ({e:?}): {stderr}"));
    assert!(output.status.success(), "{:?}: {stderr}", output.status);
    // The bot migrated the database on its way up.
    assert_eq!(
        lyngk::storage::testing::execute(db.url(), "DELETE FROM games", &[]).await,
        0,
        "the migrated games table is there, empty"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_refused_for_want_of_tls_says_to_add_sslmode_require() {
    let Some(server) = TlsServer::from_env(
        "cli::postgres_tls::the_bot_refused_for_want_of_tls_says_to_add_sslmode_require",
    ) else {
        return;
    };
    let db = server.database("sslmode=disable").await;
    let dir = tempfile::tempdir().unwrap();
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", "some-token")
        .env("DATABASE_URL", db.url())
        // Nothing listens there: Discord is never reached from a test.
        .env("DISCORD_HTTP_PROXY", "http://127.0.0.1:9")
        .env_remove("RUST_LOG")
        .env_remove("LOG_FORMAT")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("lyngk starts");
    let output = wait_for_exit(child).await;
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("cannot open the database")
            && stderr.contains("the server requires TLS but DATABASE_URL says sslmode=disable")
            && stderr.contains("add sslmode=require to DATABASE_URL"),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
}
