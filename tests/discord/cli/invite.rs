//! What the binary says of itself: `lyngk --help` first tells how to run
//! the bot and what it needs, the developer commands apart; `lyngk bot`
//! runs the bot as `lyngk` alone does and logs its invite link once;
//! `lyngk invite` prints the same link, and the one that adds the app to a
//! user's account.

use crate::common::fake_discord::{CommandScope, FakeConfig};
use crate::common::{Harness, WAIT};

use super::bot::{send_signal, wait_for_exit};

/// The invite link of the fake's application: both scopes and the six
/// permissions the documentation explains.
fn expected_link(application_id: u64) -> String {
    format!(
        "https://discord.com/api/oauth2/authorize?client_id={application_id}\
         &scope=bot+applications.commands&permissions=309237697536"
    )
}

/// The link that adds the fake's application to a user's account: the
/// user install (`integration_type=1`) with the commands' scope alone.
fn expected_user_link(application_id: u64) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={application_id}\
         &integration_type=1&scope=applications.commands"
    )
}

/// What `lyngk invite` prints: the server's link, then the user's.
fn both_links(application_id: u64) -> String {
    format!(
        "{}\n{}\n",
        expected_link(application_id),
        expected_user_link(application_id)
    )
}

fn lyngk(dir: &std::path::Path) -> std::process::Command {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"));
    command
        .current_dir(dir)
        .env_remove("DISCORD_TOKEN")
        .env_remove("DISCORD_HTTP_PROXY")
        .env_remove("HTTP_PROXY")
        .env_remove("http_proxy");
    command
}

async fn output(mut command: std::process::Command) -> std::process::Output {
    tokio::time::timeout(
        WAIT,
        tokio::task::spawn_blocking(move || command.output().expect("lyngk runs")),
    )
    .await
    .expect("lyngk ends")
    .expect("no panic")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_says_first_how_to_run_the_bot_and_lists_the_developer_commands_apart() {
    let dir = tempfile::tempdir().unwrap();
    let mut command = lyngk(dir.path());
    command.arg("--help");
    let out = output(command).await;
    assert!(out.status.success(), "{}", text(&out.stderr));
    let help = text(&out.stdout);
    let lines: Vec<&str> = help.lines().collect();
    // The first paragraph: running the bot and what it needs.
    let first: String = lines
        .iter()
        .take_while(|l| !l.starts_with("Usage:"))
        .copied()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(first.contains("`lyngk` with no command"), "{help}");
    assert!(first.contains("`lyngk bot`"), "{help}");
    assert!(first.contains("DISCORD_TOKEN"), "{help}");
    let at = |heading: &str| {
        lines
            .iter()
            .position(|l| *l == heading)
            .unwrap_or_else(|| panic!("no {heading:?} in {help}"))
    };
    let commands = at("Commands:");
    let developer = lines
        .iter()
        .position(|l| l.starts_with("Developer commands"))
        .unwrap_or_else(|| panic!("no developer heading in {help}"));
    let options = at("Options:");
    assert!(commands < developer && developer < options, "{help}");
    let listed = |from: usize, to: usize, name: &str| {
        lines[from + 1..to]
            .iter()
            .any(|l| l.split_whitespace().next() == Some(name))
    };
    for name in ["bot", "invite", "health", "db", "local"] {
        assert!(
            listed(commands, developer, name),
            "{name} under Commands: {help}"
        );
        assert!(!listed(developer, options, name), "{name}: {help}");
    }
    for name in [
        "moves",
        "play",
        "perft",
        "status",
        "new",
        "render",
        "replay",
        "selfplay",
        "ai",
        "calibrate",
        "arena",
    ] {
        assert!(
            listed(developer, options, name),
            "{name} as a developer's: {help}"
        );
        assert!(!listed(commands, developer, name), "{name}: {help}");
    }
    // Hidden from the first list, a developer command still works.
    let mut command = lyngk(dir.path());
    command.args(["new", "--seed", "3"]);
    let out = output(command).await;
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).ends_with(" standard\n"),
        "{}",
        text(&out.stdout)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lyngk_bot_runs_the_bot_and_logs_its_invite_link_once() {
    let h = Harness::without_bot(FakeConfig::default()).await;
    let dir = tempfile::tempdir().unwrap();
    let child = lyngk(dir.path())
        .arg("bot")
        .env("DISCORD_TOKEN", &h.fake.config().token)
        .env("DATABASE_URL", &h.database_url)
        .env("DISCORD_GUILD_ID", h.fake.config().guild_id.to_string())
        .env("DISCORD_HTTP_PROXY", h.fake.api_base())
        .env("RUST_LOG", "info,serenity=warn")
        .env("LOG_FORMAT", "text")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("lyngk bot starts");
    let pid = child.id();
    h.fake
        .wait_for_commands(CommandScope::Guild(h.fake.config().guild_id), WAIT)
        .await
        .expect("lyngk bot registers the commands");
    h.fake.wait_for_ready(WAIT).await.expect("a READY session");
    send_signal(pid, libc::SIGTERM);
    let output = wait_for_exit(child).await;
    let stderr = text(&output.stderr);
    assert!(output.status.success(), "{:?}: {stderr}", output.status);
    let invites: Vec<&str> = stderr
        .lines()
        .filter(|l| l.contains("invite link"))
        .collect();
    assert_eq!(invites.len(), 1, "once: {stderr}");
    let link = expected_link(h.fake.config().application_id);
    assert!(
        invites[0].ends_with(&format!("invite link: {link}")),
        "{}",
        invites[0]
    );
    // Printed for the closing note of a change: the line as an admin sees it.
    eprintln!("start-up log line: {}", invites[0]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lyngk_invite_prints_the_link_of_the_token_s_application() {
    let h = Harness::without_bot(FakeConfig::default()).await;
    let dir = tempfile::tempdir().unwrap();
    let mut command = lyngk(dir.path());
    command
        .arg("invite")
        .env("DISCORD_TOKEN", &h.fake.config().token)
        .env("DISCORD_HTTP_PROXY", h.fake.api_base());
    let out = output(command).await;
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        both_links(h.fake.config().application_id)
    );
    let asked: Vec<String> = h
        .fake
        .state()
        .requests
        .iter()
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert_eq!(asked, ["GET /oauth2/applications/@me"]);

    // A wrong token: status 3, as the bot's.
    let mut command = lyngk(dir.path());
    command
        .arg("invite")
        .env("DISCORD_TOKEN", "not-the-token")
        .env("DISCORD_HTTP_PROXY", h.fake.api_base());
    let out = output(command).await;
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("DISCORD_TOKEN"),
        "{}",
        text(&out.stderr)
    );

    // No token and no id: status 2, saying what to give.
    let out = output({
        let mut c = lyngk(dir.path());
        c.arg("invite");
        c
    })
    .await;
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("--application-id"),
        "{}",
        text(&out.stderr)
    );

    // An application id given: no token, nothing asked.
    let mut command = lyngk(dir.path());
    command.args(["invite", "--application-id", "123456789012345678"]);
    let out = output(command).await;
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), both_links(123_456_789_012_345_678));
}
